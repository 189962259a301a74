import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ConversationListResponse,
  MessageListResponse,
  MessageView,
  SendMessageRequest,
} from '@taskflow/contracts';
import { apiError, apiRoute, apiServer, heldAnswer, sentRequests } from '@taskflow/testing';
import { MessagesPage } from '../../messages/components/MessagesPage';
import { FakeMessagingServer } from '../../../testing/fake-messaging-server';
import { conversation, message, people } from '../../../testing/messaging-data';
import { admin, renderMessagesScreen } from '../../../testing/render-messages';

// The conversation list, the chat pane and its composer, as a person uses them: their loading, empty and
// error-with-retry states, sending by keyboard and a failed send in the UI's language.
const DIRECT = '/dashboard/messages?tab=direct';
const open = (id: string) => `${DIRECT}&conversationId=${id}`;

describe('conversation list, chat pane and composer', () => {
  let server: FakeMessagingServer;

  beforeEach(() => {
    server = new FakeMessagingServer(people.admin).install();
    server.conversations = [conversation('k1', { unreadCount: 3 })];
    server.messages = [message('a1', 'k1', people.client, 'Is the draft ready?', '2026-03-01T09:00:00.000Z')];
  });

  it('shows the list loading, then its error, and the retry loads the conversations with their unread badge', async () => {
    const first = heldAnswer();
    let failing = true;
    apiServer.use(
      apiRoute.get<ConversationListResponse>('/conversations', async () => {
        if (!failing) return { conversations: server.conversations, totalUnread: 3 };
        await first.wait;
        return apiError(500, 'INTERNAL_ERROR');
      }),
    );
    const user = userEvent.setup();
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });

    expect(await screen.findByText('Loading conversations…')).toBeInTheDocument();
    first.release();
    expect(await screen.findByText('Messages could not be loaded.')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const items = await screen.findAllByTestId('conversation-item');
    expect(within(items[0]).getByTestId('conversation-unread')).toHaveTextContent('3 unread');
  });

  it('says when there are no conversations yet and offers to start one', async () => {
    server.conversations = [];
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    expect(await screen.findByText('You have no conversations yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /New conversation/ }).length).toBeGreaterThan(0);
  });

  it("shows the pane's error when the messages cannot be loaded, and the retry shows them", async () => {
    let failing = true;
    apiServer.use(
      apiRoute.get<MessageListResponse>('/conversations/:id/messages', () =>
        failing ? apiError(500, 'INTERNAL_ERROR') : { messages: server.messagesOf('k1'), hasMore: false },
      ),
    );
    const user = userEvent.setup();
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    const pane = await screen.findByTestId('chat-pane');
    expect(await within(pane).findByText('Messages could not be loaded.')).toBeInTheDocument();

    failing = false;
    await user.click(within(pane).getByRole('button', { name: 'Try again' }));
    expect(await within(pane).findByText('Is the draft ready?')).toBeInTheDocument();
  });

  it('keeps Shift+Enter as a new line, holds the input while sending without taking its focus, then empties it', async () => {
    const sending = heldAnswer();
    apiServer.use(
      apiRoute.post<SendMessageRequest, MessageView>('/conversations/:id/messages', async ({ params, body }) => {
        await sending.wait;
        return message('sent-1', params['id'] ?? 'k1', people.admin, body.content ?? '', new Date().toISOString());
      }),
    );
    const user = userEvent.setup();
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1));
    const input = screen.getByRole('textbox', { name: 'Message' });

    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    expect(sentRequests('POST', '/conversations/k1/messages')).toHaveLength(0);

    await user.keyboard('{Enter}');
    // Read-only, not disabled: a browser moves the focus off a disabled input, and the writer would lose their place.
    await waitFor(() => expect(input).toHaveAttribute('readonly'));
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
    await user.keyboard('more');
    expect(input).toHaveValue('First line\nsecond line');
    expect(sentRequests('POST', '/conversations/k1/messages')[0].body).toEqual({
      content: 'First line\nsecond line',
    });

    sending.release();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveFocus();
    expect(screen.getAllByTestId('message')).toHaveLength(2);
  });

  it('says in German that the message could not be sent, and keeps the text to send again', async () => {
    apiServer.use(apiRoute.post('/conversations/:id/messages', () => apiError(500, 'INTERNAL_ERROR')));
    const user = userEvent.setup();
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin(), language: 'de' });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1));
    const input = screen.getByRole('textbox', { name: 'Nachricht' });

    await user.type(input, 'Hallo{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    );
    expect(input).toHaveValue('Hallo');
    expect(screen.getAllByTestId('message')).toHaveLength(1);
  });
});
