import { waitFor } from '@testing-library/react';
import { signedIn } from '@taskflow/auth';
import type {
  ConversationListResponse,
  ConversationView,
  MessageListResponse,
  MessageView,
  ProjectCommentView,
  TaskCommentView,
  TaskView,
} from '@taskflow/contracts';
import { api, createAppStore, liveTags, type AppStore } from '@taskflow/store';
import { LiveRooms } from '../rooms/live-rooms';
import { selectRealtimeStatus, selectTypingUserIds, selectUserPresence } from '../state/live.slice';
import { FakeLiveSocket } from '../testing/fake-live-socket';
import { connectLiveCache } from './connect-live-cache';
import { me, otherUser, task } from '../testing/live-fixtures';

/** A comment as an older server sent it live: without userId, updatedAt and the parent fields. */
type BareComment = Omit<TaskCommentView, 'userId' | 'updatedAt' | 'taskId' | 'task'>;

function liveComment(id: string, createdAt: string, changes: Partial<BareComment> = {}): BareComment {
  return {
    id,
    content: `Comment ${id}`,
    isInternal: false,
    isReadByTeam: false,
    isReadByClient: false,
    createdAt,
    user: otherUser,
    ...changes,
  };
}

function taskComment(id: string, taskId: string, createdAt: string, changes: Partial<TaskCommentView> = {}) {
  return {
    ...liveComment(id, createdAt),
    updatedAt: createdAt,
    userId: otherUser.id,
    taskId,
    task: { id: taskId, title: `Task ${taskId}`, projectId: 'p1' },
    ...changes,
  } as TaskCommentView;
}

function message(
  id: string,
  conversationId: string,
  createdAt: string,
  changes: Partial<MessageView> = {},
): MessageView {
  return {
    id,
    conversationId,
    senderId: otherUser.id,
    sender: otherUser,
    content: `Message ${id}`,
    messageType: 'text',
    fileUrl: null,
    fileName: null,
    fileSize: null,
    replyToMessageId: null,
    replyToMessage: null,
    reactions: [],
    isEdited: false,
    createdAt,
    updatedAt: createdAt,
    ...changes,
  };
}

