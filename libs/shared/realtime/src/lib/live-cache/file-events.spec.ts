import { signedIn } from '@taskflow/auth';
import type { FileView, ProjectCommentView, TaskCommentView } from '@taskflow/contracts';
import { api, createAppStore, liveTags, type AppStore } from '@taskflow/store';
import { LiveRooms } from '../rooms/live-rooms';
import { FakeLiveSocket } from '../testing/fake-live-socket';
import { me } from '../testing/live-fixtures';
import { connectLiveCache } from './connect-live-cache';

const author = { id: 'u-tom', firstName: 'Tom', lastName: 'Team', userType: 'team' as const };

function file(id: string, createdAt: string): FileView {
  return {
    id,
    fileName: `${id}.pdf`,
    mimeType: 'application/pdf',
    size: 100,
    url: `/api/files/${id}`,
    previewUrl: null,
    uploadedBy: author,
    createdAt,
  };
}

function comment(id: string, attachments: FileView[] = []) {
  return {
    id,
    content: '',
    isInternal: false,
    isReadByTeam: true,
    isReadByClient: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    userId: author.id,
    user: author,
    attachments,
  };
}

let server: {
  files: Record<string, FileView[]>;
  taskComments: TaskCommentView[];
  projectComments: ProjectCommentView[];
};

const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskFiles: build.query<FileView[], string>({
      queryFn: (taskId) => ({ data: server.files[taskId] ?? [] }),
      providesTags: (_files, _error, taskId) => [liveTags.taskFiles(taskId)],
    }),
    taskThread: build.query<TaskCommentView[], string>({
      queryFn: (taskId) => ({ data: server.taskComments.filter((c) => c.taskId === taskId) }),
      providesTags: (_comments, _error, taskId) => [liveTags.taskComments(taskId)],
    }),
    projectThread: build.query<{ comments: ProjectCommentView[] }, string>({
      queryFn: (projectId) => ({ data: { comments: server.projectComments.filter((c) => c.projectId === projectId) } }),
      providesTags: (_result, _error, projectId) => [liveTags.projectComments(projectId)],
    }),
  }),
});
const e = filesApi.endpoints;

describe('live cache: attachment lists, edited and deleted comments', () => {
  let store: AppStore;
  let socket: FakeLiveSocket;
  let detach: () => void;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  const load = async (request: PromiseLike<unknown> & { unsubscribe: () => void }) => {
    subscriptions.push(request);
    await request;
  };

  beforeEach(() => {
    localStorage.clear();
    server = {
      files: { t1: [file('f1', '2026-03-01T09:00:00.000Z'), file('f3', '2026-03-01T11:00:00.000Z')], t2: [] },
      taskComments: [
        {
          ...comment('c1', [file('f7', '2026-03-01T10:00:00.000Z')]),
          taskId: 't1',
          task: { id: 't1', title: 'T', projectId: 'p1' },
        },
        { ...comment('c2'), taskId: 't1', task: { id: 't1', title: 'T', projectId: 'p1' } },
      ],
      projectComments: [
        {
          ...comment('pc1', [file('f8', '2026-03-01T10:00:00.000Z')]),
          projectId: 'p1',
          project: { id: 'p1', name: 'P' },
        },
      ],
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

  const idsOf = (items: Array<{ id: string }> | undefined) => items?.map((item) => item.id);

  it("adds a file to its task's attachment list once, in upload order, and to no other task's", async () => {
    await load(store.dispatch(e.taskFiles.initiate('t1')));
    await load(store.dispatch(e.taskFiles.initiate('t2')));
    const added = { task: { id: 't1', projectId: 'p1' }, file: file('f2', '2026-03-01T10:00:00.000Z') };

    socket.receive('task:attachment:added', added);
    socket.receive('task:attachment:added', added);

    expect(idsOf(e.taskFiles.select('t1')(store.getState()).data)).toEqual(['f1', 'f2', 'f3']);
    expect(e.taskFiles.select('t2')(store.getState()).data).toEqual([]);
  });

  it("removes a file from its task's attachment list", async () => {
    await load(store.dispatch(e.taskFiles.initiate('t1')));

    socket.receive('task:attachment:removed', { task: { id: 't1', projectId: 'p1' }, fileId: 'f1' });
    socket.receive('task:attachment:removed', { task: { id: 't1', projectId: 'p1' }, fileId: 'unknown' });

    expect(idsOf(e.taskFiles.select('t1')(store.getState()).data)).toEqual(['f3']);
  });

  it('takes a deleted comment, with the files it carried, out of its thread', async () => {
    await load(store.dispatch(e.taskThread.initiate('t1')));
    await load(store.dispatch(e.projectThread.initiate('p1')));

    socket.receive('comment:task:deleted', { commentId: 'c1', task: { id: 't1', projectId: 'p1' } });
    socket.receive('comment:project:deleted', { commentId: 'pc1', project: { id: 'p1' } });

    expect(idsOf(e.taskThread.select('t1')(store.getState()).data)).toEqual(['c2']);
    expect(e.projectThread.select('p1')(store.getState()).data).toEqual({ comments: [] });
  });

  it('gives an edited comment its new text and internal flag in its thread, keeping its author and files', async () => {
    await load(store.dispatch(e.taskThread.initiate('t1')));
    await load(store.dispatch(e.projectThread.initiate('p1')));
    const edited = {
      ...comment('c1'),
      content: 'Now with the budget',
      isInternal: true,
      updatedAt: '2026-03-02T08:00:00.000Z',
    };

    socket.receive('comment:task:updated', {
      comment: { ...edited, attachments: undefined },
      task: { id: 't1', title: 'T' },
      project: { id: 'p1', name: 'P' },
    });
    socket.receive('comment:project:updated', {
      comment: { ...comment('pc1'), content: 'Launch moved', projectId: 'p1', project: { id: 'p1', name: 'P' } },
      project: { id: 'p1', name: 'P' },
    });

    const [first, second] = e.taskThread.select('t1')(store.getState()).data ?? [];
    expect(first).toMatchObject({
      id: 'c1',
      content: 'Now with the budget',
      isInternal: true,
      updatedAt: '2026-03-02T08:00:00.000Z',
      user: author,
      task: { id: 't1', title: 'T', projectId: 'p1' },
    });
    expect(idsOf(first?.attachments)).toEqual(['f7']);
    expect(second).toMatchObject({ id: 'c2', content: '' });
    expect(e.projectThread.select('p1')(store.getState()).data?.comments[0]).toMatchObject({
      id: 'pc1',
      content: 'Launch moved',
    });
  });

  it('ignores malformed payloads', async () => {
    await load(store.dispatch(e.taskFiles.initiate('t1')));
    const before = e.taskFiles.select('t1')(store.getState()).data;

    socket.receive('task:attachment:added', { task: { id: 't1' } });
    socket.receive('task:attachment:removed', {});
    socket.receive('comment:task:deleted', null);

    expect(e.taskFiles.select('t1')(store.getState()).data).toBe(before);
  });
});
