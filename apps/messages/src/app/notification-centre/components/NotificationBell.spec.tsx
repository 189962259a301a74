import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPage, NotificationUnreadCount, NotificationView } from '@taskflow/contracts';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { renderMessagesScreen, teamMember } from '../../../testing/render-messages';
import { notificationCentreApi } from '../state/notification-centre.api';
import { NotificationBell } from './NotificationBell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const entry = (id: string, overrides: Partial<NotificationView> = {}): NotificationView => ({
  id,
  reason: 'taskAssigned',
  kind: 'task.created',
  actorName: 'Ada Admin',
  project: { id: 'p1', name: 'Website' },
  task: { id: `t-${id}`, title: `Task ${id}` },
  conversation: null,
  commentThread: null,
  percent: null,
  createdAt: minutesAgo(5),
  readAt: null,
  ...overrides,
});

/** The centre as the API holds it: pages of `size` after a cursor (the last id of the page before). */
function serveCentre(entries: NotificationView[], size = 20) {
  const state = { entries };
  const unread = () => state.entries.filter((item) => item.readAt === null).length;
  apiServer.use(
    apiRoute.get<NotificationPage>('/notifications', ({ query }) => {
      const after = query.get('cursor');
      const start = after ? state.entries.findIndex((item) => item.id === after) + 1 : 0;
      const items = state.entries.slice(start, start + size);
      const more = start + size < state.entries.length;
      return { items, nextCursor: more ? (items.at(-1)?.id ?? null) : null, unreadCount: unread() };
    }),
    apiRoute.post<undefined, NotificationUnreadCount>('/notifications/:id/read', ({ params }) => {
      state.entries = state.entries.map((item) =>
        item.id === params.id ? { ...item, readAt: new Date().toISOString() } : item,
      );
      return { unreadCount: unread() };
    }),
    apiRoute.post<undefined, NotificationUnreadCount>('/notifications/read-all', () => {
      state.entries = state.entries.map((item) => ({ ...item, readAt: item.readAt ?? new Date().toISOString() }));
      return { unreadCount: 0 };
    }),
  );
  return state;
}

const renderBell = (language = 'en') => renderMessagesScreen(<NotificationBell />, { user: teamMember(), language });

describe('the notification bell', () => {
  it('names the unread count, opens the panel with entries linking to their task, and marks one read on open', async () => {
    const user = userEvent.setup();
    serveCentre([entry('n1'), entry('n2', { reason: 'taskCommented', readAt: minutesAgo(1) })]);
    await renderBell();

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = within(panel).getByRole('link', { name: /Ada Admin assigned you “Task n1”/ });
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent(/5 min\.? ago/);
    expect(first).toHaveAttribute('href', '/dashboard/kanban?projectId=p1&taskId=t-n1');
    expect(within(panel).getByRole('link', { name: /Ada Admin commented on “Task n2”/ })).not.toHaveTextContent(
      'Unread',
    );

    await user.click(first);

    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/kanban?projectId=p1&taskId=t-n1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests('POST', '/notifications/n1/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists a mention in a message by its conversation and leads there (a direct one without a name)', async () => {
    const user = userEvent.setup();
    const inMessage = { reason: 'mentioned', kind: 'message.mentioned', project: null, task: null } as const;
    serveCentre([
      entry('m1', { ...inMessage, conversation: { id: 'k1', name: 'Launch' } }),
      entry('m2', { ...inMessage, conversation: { id: 'k2', name: null }, readAt: minutesAgo(1) }),
    ]);
    await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const named = within(panel).getByRole('link', { name: /Ada Admin mentioned you in a message in “Launch”/ });
    expect(named).toHaveAttribute('href', '/dashboard/messages?tab=direct&conversationId=k1');
    expect(within(panel).getByRole('link', { name: /^Ada Admin mentioned you in a message\b/ })).toHaveAttribute(
      'href',
      '/dashboard/messages?tab=direct&conversationId=k2',
    );

    await user.click(named);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/messages?tab=direct&conversationId=k1');
    expect(sentRequests('POST', '/notifications/m1/read')).toHaveLength(1);
  });

  it('shows 99+ above 99 unread and says "more than 99"', async () => {
    apiServer.use(
      apiRoute.get<NotificationPage>('/notifications', () => ({
        items: [entry('n1')],
        nextCursor: null,
        unreadCount: 100,
      })),
    );
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, more than 99 unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('closes on Escape with focus back on the bell; marks all read', async () => {
    const user = userEvent.setup();
    serveCentre([entry('n1'), entry('n2')]);
    await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(within(panel).queryByText('Unread', { exact: false })).not.toBeInTheDocument();
    // Its button is disabled now: the panel keeps the focus, so Escape still closes it.
    await waitFor(() => expect(panel).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('pages on with "show more"; the last page puts focus on its first entry, where the button was', async () => {
    const user = userEvent.setup();
    serveCentre(
      Array.from({ length: 25 }, (_, index) => entry(`n${index + 1}`, { readAt: minutesAgo(1) })),
      20,
    );
    await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findAllByRole('link')).toHaveLength(20);

    await user.click(within(panel).getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(25));
    expect(within(panel).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('link')[20]).toHaveFocus());
  });

  it('says when there is nothing, and offers a retry when loading failed', async () => {
    const user = userEvent.setup();
    let fail = true;
    apiServer.use(
      apiRoute.get<NotificationPage>('/notifications', () =>
        fail ? apiError(500, 'INTERNAL_ERROR') : { items: [], nextCursor: null, unreadCount: 0 },
      ),
    );
    await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Notifications could not be loaded.')).toBeInTheDocument();

    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await within(panel).findByText('Nothing new. What concerns you shows up here.')).toBeInTheDocument();
  });

  it('takes a new entry live, counts it and announces it politely', async () => {
    serveCentre([entry('n1', { readAt: minutesAgo(1) })]);
    const { socket, store } = await renderBell();
    await waitFor(() =>
      expect(notificationCentreApi.endpoints.notificationPages.select()(store.getState()).isSuccess).toBe(true),
    );

    act(() =>
      socket.receive('notification:created', {
        notification: entry('n2', { createdAt: new Date().toISOString() }),
        unreadCount: 1,
      }),
    );

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('New notification: Ada Admin assigned you “Task n2”'),
    );
  });

  it('speaks German in German', async () => {
    serveCentre([entry('n1')]);
    await renderBell('de');
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' })).toBeInTheDocument();
  });

  it('tells of a budget warning with the share reached, linking to the project', async () => {
    const user = userEvent.setup();
    const warning = entry('n1', {
      reason: 'budgetWarning',
      kind: 'project.budget_warning',
      actorName: null,
      task: null,
      percent: 80,
    });
    serveCentre([warning]);
    await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const link = await screen.findByRole('link', { name: /“Website” has reached 80% of its budget/ });
    expect(link).toHaveAttribute('href', '/dashboard/projects/p1');
  });
});