function conversation(id: string, lastMessageAt: string | null, unreadCount = 0): ConversationView {
  return {
    id,
    type: 'direct',
    name: null,
    description: null,
    createdById: me.id,
    otherParticipant: otherUser,
    participants: [],
    lastMessageAt,
    lastMessagePreview: lastMessageAt ? 'Earlier' : null,
    unreadCount,
    canManage: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** What the test "API" answers; every query counts its calls, so a refetch is visible. */
let server: {
  tasks: TaskView[];
  taskComments: TaskCommentView[];
  projectComments: ProjectCommentView[];
  conversations: ConversationListResponse;
  messages: MessageView[];
  unreadComments: number;
  calls: Record<string, number>;
};
const called = (name: string) => (server.calls[name] = (server.calls[name] ?? 0) + 1);
const notFound = { error: { status: 404, message: 'Not found' } };
const MESSAGE_PAGE = 2;

const liveApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectTasks: build.query<TaskView[], string>({
      queryFn: (projectId) => (called('projectTasks'), { data: server.tasks.filter((t) => t.projectId === projectId) }),
      providesTags: (tasks, _error, projectId) => [liveTags.projectTasks(projectId), ...liveTags.tasks(tasks)],
    }),
    clientProjectTasks: build.query<TaskView[], string>({
      queryFn: (projectId) => ({
        data: server.tasks.filter((t) => t.projectId === projectId && t.isClientVisible),
      }),
      providesTags: (tasks, _error, projectId) => [liveTags.clientProjectTasks(projectId), ...liveTags.tasks(tasks)],
    }),
    assigneeTasks: build.query<{ tasks: TaskView[] }, string>({
      queryFn: (userId) => ({ data: { tasks: server.tasks.filter((t) => t.assignedToId === userId) } }),
      providesTags: (result, _error, userId) => [liveTags.assigneeTasks(userId), ...liveTags.tasks(result?.tasks)],
    }),
    task: build.query<TaskView, string>({
      queryFn: (id) => {
        called('task');
        const found = server.tasks.find((t) => t.id === id);
        return found ? { data: found } : notFound;
      },
      providesTags: (_task, _error, id) => [liveTags.task(id)],
    }),
    projectSummary: build.query<{ projectId: string; openTasks: number }, string>({
      queryFn: (projectId) => {
        called('projectSummary');
        return { data: { projectId, openTasks: server.tasks.filter((t) => t.projectId === projectId).length } };
      },
      providesTags: (_summary, _error, projectId) => [liveTags.projectTasks(projectId)],
    }),
    taskComments: build.query<TaskCommentView[], string>({
      queryFn: (taskId) => ({ data: server.taskComments.filter((c) => c.taskId === taskId) }),
      providesTags: (_comments, _error, taskId) => [liveTags.taskComments(taskId)],
    }),
    publicTaskComments: build.query<TaskCommentView[], string>({
      queryFn: (taskId) => ({ data: server.taskComments.filter((c) => c.taskId === taskId && !c.isInternal) }),
      providesTags: (_comments, _error, taskId) => [liveTags.taskComments(taskId, { internal: false })],
    }),
    addTaskComment: build.mutation<TaskCommentView, { id: string; taskId: string; createdAt: string }>({
      queryFn: ({ id, taskId, createdAt }) => {
        const created = taskComment(id, taskId, createdAt, { user: { ...me, userType: 'admin' }, userId: me.id });
        server.taskComments.push(created);
        return { data: created };
      },
      // As a remote does it: the author's list gets the comment from the answer, once.
      async onQueryStarted({ taskId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          liveApi.util.updateQueryData('taskComments', taskId, (comments) => {
            if (!comments.some((comment) => comment.id === data.id)) comments.push(data);
          }),
        );
      },
    }),
    projectComments: build.query<{ comments: ProjectCommentView[] }, string>({
      queryFn: (projectId) => ({ data: { comments: server.projectComments.filter((c) => c.projectId === projectId) } }),
      providesTags: (_result, _error, projectId) => [liveTags.projectComments(projectId)],
    }),
    conversations: build.query<ConversationListResponse, void>({
      queryFn: () => (called('conversations'), { data: server.conversations }),
      providesTags: (result) => [
        liveTags.conversationList(),
        ...liveTags.conversations(result?.conversations),
        liveTags.unreadCount('messages'),
      ],
    }),
    messages: build.query<MessageListResponse, string>({
      queryFn: (conversationId) => {
        const all = server.messages.filter((m) => m.conversationId === conversationId);
        return { data: { messages: all.slice(-MESSAGE_PAGE), hasMore: all.length > MESSAGE_PAGE } };
      },
      providesTags: (_result, _error, conversationId) => [liveTags.conversationMessages(conversationId)],
    }),
    messagePages: build.infiniteQuery<MessageListResponse, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (page, _pages, offset) => (page.hasMore ? offset + MESSAGE_PAGE : undefined),
      },
      queryFn: ({ queryArg, pageParam }) => {
        const all = server.messages.filter((m) => m.conversationId === queryArg);
        const end = all.length - pageParam;
        return {
          data: { messages: all.slice(Math.max(end - MESSAGE_PAGE, 0), end), hasMore: end - MESSAGE_PAGE > 0 },
        };
      },
      providesTags: (_result, _error, conversationId) => [liveTags.conversationMessages(conversationId)],
    }),
    unreadComments: build.query<number, void>({
      queryFn: () => (called('unreadComments'), { data: server.unreadComments }),
      providesTags: [liveTags.unreadCount('comments')],
    }),
  }),
});

const e = liveApi.endpoints;

