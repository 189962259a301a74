import { waitFor } from '@testing-library/react';
import { signedIn } from '@taskflow/auth';
import type {
  ConversationListResponse,
  MessageListResponse,
  MessageView,
  TaskCommentView,
  TaskView,
} from '@taskflow/contracts';
import { api, createAppStore, liveTags, type AppStore } from '@taskflow/store';
import { cacheUpdates, cachedComments, cachedTask } from './cache-updates';
import { me, otherUser as author, task } from '../testing/live-fixtures';

function comment(id: string, createdAt: string, changes: Partial<TaskCommentView> = {}): TaskCommentView {
  return {
    id,
    content: `Comment ${id}`,
    isInternal: false,
    isReadByTeam: false,
    isReadByClient: false,
    createdAt,
    updatedAt: createdAt,
    userId: author.id,
    user: author,
    taskId: 't1',
    task: { id: 't1', title: 'Task t1', projectId: 'p1' },
    ...changes,
  };
}

function message(id: string, createdAt: string, changes: Partial<MessageView> = {}): MessageView {
  return {
    id,
    conversationId: 'k1',
    senderId: author.id,
    sender: author,
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

/** What the test "API" answers; each query counts its calls, so a reload is visible. */
let server: {
  tasks: TaskView[];
  comments: TaskCommentView[];
  messages: MessageView[];
  conversations: ConversationListResponse;
  calls: Record<string, number>;
};
const answer = <T>(name: string, data: T) => {
  server.calls[name] = (server.calls[name] ?? 0) + 1;
  return { data };
};

/** Endpoints declared as the remotes declare them: by their live tags only. */
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectTasks: build.query<TaskView[], string>({
      queryFn: (projectId) =>
        answer(
          'projectTasks',
          server.tasks.filter((t) => t.projectId === projectId),
        ),
      providesTags: (_tasks, _error, projectId) => [liveTags.projectTasks(projectId)],
    }),
    clientTasks: build.query<TaskView[], string>({
      queryFn: (projectId) =>
        answer(
          'clientTasks',
          server.tasks.filter((t) => t.projectId === projectId && t.isClientVisible),
        ),
      providesTags: (_tasks, _error, projectId) => [liveTags.clientProjectTasks(projectId)],
    }),
    allTasks: build.query<TaskView[], void>({
      queryFn: () => answer('allTasks', server.tasks),
      providesTags: [liveTags.allTasks()],
    }),
    task: build.query<TaskView, string>({
      queryFn: (id) => answer('task', server.tasks.find((t) => t.id === id) as TaskView),
      providesTags: (_task, _error, id) => [liveTags.task(id)],
    }),
    history: build.query<Array<{ id: string; taskId: string }>, string>({
      queryFn: (taskId) => answer('history', [{ id: 'e1', taskId }]),
      providesTags: (_events, _error, taskId) => [liveTags.taskDependent(taskId)],
    }),
    thread: build.query<TaskCommentView[], { taskId: string; includeInternal: boolean }>({
      queryFn: ({ taskId, includeInternal }) =>
        answer(
          'thread',
          server.comments.filter((c) => c.taskId === taskId && (includeInternal || !c.isInternal)),
        ),
      providesTags: (_comments, _error, { taskId, includeInternal }) => [
        liveTags.taskComments(taskId, includeInternal ? undefined : { internal: false }),
      ],
    }),
    messagePages: build.infiniteQuery<MessageListResponse, string, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: () => undefined },
      queryFn: ({ queryArg }) =>
        answer('messagePages', {
          messages: server.messages.filter((m) => m.conversationId === queryArg),
          hasMore: false,
        }),
      providesTags: (_pages, _error, conversationId) => [liveTags.conversationMessages(conversationId)],
    }),
    search: build.query<MessageView[], string>({
      queryFn: (q) =>
        answer(
          'search',
          server.messages.filter((m) => m.content.includes(q)),
        ),
      providesTags: (results) => liveTags.messages(results),
    }),
    conversations: build.query<ConversationListResponse, void>({
      queryFn: () => answer('conversations', server.conversations),
      providesTags: (result) => [
        liveTags.conversationList(),
        ...liveTags.conversations(result?.conversations),
        liveTags.unreadCount('messages'),
      ],
    }),
  }),
});
const e = testApi.endpoints;

