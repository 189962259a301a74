import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMessagingServer } from '../../../testing/fake-messaging-server';
import { conversation, people } from '../../../testing/messaging-data';
import { admin, renderMessagesScreen } from '../../../testing/render-messages';
import { MessagesPage } from './MessagesPage';

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('MessagesPage', () => {
  let server: FakeMessagingServer;

  beforeEach(() => {
    server = new FakeMessagingServer(people.admin).install();
    server.conversations = [conversation('k1', { unreadCount: 3 }), conversation('k2', { unreadCount: 1 })];
    server.unreadComments = 5;
  });

  afterEach(() => {
    server.api.uninstall();
    jest.useRealTimers();
  });

  it('offers project comments and direct messages as tabs, project comments first, the choice kept in the address', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: '/dashboard/messages', user: admin() });
    expect(tab(/Project comments/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(/Direct messages/));
    expect(tab(/Direct messages/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/messages?tab=direct'));
    expect(await screen.findByText('No conversation selected')).toBeInTheDocument();
  });

  it('shows each tab’s own unread count: comments of the user’s side and unread direct messages', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: '/dashboard/messages', user: admin() });
    await waitFor(() => expect(tab(/Project comments/)).toHaveTextContent('Project comments5'));
    await waitFor(() => expect(tab(/Direct messages/)).toHaveTextContent('Direct messages4'));
  });

  it('follows unread_count:updated for both tabs while live, without asking the server again', async () => {
    const { socket } = await renderMessagesScreen(<MessagesPage />, { route: '/dashboard/messages', user: admin() });
    await waitFor(() => expect(tab(/Direct messages/)).toHaveTextContent('4'));
    const before = server.api.calls.length;
    act(() => socket.receive('unread_count:updated', { kind: 'messages', count: 120 }));
    act(() => socket.receive('unread_count:updated', { kind: 'comments', count: 0 }));
    expect(tab(/Direct messages/)).toHaveTextContent('99+');
    expect(tab(/Project comments/)).toHaveTextContent(/^Project comments$/);
    // The comment count is set; the project sidebar (which has no total of its own) reloads.
    expect(server.api.calls.slice(before).map((call) => call.path)).not.toContain('/conversations');
  });

  it('while offline, refreshes the counts every 5 s and when the window gets focus', async () => {
    await renderMessagesScreen(<MessagesPage />, { route: '/dashboard/messages', user: admin(), live: false });
    await waitFor(() => expect(tab(/Direct messages/)).toHaveTextContent('4'));
    server.unreadComments = 7;
    fireEvent.focus(window);
    await waitFor(() => expect(tab(/Project comments/)).toHaveTextContent('7'));
    server.conversations = [conversation('k1', { unreadCount: 0 })];
    const calls = server.api.callsTo('GET', '/conversations').length;
    await waitFor(() => expect(server.api.callsTo('GET', '/conversations').length).toBeGreaterThan(calls), {
      timeout: 6000,
    });
    await waitFor(() => expect(tab(/Direct messages/)).toHaveTextContent(/^Direct messages$/));
  });
});