describe('live cache: socket events update the cached queries that hold their objects', () => {
  let store: AppStore;
  let socket: FakeLiveSocket;
  let detach: () => void;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];

  /** Subscribes like a mounted screen and waits for the first answer. */
  async function load(request: PromiseLike<unknown> & { unsubscribe: () => void }): Promise<void> {
    subscriptions.push(request);
    await request;
  }

  beforeEach(() => {
    localStorage.clear();
    server = {
      tasks: [task('t1', 'p1'), task('t2', 'p1', { status: 'in_progress' }), task('t9', 'p2')],
      taskComments: [taskComment('c1', 't1', '2026-03-01T10:00:00.000Z')],
      projectComments: [],
      conversations: {
        conversations: [conversation('k1', '2026-03-02T10:00:00.000Z'), conversation('k2', '2026-03-01T10:00:00.000Z')],
        totalUnread: 0,
      },
      messages: [
        message('m1', 'k2', '2026-03-01T08:00:00.000Z'),
        message('m2', 'k2', '2026-03-01T09:00:00.000Z'),
        message('m3', 'k2', '2026-03-01T10:00:00.000Z'),
      ],
      unreadComments: 3,
      calls: {},
    };
    store = createAppStore();
    store.dispatch(signedIn({ token: 'token', user: me }));
    socket = new FakeLiveSocket();
    detach = connectLiveCache({ socket, store, rooms: new LiveRooms(socket) });
    socket.serverConnects();
  });

  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    detach();
  });

  const data = <T>(select: (state: ReturnType<AppStore['getState']>) => { data?: T }) => select(store.getState()).data;

  describe('task:updated', () => {
    it('moves a task on the board and in its detail view', async () => {
      await load(store.dispatch(e.projectTasks.initiate('p1')));
      await load(store.dispatch(e.task.initiate('t1')));

      socket.receive('task:updated', { task: task('t1', 'p1', { status: 'review', title: 'Renamed' }) });

      expect(data(e.projectTasks.select('p1'))?.map((t) => [t.id, t.status])).toEqual([
        ['t1', 'review'],
        ['t2', 'in_progress'],
      ]);
      expect(data(e.task.select('t1'))).toMatchObject({ status: 'review', title: 'Renamed' });
    });

    it('removes a deleted task from lists, and the detail view refetches (and finds it gone)', async () => {
      await load(store.dispatch(e.projectTasks.initiate('p1')));
      await load(store.dispatch(e.task.initiate('t1')));
      server.tasks = server.tasks.filter((t) => t.id !== 't1');

      socket.receive('task:updated', { task: task('t1', 'p1'), deleted: true });

      expect(data(e.projectTasks.select('p1'))?.map((t) => t.id)).toEqual(['t2']);
      await waitFor(() => expect(e.task.select('t1')(store.getState()).error).toMatchObject({ status: 404 }));
      expect(server.calls['task']).toBe(2);
    });

    it('inserts a created task into the lists it belongs to, and only those', async () => {
      await load(store.dispatch(e.projectTasks.initiate('p1')));
      await load(store.dispatch(e.projectTasks.initiate('p2')));
      await load(store.dispatch(e.clientProjectTasks.initiate('p1')));
      await load(store.dispatch(e.assigneeTasks.initiate(otherUser.id)));
      const created = task('t5', 'p1', { assignedToId: otherUser.id });

      socket.receive('task:updated', { task: created });
      socket.receive('task:updated', { task: created });

      expect(data(e.projectTasks.select('p1'))?.map((t) => t.id)).toEqual(['t1', 't2', 't5']);
      expect(data(e.projectTasks.select('p2'))?.map((t) => t.id)).toEqual(['t9']);
      expect(data(e.clientProjectTasks.select('p1'))).toEqual([]);
      expect(data(e.assigneeTasks.select(otherUser.id))?.tasks.map((t) => t.id)).toEqual(['t5']);

      // Later changes reach the inserted task through the tag it now provides.
      socket.receive('task:updated', { task: { ...created, status: 'completed' } });
      expect(data(e.projectTasks.select('p1'))?.find((t) => t.id === 't5')?.status).toBe('completed');
    });

    it('moves a task between lists when it is made client-visible or reassigned', async () => {
      server.tasks[0] = task('t1', 'p1', { assignedToId: otherUser.id });
      await load(store.dispatch(e.clientProjectTasks.initiate('p1')));
      await load(store.dispatch(e.assigneeTasks.initiate(otherUser.id)));
      await load(store.dispatch(e.assigneeTasks.initiate(me.id)));

      socket.receive('task:updated', { task: task('t1', 'p1', { isClientVisible: true, assignedToId: me.id }) });

      expect(data(e.clientProjectTasks.select('p1'))?.map((t) => t.id)).toEqual(['t1']);
      expect(data(e.assigneeTasks.select(otherUser.id))?.tasks).toEqual([]);
      expect(data(e.assigneeTasks.select(me.id))?.tasks.map((t) => t.id)).toEqual(['t1']);
    });

    it('inserts a task of task:created once, and removes one of task:deleted (deleted or hidden) everywhere', async () => {
      await load(store.dispatch(e.projectTasks.initiate('p1')));
      await load(store.dispatch(e.task.initiate('t2')));
      const created = task('t7', 'p1', { status: 'review' });

      socket.receive('task:created', { task: created });
      socket.receive('task:updated', { task: created });
      expect(data(e.projectTasks.select('p1'))?.map((t) => [t.id, t.status])).toEqual([
        ['t1', 'todo'],
        ['t2', 'in_progress'],
        ['t7', 'review'],
      ]);

      socket.receive('task:deleted', { task: { id: 't7', projectId: 'p1' }, reason: 'deleted' });
      server.tasks = server.tasks.filter((t) => t.id !== 't2');
      socket.receive('task:deleted', { task: { id: 't2', projectId: 'p1' }, reason: 'hidden' });
      expect(data(e.projectTasks.select('p1'))?.map((t) => t.id)).toEqual(['t1']);
      await waitFor(() => expect(e.task.select('t2')(store.getState()).error).toMatchObject({ status: 404 }));
    });

    it('refetches a query whose data it cannot patch instead of leaving it stale', async () => {
      await load(store.dispatch(e.projectSummary.initiate('p1')));
      server.tasks.push(task('t6', 'p1'));

      socket.receive('task:updated', { task: task('t6', 'p1') });

      await waitFor(() => expect(data(e.projectSummary.select('p1'))?.openTasks).toBe(3));
      expect(server.calls['projectSummary']).toBe(2);
    });
  });

  describe('comments', () => {
    it('appends a task comment once, in order, even when the author already added it', async () => {
      await load(store.dispatch(e.taskComments.initiate('t1')));

      await store.dispatch(
        e.addTaskComment.initiate({ id: 'c2', taskId: 't1', createdAt: '2026-03-01T11:00:00.000Z' }),
      );
      const created = server.taskComments.find((c) => c.id === 'c2');
      socket.receive('comment:task:created', {
        comment: created,
        task: { id: 't1', title: 'Task t1' },
        project: { id: 'p1', name: 'Project p1' },
      });
      socket.receive('comment:task:created', {
        comment: liveComment('c3', '2026-03-01T10:30:00.000Z'),
        task: { id: 't1', title: 'Task t1' },
        project: { id: 'p1', name: 'Project p1' },
      });

      const comments = data(e.taskComments.select('t1'));
      expect(comments?.map((c) => c.id)).toEqual(['c1', 'c3', 'c2']);
      expect(comments?.[1]).toMatchObject({ taskId: 't1', task: { id: 't1', projectId: 'p1' }, userId: otherUser.id });
    });

    it('keeps internal comments out of lists without them', async () => {
      await load(store.dispatch(e.taskComments.initiate('t1')));
      await load(store.dispatch(e.publicTaskComments.initiate('t1')));

      socket.receive('comment:task:created', {
        comment: liveComment('c4', '2026-03-01T12:00:00.000Z', { isInternal: true }),
        task: { id: 't1', title: 'Task t1' },
        project: { id: 'p1', name: 'Project p1' },
      });

      expect(data(e.taskComments.select('t1'))?.map((c) => c.id)).toEqual(['c1', 'c4']);
      expect(data(e.publicTaskComments.select('t1'))?.map((c) => c.id)).toEqual(['c1']);
    });

    it('appends a project comment inside its wrapper', async () => {
      await load(store.dispatch(e.projectComments.initiate('p1')));

      socket.receive('comment:project:created', {
        comment: liveComment('pc1', '2026-03-01T12:00:00.000Z'),
        project: { id: 'p1', name: 'Project p1' },
      });

      expect(data(e.projectComments.select('p1'))?.comments).toEqual([
        expect.objectContaining({ id: 'pc1', projectId: 'p1', project: { id: 'p1', name: 'Project p1' } }),
      ]);
    });

    it('sets the read flag of the side the event names', async () => {
      server.taskComments.push(taskComment('c2', 't1', '2026-03-01T11:00:00.000Z'));
      await load(store.dispatch(e.taskComments.initiate('t1')));

      socket.receive('comments:marked_read', { commentIds: ['c2'], side: 'client', isRead: true });

      expect(data(e.taskComments.select('t1'))?.map((c) => [c.id, c.isReadByTeam, c.isReadByClient])).toEqual([
        ['c1', false, false],
        ['c2', false, true],
      ]);

      socket.receive('comments:marked_read', { commentIds: ['c1', 'c2'], side: 'team', isRead: true });
      expect(data(e.taskComments.select('t1'))?.map((c) => c.isReadByTeam)).toEqual([true, true]);
    });
  });

  describe('direct messages', () => {
    it('appends a message to the conversation and updates its preview, unread count and place', async () => {
      await load(store.dispatch(e.messages.initiate('k2')));
      await load(store.dispatch(e.conversations.initiate()));
      const long = 'x'.repeat(70);

      socket.receive('message:direct:created', {
        message: message('m4', 'k2', '2026-03-03T10:00:00.000Z', { content: `  ${long}` }),
        conversation: { id: 'k2', type: 'direct' },
      });
      socket.receive('message:direct:created', {
        message: message('m4', 'k2', '2026-03-03T10:00:00.000Z', { content: `  ${long}` }),
        conversation: { id: 'k2', type: 'direct' },
      });

      expect(data(e.messages.select('k2'))).toEqual({
        messages: [
          expect.objectContaining({ id: 'm2' }),
          expect.objectContaining({ id: 'm3' }),
          expect.objectContaining({ id: 'm4' }),
        ],
        hasMore: true,
      });
      const list = data(e.conversations.select())?.conversations;
      expect(list?.map((c) => c.id)).toEqual(['k2', 'k1']);
      expect(list?.[0]).toMatchObject({
        lastMessageAt: '2026-03-03T10:00:00.000Z',
        lastMessagePreview: 'x'.repeat(60),
        unreadCount: 1,
      });
      expect(server.calls['conversations']).toBe(1);
    });

    it('does not count the user’s own message as unread', async () => {
      await load(store.dispatch(e.conversations.initiate()));

      socket.receive('message:direct:created', {
        message: message('m5', 'k1', '2026-03-03T10:00:00.000Z', { senderId: me.id, content: 'Mine' }),
        conversation: { id: 'k1', type: 'direct' },
      });

      expect(data(e.conversations.select())?.conversations[0]).toMatchObject({
        id: 'k1',
        lastMessagePreview: 'Mine',
        unreadCount: 0,
      });
    });

    it('puts a message on the newest page of an infinite list', async () => {
      await load(store.dispatch(e.messagePages.initiate('k2')));
      await store.dispatch(e.messagePages.initiate('k2', { direction: 'forward' }));
      expect(data(e.messagePages.select('k2'))?.pages.map((page) => page.messages.map((m) => m.id))).toEqual([
        ['m2', 'm3'],
        ['m1'],
      ]);

      socket.receive('message:direct:created', {
        message: message('m4', 'k2', '2026-03-03T10:00:00.000Z'),
        conversation: { id: 'k2', type: 'direct' },
      });

      expect(data(e.messagePages.select('k2'))?.pages.map((page) => page.messages.map((m) => m.id))).toEqual([
        ['m2', 'm3', 'm4'],
        ['m1'],
      ]);
    });

    it('refetches the conversation list when a message belongs to a conversation it lacks', async () => {
      await load(store.dispatch(e.conversations.initiate()));
      server.conversations = {
        conversations: [conversation('k3', '2026-03-04T10:00:00.000Z', 1), ...server.conversations.conversations],
        totalUnread: 1,
      };

      socket.receive('message:direct:created', {
        message: message('m6', 'k3', '2026-03-04T10:00:00.000Z'),
        conversation: { id: 'k3', type: 'direct' },
      });

      await waitFor(() =>
        expect(data(e.conversations.select())?.conversations.map((c) => c.id)).toEqual(['k3', 'k1', 'k2']),
      );
    });
  });

  describe('edited, deleted and reacted-to messages, changed conversations', () => {
    const last = (id: string, lastMessageAt: string | null, lastMessagePreview: string | null) => ({
      id,
      type: 'direct',
      lastMessageAt,
      lastMessagePreview,
    });

    it('puts an edit into the message and where another message quotes it, and the new preview into the list', async () => {
      server.messages.push(
        message('m4', 'k2', '2026-03-01T11:00:00.000Z', {
          replyToMessageId: 'm3',
          replyToMessage: { id: 'm3', content: 'Message m3', sender: otherUser },
        }),
      );
      await load(store.dispatch(e.messagePages.initiate('k2')));
      await load(store.dispatch(e.conversations.initiate()));

      socket.receive('message:direct:edited', {
        message: message('m3', 'k2', '2026-03-01T10:00:00.000Z', { content: 'Fixed', isEdited: true }),
        conversation: last('k2', '2026-03-01T11:00:00.000Z', 'Message m4'),
      });

      const [page] = data(e.messagePages.select('k2'))?.pages ?? [];
      expect(page.messages.map((m) => [m.id, m.content, m.isEdited, m.replyToMessage?.content ?? null])).toEqual([
        ['m3', 'Fixed', true, null],
        ['m4', 'Message m4', false, 'Fixed'],
      ]);
      expect(data(e.conversations.select())?.conversations[1]).toMatchObject({
        id: 'k2',
        lastMessagePreview: 'Message m4',
      });
      expect(server.calls['conversations']).toBe(1);
    });

    it('sets the new reactions of a message', async () => {
      await load(store.dispatch(e.messages.initiate('k2')));

      socket.receive('message:reactions:changed', {
        messageId: 'm3',
        conversationId: 'k2',
        reactions: [{ emoji: '👍', userId: me.id }],
      });

      expect(data(e.messages.select('k2'))?.messages.find((m) => m.id === 'm3')?.reactions).toEqual([
        { emoji: '👍', userId: me.id },
      ]);
    });

    it('removes a deleted message, drops replies to it and moves its conversation to its new place', async () => {
      server.messages.push(
        message('m4', 'k2', '2026-03-03T11:00:00.000Z', {
          replyToMessageId: 'm5',
          replyToMessage: { id: 'm5', content: 'gone soon', sender: otherUser },
        }),
        message('m5', 'k2', '2026-03-03T12:00:00.000Z'),
      );
      server.conversations.conversations[1].lastMessageAt = '2026-03-03T12:00:00.000Z';
      server.conversations.conversations.reverse(); // k2 (newest) first, then k1
      await load(store.dispatch(e.messages.initiate('k2')));
      await load(store.dispatch(e.conversations.initiate()));

      // Deleting m4 and m5 leaves m3 (2026-03-01) as k2's last message, older than k1's.
      socket.receive('message:direct:deleted', {
        messageId: 'm5',
        conversation: last('k2', '2026-03-03T11:00:00.000Z', 'Message m4'),
      });
      socket.receive('message:direct:deleted', {
        messageId: 'm4',
        conversation: last('k2', '2026-03-01T10:00:00.000Z', 'Message m3'),
      });

      expect(data(e.messages.select('k2'))?.messages.map((m) => m.id)).toEqual([]);
      expect(data(e.conversations.select())?.conversations.map((c) => [c.id, c.lastMessagePreview])).toEqual([
        ['k1', 'Earlier'],
        ['k2', 'Message m3'],
      ]);
    });

    it('drops a reply reference when the replied-to message is deleted', async () => {
      server.messages.push(
        message('m4', 'k2', '2026-03-01T11:00:00.000Z', {
          replyToMessageId: 'm3',
          replyToMessage: { id: 'm3', content: 'Message m3', sender: otherUser },
        }),
      );
      await load(store.dispatch(e.messages.initiate('k2')));

      socket.receive('message:direct:deleted', {
        messageId: 'm3',
        conversation: last('k2', '2026-03-01T11:00:00.000Z', 'Message m4'),
      });

      expect(data(e.messages.select('k2'))?.messages).toEqual([
        expect.objectContaining({ id: 'm4', replyToMessageId: null, replyToMessage: null }),
      ]);
    });

    it('reloads the conversation list on a change, and the messages too when they were cleared', async () => {
      await load(store.dispatch(e.conversations.initiate()));
      await load(store.dispatch(e.messages.initiate('k2')));
      server.conversations = { conversations: [conversation('k2', null)], totalUnread: 0 };
      server.messages = [];

      socket.receive('conversation:changed', { conversationId: 'k1', change: 'participants' });
      await waitFor(() => expect(server.calls['conversations']).toBe(2));
      expect(data(e.messages.select('k2'))?.messages).toHaveLength(2);

      socket.receive('conversation:changed', { conversationId: 'k2', change: 'cleared' });
      await waitFor(() => expect(data(e.messages.select('k2'))?.messages).toEqual([]));
    });
  });

  describe('unread_count:updated', () => {
    it('sets the unread totals and a conversation’s own count without a refetch', async () => {
      await load(store.dispatch(e.unreadComments.initiate()));
      await load(store.dispatch(e.conversations.initiate()));

      socket.receive('unread_count:updated', { kind: 'comments', count: 7 });
      socket.receive('unread_count:updated', { kind: 'messages', count: 4, conversationId: 'k1', unreadCount: 0 });

      expect(data(e.unreadComments.select())).toBe(7);
      expect(data(e.conversations.select())?.totalUnread).toBe(4);
      expect(server.calls['unreadComments']).toBe(1);
      expect(server.calls['conversations']).toBe(1);
    });

    it('refetches the conversation when the server does not say its own count', async () => {
      await load(store.dispatch(e.conversations.initiate()));
      server.conversations = { conversations: [conversation('k1', null), conversation('k2', null)], totalUnread: 0 };

      socket.receive('unread_count:updated', { kind: 'messages', count: 0, conversationId: 'k1' });

      await waitFor(() => expect(data(e.conversations.select())?.conversations[0].lastMessagePreview).toBeNull());
      expect(server.calls['conversations']).toBe(2);
    });
  });

  describe('typing and presence', () => {
    afterEach(() => jest.useRealTimers());

    it('lists who is typing until they stop, go quiet for 5 s, or the connection drops', () => {
      jest.useFakeTimers();
      const typing = () => selectTypingUserIds(store.getState(), 'k1');

      socket.receive('user:typing', { conversationId: 'k1', userId: 'u-tom' });
      socket.receive('user:typing', { conversationId: 'k1', userId: 'u-eve' });
      socket.receive('user:typing', { conversationId: 'k1', userId: me.id });
      expect(typing()).toEqual(['u-tom', 'u-eve']);

      socket.receive('user:stopped_typing', { conversationId: 'k1', userId: 'u-eve' });
      expect(typing()).toEqual(['u-tom']);

      jest.advanceTimersByTime(4000);
      socket.receive('user:typing', { conversationId: 'k1', userId: 'u-tom' });
      jest.advanceTimersByTime(4000);
      expect(typing()).toEqual(['u-tom']);
      jest.advanceTimersByTime(1000);
      expect(typing()).toEqual([]);

      socket.receive('user:typing', { conversationId: 'k1', userId: 'u-tom' });
      socket.connectionDrops();
      expect(typing()).toEqual([]);
    });

    it('knows who is online or away, from the list on connect and from the events after', async () => {
      socket.answer = (event) => (event === 'presence:list' ? { userIds: ['u-tom', 'u-eve'] } : { ok: true });
      socket.connectionDrops();
      socket.serverConnects();
      await waitFor(() => expect(selectUserPresence(store.getState(), 'u-tom')).toBe('online'));

      socket.receive('user:away', { userId: 'u-eve', state: 'away' });
      socket.receive('user:offline', { userId: 'u-tom', state: 'offline' });
      expect(selectUserPresence(store.getState(), 'u-eve')).toBe('away');
      expect(selectUserPresence(store.getState(), 'u-tom')).toBe('offline');
      expect(selectUserPresence(store.getState(), 'u-nobody')).toBe('offline');
    });
  });

  describe('connection', () => {
    it('reports the status and, after a reconnect, refetches every live query', async () => {
      await load(store.dispatch(e.projectTasks.initiate('p1')));
      await load(store.dispatch(e.unreadComments.initiate()));
      expect(selectRealtimeStatus(store.getState())).toBe('connected');

      socket.connectionDrops();
      expect(selectRealtimeStatus(store.getState())).toBe('connecting');
      socket.connectFails();
      expect(selectRealtimeStatus(store.getState())).toBe('offline');
      server.tasks.push(task('t7', 'p1'));

      socket.serverConnects();
      expect(selectRealtimeStatus(store.getState())).toBe('connected');
      await waitFor(() => expect(data(e.projectTasks.select('p1'))?.map((t) => t.id)).toEqual(['t1', 't2', 't7']));
      expect(server.calls['unreadComments']).toBe(2);
    });

    it('stops listening and goes offline when detached (sign-out)', () => {
      detach();
      expect(socket.listenerCount('task:updated')).toBe(0);
      expect(selectRealtimeStatus(store.getState())).toBe('offline');
    });
  });
});
