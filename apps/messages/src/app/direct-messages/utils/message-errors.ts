import type { ApiRequestError } from '@taskflow/auth';

/** What the user tried when a messaging call failed (shown by the answer's code: docs/error-codes.md). */
export type MessagingAction =
  | 'load'
  | 'send'
  | 'edit'
  | 'delete'
  | 'deleteConversation'
  | 'clearConversation'
  | 'createConversation'
  | 'participants';

const FAILED: Record<MessagingAction, string> = {
  load: 'loadFailed',
  send: 'sendFailed',
  edit: 'editFailed',
  delete: 'deleteFailed',
  deleteConversation: 'deleteConversationFailed',
  clearConversation: 'clearConversationFailed',
  createConversation: 'networkError',
  participants: 'participantsFailed',
};

function asRequestError(error: unknown): Partial<ApiRequestError> {
  return typeof error === 'object' && error !== null ? (error as Partial<ApiRequestError>) : {};
}

/**
 * The key (under `errors.`) of the text explaining a failed call: not found, access denied, user not found
 * and invalid input by the server's answer (its status, and its code where the status is not enough), otherwise what
 * failed.
 */
export function messagingErrorKey(error: unknown, action: MessagingAction): string {
  const { status, code } = asRequestError(error);
  if (status === 404) return code === 'USER_NOT_FOUND' ? 'userNotFound' : 'conversationNotFound';
  if (status === 403) return 'accessDenied';
  if (status === 400) return 'invalidInput';
  return FAILED[action];
}
