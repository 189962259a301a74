import { messagingErrorKey } from './message-errors';

describe('messagingErrorKey', () => {
  it("explains a refusal by the server's answer, else says what failed", () => {
    expect(messagingErrorKey({ status: 404, code: 'USER_NOT_FOUND', message: 'User not found' }, 'participants')).toBe(
      'userNotFound',
    );
    expect(messagingErrorKey({ status: 404, code: 'CONVERSATION_NOT_FOUND', message: 'x' }, 'send')).toBe(
      'conversationNotFound',
    );
    expect(messagingErrorKey({ status: 404, code: 'MESSAGE_NOT_FOUND', message: 'x' }, 'edit')).toBe(
      'conversationNotFound',
    );
    expect(messagingErrorKey({ status: 403, code: 'CONVERSATION_ACCESS_DENIED', message: 'x' }, 'send')).toBe(
      'accessDenied',
    );
    expect(messagingErrorKey({ status: 400, code: 'VALIDATION_FAILED', message: 'x' }, 'send')).toBe('invalidInput');
    expect(messagingErrorKey({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }, 'delete')).toBe('deleteFailed');
    expect(messagingErrorKey({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'load')).toBe('loadFailed');
  });

  it('goes by the code, not the words of the message', () => {
    expect(messagingErrorKey({ status: 404, code: 'USER_NOT_FOUND', message: 'No such person' }, 'participants')).toBe(
      'userNotFound',
    );
    expect(
      messagingErrorKey({ status: 404, code: 'CONVERSATION_NOT_FOUND', message: 'The user left; not found' }, 'send'),
    ).toBe('conversationNotFound');
  });
});
