import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '@taskflow/contracts';
import { MessagesPage } from '../../messages/components/MessagesPage';
import { FakeMessagingServer } from '../../../testing/fake-messaging-server';
import { conversation, message, messageSeries, participant, people } from '../../../testing/messaging-data';
import { admin, client, renderMessagesScreen } from '../../../testing/render-messages';

const DIRECT = '/dashboard/messages?tab=direct';
const open = (id: string) => `${DIRECT}&conversationId=${id}`;

describe('direct messages', () => {
  let server: FakeMessagingServer;

  beforeEach(() => {
    server = new FakeMessagingServer(people.admin).install();
    server.conversations = [
      conversation('k1', {
        unreadCount: 2,
        lastMessagePreview: 'x'.repeat(60),
        lastMessageAt: new Date().toISOString(),
      }),
      conversation('k2', {
        type: 'team_channel',
        name: 'Studio',
        otherParticipant: null,
        participants: [participant(people.admin, 'admin'), participant(people.team), participant(people.designer)],
        lastMessagePreview: 'Bin dabei.',
      }),
    ];
    server.messages = [
      message('a1', 'k1', people.client, 'Is the draft ready?', '2026-03-01T09:00:00.000Z'),
      message('a2', 'k1', people.admin, 'Yes, here it is.', '2026-03-01T09:05:00.000Z'),
    ];
    server.partners = [
      { ...people.team, clientCompany: null },
      { ...people.client, clientCompany: { id: 'company-1', name: 'Müller Bau GmbH' } },
    ];
  });

  afterEach(() => {
    server.api.uninstall();
    jest.useRealTimers();
  });

  it('lists the conversations with the preview cut at 60 characters, unread counts and the tab badge', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    const items = await screen.findAllByTestId('conversation-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Clara Client');
    expect(items[0]).toHaveTextContent('x'.repeat(60));
    expect(items[0]).not.toHaveTextContent('x'.repeat(60) + '…');
    expect(within(items[0]).getByTestId('conversation-unread')).toHaveTextContent('2 unread');
    expect(items[1]).toHaveTextContent('Studio · Team channel');
    expect(screen.getByRole('tab', { name: /Direct messages/ })).toHaveTextContent('2');
  });

  it('opens a conversation oldest first, joins its live room and marks it read about 2 s later', async () => {
    const { socket } = await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    await userEvent.click((await screen.findAllByTestId('conversation-item'))[0]);
    const pane = await screen.findByTestId('chat-pane');
    await waitFor(() =>
      expect(
        within(pane)
          .getAllByTestId('message')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Is the draft ready?'), expect.stringContaining('Yes, here it is.')]),
    );
    expect(socket.sentOf('join:conversation')).toEqual([{ conversationId: 'k1' }]);
    expect(server.api.callsTo('POST', '/conversations/k1/read')).toHaveLength(0);
    await waitFor(() => expect(server.api.callsTo('POST', '/conversations/k1/read')).toHaveLength(1), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.queryByTestId('conversation-unread')).not.toBeInTheDocument());
  });

  it('opens a conversation from the list at its message input, and back at its item in the list', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    const item = (await screen.findAllByTestId('conversation-item'))[1];
    item.focus();
    await userEvent.keyboard('{Enter}');
    const pane = await screen.findByTestId('chat-pane');
    await waitFor(() => expect(within(pane).getByRole('textbox', { name: 'Message' })).toHaveFocus());
    expect(within(pane).getByRole('form', { name: 'Write a message' })).toBeInTheDocument();

    // The back button is for phones (hidden by CSS on wide screens, which jsdom has).
    await userEvent.click(within(pane).getByText('Back'));
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')[1]).toHaveFocus());
  });

  it('reaches the message input from the conversation list in two steps, past the header and the messages', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    screen.getAllByTestId('conversation-item')[1].focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to the message input' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('leaves the previous live room when another conversation is opened', async () => {
    const { socket } = await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await screen.findByTestId('chat-pane');
    await userEvent.click(screen.getAllByTestId('conversation-item')[1]);
    await waitFor(() =>
      expect(socket.sentOf('join:conversation')).toEqual([{ conversationId: 'k1' }, { conversationId: 'k2' }]),
    );
    expect(socket.sentOf('leave:conversation')).toEqual([{ conversationId: 'k1' }]);
  });

  it('pages 50 messages at a time; "load earlier" keeps the order and ends when nothing older is left', async () => {
    server.messages = messageSeries('k1', 120, people.client, people.admin);
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    const texts = () => screen.getAllByTestId('message').map((item) => item.querySelector('p')?.textContent);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(MESSAGE_PAGE_SIZE));
    expect(texts()[0]).toBe('Message 71');
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(120));
    expect(texts()).toEqual(Array.from({ length: 120 }, (_, index) => `Message ${index + 1}`));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(server.api.callsTo('GET', '/conversations/k1/messages').map((call) => call.query.get('offset'))).toEqual([
      '0',
      '50',
      '100',
    ]);
  });

  it('offers edit and delete only on the user’s own messages; Enter saves an edit, Escape cancels it', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const [theirs, mine] = screen.getAllByTestId('message');
    expect(within(theirs).queryByRole('button', { name: 'More actions for this message' })).not.toBeInTheDocument();
    const edit = async () => {
      await userEvent.click(within(mine).getByRole('button', { name: 'More actions for this message' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    };

    await edit();
    const editor = within(mine).getByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Changed my mind{Escape}');
    expect(within(mine).queryByRole('textbox', { name: 'Edit message' })).not.toBeInTheDocument();
    expect(mine).toHaveTextContent('Yes, here it is.');
    expect(server.api.callsTo('PUT', /^\/conversations\/messages\//)).toHaveLength(0);

    await edit();
    await userEvent.clear(within(mine).getByRole('textbox', { name: 'Edit message' }));
    await userEvent.type(within(mine).getByRole('textbox', { name: 'Edit message' }), 'Yes, attached.{Enter}');
    await waitFor(() => expect(mine).toHaveTextContent('(edited)Yes, attached.'));
    expect(server.api.callsTo('PUT', '/conversations/messages/a2')[0].body).toEqual({ content: 'Yes, attached.' });
  });

  it('deletes an own message after a confirmation', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    await userEvent.click(
      within(screen.getAllByTestId('message')[1]).getByRole('button', { name: 'More actions for this message' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1));
    expect(server.api.callsTo('DELETE', '/conversations/messages/a2')).toHaveLength(1);
  });

  it('sends with Enter, replies to a chosen message and lets the reply target be cancelled', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   {Enter}');
    expect(server.api.callsTo('POST', '/conversations/k1/messages')).toHaveLength(0);

    await userEvent.click(within(screen.getAllByTestId('message')[0]).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/Replying to Clara Client/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();

    await userEvent.click(within(screen.getAllByTestId('message')[0]).getByRole('button', { name: 'Reply' }));
    await userEvent.clear(input);
    await userEvent.type(input, 'It is ready{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(server.api.callsTo('POST', '/conversations/k1/messages')[0].body).toEqual({
      content: 'It is ready',
      replyToMessageId: 'a1',
    });
    expect(screen.getAllByTestId('message')[2]).toHaveTextContent('Reply to Clara Client: Is the draft ready?');
    expect(input).toHaveValue('');
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();
  });

  it('toggles the thumbs-up reaction and picks others from a small choice', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const first = () => screen.getAllByTestId('message')[0];
    await userEvent.click(within(first()).getByRole('button', { name: 'React with thumbs up' }));
    await waitFor(() =>
      expect(within(first()).getByRole('button', { name: /👍 1 reaction/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(within(first()).getByRole('button', { name: 'React with thumbs up' }));
    await waitFor(() =>
      expect(within(first()).queryByRole('button', { name: /👍 1 reaction/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(within(first()).getByRole('button', { name: 'Choose a reaction' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '🎉' }));
    await waitFor(() => expect(within(first()).getByRole('button', { name: /🎉 1 reaction/ })).toBeInTheDocument());
    expect(
      server.api.calls
        .filter((call) => call.path === '/conversations/messages/a1/reactions')
        .map((call) => call.method),
    ).toEqual(['POST', 'DELETE', 'POST']);
  });

  it('shows a failed send in an error banner that can be dismissed; a failed reaction is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    server.failNext('POST /conversations/:id/messages', 500);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    server.failNext('POST /conversations/messages/:id/reactions', 500);
    await userEvent.click(
      within(screen.getAllByTestId('message')[0]).getByRole('button', { name: 'React with thumbs up' }),
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Reaction could not be changed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('names the error of an access denial and of a conversation that no longer exists', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    server.failNext('POST /conversations/:id/messages', 403, 'Access denied: only admins write announcements');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    server.failNext('POST /conversations/:id/messages', 404, 'Conversation not found');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation no longer exists.');
  });

  it('shows new messages, edits, reactions and deletions live, and marks a live message read after 1 s', async () => {
    const { socket } = await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    await waitFor(() => expect(server.api.callsTo('POST', '/conversations/k1/read')).toHaveLength(1), {
      timeout: 3000,
    });
    const live = message('a3', 'k1', people.client, 'One more thing', new Date().toISOString());
    server.messages.push(live);
    act(() => socket.receive('message:direct:created', { message: live, conversation: { id: 'k1', type: 'direct' } }));
    await waitFor(() => expect(screen.getAllByTestId('message')[2]).toHaveTextContent('One more thing'));
    await waitFor(() => expect(server.api.callsTo('POST', '/conversations/k1/read')).toHaveLength(2), {
      timeout: 2000,
    });

    act(() =>
      socket.receive('message:direct:edited', {
        message: { ...live, content: 'One more thing, sorry', isEdited: true },
        conversation: {
          id: 'k1',
          type: 'direct',
          lastMessageAt: live.createdAt,
          lastMessagePreview: 'One more thing, sorry',
        },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('message')[2]).toHaveTextContent('(edited)One more thing, sorry'));
    act(() =>
      socket.receive('message:reactions:changed', {
        messageId: 'a2',
        conversationId: 'k1',
        reactions: [{ emoji: '🎉', userId: people.client.id }],
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('message')[1]).getByRole('button', { name: /🎉 1 reaction/ }),
      ).toHaveAttribute('aria-pressed', 'false'),
    );
    act(() =>
      socket.receive('message:direct:deleted', {
        messageId: 'a3',
        conversation: {
          id: 'k1',
          type: 'direct',
          lastMessageAt: '2026-03-01T09:05:00.000Z',
          lastMessagePreview: 'Yes',
        },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
  });

  it('shows who is typing in the open conversation', async () => {
    const { socket } = await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await screen.findByTestId('chat-pane');
    act(() => socket.receive('user:typing', { conversationId: 'k1', userId: people.client.id }));
    expect(screen.getByText('Clara Client is typing…')).toBeInTheDocument();
    act(() => socket.receive('user:stopped_typing', { conversationId: 'k1', userId: people.client.id }));
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
  });

  it('shows the participants button only with more than two people, and clear and delete only with the right', async () => {
    server.conversations[0].canManage = false;
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await screen.findByTestId('chat-pane');
    expect(screen.queryByRole('button', { name: /Participants/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conversation actions' })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByTestId('conversation-item')[1]);
    await userEvent.click(await screen.findByRole('button', { name: 'Participants (3)' }));
    const dialog = await screen.findByRole('dialog', { name: '3 participants' });
    expect(
      within(dialog)
        .getAllByTestId('participant')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Ada Admin (you)'),
      expect.stringContaining('Tom Team'),
      expect.stringContaining('Lena Lorenz'),
    ]);
  });

  it('clears and deletes a conversation only after a confirmation', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('k1'), user: admin() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear conversation' }));
    const clear = await screen.findByRole('alertdialog', { name: 'Clear the conversation with Clara Client?' });
    await userEvent.click(within(clear).getByRole('button', { name: 'Cancel' }));
    expect(server.api.callsTo('POST', '/conversations/k1/clear')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear conversation' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear conversation' }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('message')).toHaveLength(0));

    await userEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete conversation' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(1));
    expect(await screen.findByText('No conversation selected')).toBeInTheDocument();
  });

  it('finds messages across conversations and jumps to the one chosen', async () => {
    server.messages = messageSeries('k1', 80, people.client, people.admin);
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    await screen.findAllByTestId('conversation-item');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations and messages' }), 'Message 3');
    const results = await screen.findAllByTestId('message-search-result');
    // "Message 3" and "Message 30" … "Message 39", newest first.
    expect(results[0]).toHaveTextContent('Message 39');
    await userEvent.click(results.find((result) => result.textContent?.endsWith('Message 3')) as HTMLElement);
    // Message 3 is on the second page: it is loaded and shown.
    await waitFor(() => expect(document.querySelector('[data-message-id="m3"]')).toBeInTheDocument());
    expect(server.api.callsTo('GET', '/conversations/k1/messages')).toHaveLength(2);
  });
});

describe('starting a conversation', () => {
  let server: FakeMessagingServer;

  afterEach(() => server.api.uninstall());

  it('offers a client only direct conversations, with the people grouped and never themselves', async () => {
    server = new FakeMessagingServer(people.client).install();
    server.partners = [
      { ...people.admin, clientCompany: null },
      { ...people.team, clientCompany: null },
      {
        id: 'u-colleague',
        firstName: 'Carl',
        lastName: 'Colleague',
        userType: 'client',
        clientCompany: { id: 'company-1', name: 'Müller Bau GmbH' },
      },
      { ...people.client, clientCompany: { id: 'company-1', name: 'Müller Bau GmbH' } },
    ];
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: client() });
    await userEvent.click((await screen.findAllByRole('button', { name: 'New conversation' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Ada Admin'),
      expect.stringContaining('Tom Team'),
      expect.stringContaining('Carl Colleague'),
    ]);
    expect(within(dialog).getByRole('group', { name: 'Team' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Clients' })).toBeInTheDocument();
  });

  it('lets an admin start a team channel with a name and members, showing a creating state, then opens it', async () => {
    server = new FakeMessagingServer(people.admin).install();
    server.partners = [
      { ...people.team, clientCompany: null },
      { ...people.designer, clientCompany: null },
      { ...people.client, clientCompany: { id: 'company-1', name: 'Müller Bau GmbH' } },
    ];
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    await userEvent.click((await screen.findAllByRole('button', { name: 'New conversation' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['direct', 'team_channel', 'announcement']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(within(dialog).getByText('Please choose a person.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Person/ })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Team channel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(within(dialog).getByText('Please enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose at least one participant.')).toBeInTheDocument();
    expect(server.api.callsTo('POST', '/conversations')).toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Design');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    // The members have no field of their own: focus goes to the group's first control.
    expect(within(dialog).getByRole('searchbox', { name: 'Search people' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lena Lorenz' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Clara Client (Müller Bau GmbH)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.api.callsTo('POST', '/conversations')[0].body).toEqual({
      type: 'team_channel',
      name: 'Design',
      description: null,
      participantIds: ['u-design', 'u-client'],
    });
    expect(await screen.findByRole('heading', { name: 'Design' })).toBeInTheDocument();
  });

  it('offers every person the caller may write to, also those beyond the first page of the list', async () => {
    server = new FakeMessagingServer(people.admin).install();
    server.partners = [
      ...Array.from({ length: LIST_PAGE_SIZE }, (_, index) => ({
        id: `u-bulk-${index}`,
        firstName: 'Bulk',
        lastName: `Person ${index}`,
        userType: 'team' as const,
        clientCompany: null,
      })),
      { id: 'u-last', firstName: 'Zora', lastName: 'Zuletzt', userType: 'team', clientCompany: null },
    ];
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    await userEvent.click((await screen.findAllByRole('button', { name: 'New conversation' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Person' }), 'Zora');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Zora Zuletzt/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));

    await waitFor(() => expect(server.api.callsTo('POST', '/conversations')).toHaveLength(1));
    expect(server.api.callsTo('POST', '/conversations')[0].body).toEqual({
      type: 'direct',
      participantIds: ['u-last'],
    });
    expect(server.api.callsTo('GET', '/conversations/partners').map((call) => call.query.get('offset'))).toEqual([
      '0',
      String(LIST_PAGE_SIZE),
    ]);
  });

  it('shows the network error text when the conversation cannot be created', async () => {
    server = new FakeMessagingServer(people.admin).install();
    server.partners = [{ ...people.team, clientCompany: null }];
    server.failNext('POST /conversations', 500);
    await renderMessagesScreen(<MessagesPage />, { route: DIRECT, user: admin() });
    await userEvent.click((await screen.findAllByRole('button', { name: 'New conversation' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: /Tom Team/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The conversation could not be started.');
  });
});
