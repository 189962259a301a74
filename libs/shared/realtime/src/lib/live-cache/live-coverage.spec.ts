/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { endpointFiles, uncoveredEndpoints } from './live-coverage';

function workspaceRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'nx.json'))) dir = path.dirname(dir);
  return dir;
}

const root = workspaceRoot();
const sampleFile = path.join(root, 'libs/shared/realtime/src/lib/live-cache/sample.api.ts');

/** Old patterns: a task list without tags, a comment list with a task tag only, a message search with a bare tag. */
const SAMPLE = `
import type { MessageView, TaskCommentView, TaskView } from '@taskflow/contracts';
import { api, liveTags, type LiveTag } from '@taskflow/store';

const anyLiveTag = (id: string): LiveTag => liveTags.task(id);

export const sampleApi = api.injectEndpoints({
  endpoints: (build) => ({
    untaggedTasks: build.query<TaskView[], string>({ query: (id) => '/tasks/project/' + id }),
    projectTasks: build.query<TaskView[], string>({
      query: (id) => '/tasks/project/' + id,
      providesTags: (_tasks, _error, id) => [liveTags.projectTasks(id)],
    }),
    threadOfTask: build.query<{ comments: TaskCommentView[]; task: TaskView }, string>({
      query: (id) => '/comments/tasks/' + id,
      providesTags: (_thread, _error, id) => [liveTags.task(id), { type: 'Project', id }],
    }),
    messageSearch: build.query<MessageView[], string>({
      query: (q) => '/conversations/messages/search?q=' + q,
      providesTags: (_messages, _error, q) => [anyLiveTag(q)],
    }),
    taskCount: build.query<number, void>({ query: () => '/tasks/count' }),
  }),
});
`;

describe('every endpoint whose answer holds tasks, comments or messages declares it by its live tags', () => {
  // One program for the workspace's endpoint files and the sample: types are resolved once.
  let uncovered: ReturnType<typeof uncoveredEndpoints>;
  const files = endpointFiles(root);

  beforeAll(() => {
    uncovered = uncoveredEndpoints(root, files, { [sampleFile]: SAMPLE });
  }, 120_000);

  it('holds for every injectEndpoints of the store (board, messages, settings, shell, libs)', () => {
    const names = files.map((file) => path.relative(root, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'apps/board/src/app/common/state/tasks.api.ts',
        'apps/messages/src/app/direct-messages/state/direct-messages.api.ts',
        'apps/settings/src/app/settings/state/settings.api.ts',
        'libs/work/comments/src/lib/state/comments.api.ts',
      ]),
    );
    expect(uncovered.filter((entry) => entry.file !== path.relative(root, sampleFile))).toEqual([]);
  });

  it('fails on an endpoint without the tags of what it holds, or with a tag that does not say its kind', () => {
    expect(uncovered.filter((entry) => entry.file === path.relative(root, sampleFile))).toEqual([
      { file: path.relative(root, sampleFile), endpoint: 'untaggedTasks', kinds: ['task'] },
      { file: path.relative(root, sampleFile), endpoint: 'threadOfTask', kinds: ['comment'] },
      { file: path.relative(root, sampleFile), endpoint: 'messageSearch', kinds: ['message'] },
    ]);
  });
});