describe('cache updates: a mutation’s answer goes where its live event would put it', () => {
  let store: AppStore;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  const load = async (request: PromiseLike<unknown> & { unsubscribe: () => void }) => {
    subscriptions.push(request);
    await request;
  };
  const data = <T>(select: (state: ReturnType<AppStore['getState']>) => { data?: T }) => select(store.getState()).data;
  const ids = (items: Array<{ id: string }> | undefined) => items?.map((item) => item.id);

  beforeEach(() => {
    localStorage.clear();
    server = {
      tasks: [task('t1', 'p1'), task('t2', 'p1', { isClientVisible: true }), task('t9', 'p2')],
      comments: [comment('c1', '2026-03-01T10:00:00.000Z'), comment('c3', '2026-03-01T12:00:00.000Z')],
      messages: [message('m1', '2026-03-01T08:00:00.000Z'), message('m2', '2026-03-01T09:00:00.000Z')],
      conversations: {
        conversations: [
          {
            id: 'k1',
            type: 'direct',
            name: null,
            description: null,
            createdById: me.id,
            otherParticipant: author,
            participants: [],
            lastMessageAt: '2026-03-01T09:00:00.000Z',
            lastMessagePreview: 'Message m2',
            unreadCount: 2,
            canManage: true,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        totalUnread: 5,
      },
      calls: {},
    };
    store = createAppStore();
    store.dispatch(signedIn({ token: 'token', user: me }));
  });

  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('puts a created task into every list it belongs to (once), and into no other', async () => {
    await load(store.dispatch(e.projectTasks.initiate('p1')));
    await load(store.dispatch(e.projectTasks.initiate('p2')));
    await load(store.dispatch(e.clientTasks.initiate('p1')));
    await load(store.dispatch(e.allTasks.initiate()));
    const created = task('t3', 'p1');

    store.dispatch(cacheUpdates.taskSaved(created));
    store.dispatch(cacheUpdates.taskSaved(created));

    expect(ids(data(e.projectTasks.select('p1')))).toEqual(['t1', 't2', 't3']);
    expect(ids(data(e.allTasks.select()))).toEqual(['t1', 't2', 't9', 't3']);
    expect(ids(data(e.projectTasks.select('p2')))).toEqual(['t9']);
    expect(ids(data(e.clientTasks.select('p1')))).toEqual(['t2']);
  });

  it('patches a saved task in its detail and lists, moves it between lists, and reloads only what derives from it', async () => {
    await load(store.dispatch(e.projectTasks.initiate('p1')));
    await load(store.dispatch(e.projectTasks.initiate('p2')));
    await load(store.dispatch(e.clientTasks.initiate('p1')));
    await load(store.dispatch(e.task.initiate('t2')));
    await load(store.dispatch(e.history.initiate('t2')));

    store.dispatch(cacheUpdates.taskSaved(task('t2', 'p2', { title: 'Moved', isClientVisible: false })));

    expect(data(e.task.select('t2'))).toMatchObject({ title: 'Moved', projectId: 'p2' });
    expect(ids(data(e.projectTasks.select('p1')))).toEqual(['t1']);
    expect(ids(data(e.projectTasks.select('p2')))).toEqual(['t9', 't2']);
    expect(data(e.clientTasks.select('p1'))).toEqual([]);
    await waitFor(() => expect(server.calls['history']).toBe(2));
    expect(server.calls['task']).toBe(1);
  });

  it('sets a field optimistically wherever the task is, and gives back what the cache held', async () => {
    await load(store.dispatch(e.projectTasks.initiate('p1')));
    await load(store.dispatch(e.task.initiate('t1')));
    expect(cachedTask(store.getState(), 't1')?.status).toBe('todo');

    store.dispatch(cacheUpdates.taskFieldsSet('t1', { status: 'review' }));

    expect(data(e.projectTasks.select('p1'))?.[0].status).toBe('review');
    expect(data(e.task.select('t1'))?.status).toBe('review');
    expect(cachedTask(store.getState(), 'unknown')).toBeUndefined();
  });

  it('takes a deleted task out of every list', async () => {
    await load(store.dispatch(e.projectTasks.initiate('p1')));
    await load(store.dispatch(e.allTasks.initiate()));

    store.dispatch(cacheUpdates.taskDeleted({ id: 't1', projectId: 'p1' }));

    expect(ids(data(e.projectTasks.select('p1')))).toEqual(['t2']);
    expect(ids(data(e.allTasks.select()))).toEqual(['t2', 't9']);
  });

  it('puts a created comment in order into its threads, an internal one only where internal ones are shown', async () => {
    await load(store.dispatch(e.thread.initiate({ taskId: 't1', includeInternal: true })));
    await load(store.dispatch(e.thread.initiate({ taskId: 't1', includeInternal: false })));

    store.dispatch(cacheUpdates.commentSaved(comment('c2', '2026-03-01T11:00:00.000Z'), 'created'));
    store.dispatch(
      cacheUpdates.commentSaved(comment('c4', '2026-03-01T13:00:00.000Z', { isInternal: true }), 'created'),
    );
    store.dispatch(cacheUpdates.commentSaved(comment('c2', '2026-03-01T11:00:00.000Z'), 'created'));

    expect(ids(data(e.thread.select({ taskId: 't1', includeInternal: true })))).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(ids(data(e.thread.select({ taskId: 't1', includeInternal: false })))).toEqual(['c1', 'c2', 'c3']);
  });

  it('edits a comment where it is, takes one made internal out of the client-visible thread, and deletes', async () => {
    await load(store.dispatch(e.thread.initiate({ taskId: 't1', includeInternal: true })));
    await load(store.dispatch(e.thread.initiate({ taskId: 't1', includeInternal: false })));

    store.dispatch(
      cacheUpdates.commentSaved(
        comment('c1', '2026-03-01T10:00:00.000Z', { content: 'Now', isInternal: true }),
        'edited',
      ),
    );
    store.dispatch(cacheUpdates.commentDeleted('task', 'c3'));

    expect(data(e.thread.select({ taskId: 't1', includeInternal: true }))).toEqual([
      expect.objectContaining({ id: 'c1', content: 'Now', isInternal: true }),
    ]);
    expect(data(e.thread.select({ taskId: 't1', includeInternal: false }))).toEqual([]);
  });

  it('sets and gives back read flags of comments in every thread holding them', async () => {
    await load(store.dispatch(e.thread.initiate({ taskId: 't1', includeInternal: true })));
    await load(store.dispatch(e.thread.initiate({ taskId: 't1', includeInternal: false })));
    expect(cachedComments(store.getState(), ['c1', 'nope']).get('c1')?.isReadByTeam).toBe(false);

    store.dispatch(cacheUpdates.commentsReadSet(['c1'], 'team', true));

    for (const includeInternal of [true, false])
      expect(data(e.thread.select({ taskId: 't1', includeInternal }))?.[0]).toMatchObject({
        id: 'c1',
        isReadByTeam: true,
        isReadByClient: false,
      });
  });

  it('puts a sent message on the newest page once, and the conversation takes it as its last message', async () => {
    await load(store.dispatch(e.messagePages.initiate('k1')));
    await load(store.dispatch(e.conversations.initiate()));
    const sent = message('m3', '2026-03-01T10:00:00.000Z', { senderId: me.id, content: 'On my way' });

    store.dispatch(cacheUpdates.messageSent(sent));
    store.dispatch(cacheUpdates.messageSent(sent));

    expect(ids(data(e.messagePages.select('k1'))?.pages[0].messages)).toEqual(['m1', 'm2', 'm3']);
    expect(data(e.conversations.select())?.conversations[0]).toMatchObject({
      lastMessageAt: '2026-03-01T10:00:00.000Z',
      lastMessagePreview: 'On my way',
      unreadCount: 2,
    });
  });

  it('edits and deletes a message in its conversation and in search results; a read conversation takes its counts', async () => {
    await load(store.dispatch(e.messagePages.initiate('k1')));
    await load(store.dispatch(e.search.initiate('Message')));
    await load(store.dispatch(e.conversations.initiate()));

    store.dispatch(
      cacheUpdates.messageSaved(message('m1', '2026-03-01T08:00:00.000Z', { content: 'Fixed', isEdited: true })),
    );
    store.dispatch(cacheUpdates.messageDeleted('k1', 'm2'));
    store.dispatch(cacheUpdates.conversationRead('k1', { unreadCount: 0, totalUnread: 3 }));

    expect(data(e.messagePages.select('k1'))?.pages[0].messages).toEqual([
      expect.objectContaining({ id: 'm1', content: 'Fixed', isEdited: true }),
    ]);
    expect(data(e.search.select('Message'))).toEqual([expect.objectContaining({ id: 'm1', content: 'Fixed' })]);
    expect(data(e.conversations.select())).toMatchObject({ totalUnread: 3, conversations: [{ unreadCount: 0 }] });
  });
});
