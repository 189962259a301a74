import { commentListTagsOf, liveTags, taskListTagsOf } from './live-tags';
import { API_TAG_TYPES } from './api';

describe('live tags', () => {
  it('are tag types of the api, so endpoints may provide them', () => {
    const tags = [
      liveTags.task('t1'),
      liveTags.projectTasks('p1'),
      liveTags.taskComments('t1'),
      liveTags.projectComments('p1'),
      liveTags.taskComment('c1'),
      liveTags.projectComment('c1'),
      liveTags.conversation('k1'),
      liveTags.conversationList(),
      liveTags.conversationMessages('k1'),
      liveTags.unreadCount('messages'),
    ];
    for (const tag of tags) expect(API_TAG_TYPES).toContain(tag.type);
  });

  it('give one tag per object of a list, and none for a failed answer', () => {
    expect(liveTags.tasks([{ id: 't1' }, { id: 't2' }])).toEqual([liveTags.task('t1'), liveTags.task('t2')]);
    expect(liveTags.conversations(undefined)).toEqual([]);
  });

  it('put a task into its project’s, the assignee’s and all-task lists, and the client view only when visible', () => {
    expect(taskListTagsOf({ projectId: 'p1', assignedToId: null, isClientVisible: false })).toEqual([
      liveTags.allTasks(),
      liveTags.projectTasks('p1'),
    ]);
    expect(taskListTagsOf({ projectId: 'p1', assignedToId: 'u1', isClientVisible: true })).toEqual([
      liveTags.allTasks(),
      liveTags.projectTasks('p1'),
      liveTags.clientProjectTasks('p1'),
      liveTags.assigneeTasks('u1'),
    ]);
  });

  it('keep internal comments out of the lists declared without them', () => {
    const internal = commentListTagsOf({ isInternal: true }, { taskId: 't1', projectId: 'p1' });
    expect(internal).toEqual([liveTags.taskComments('t1'), liveTags.projectTaskComments('p1')]);
    const visible = commentListTagsOf({ isInternal: false }, { projectId: 'p1' });
    expect(visible).toEqual([liveTags.projectComments('p1'), liveTags.projectComments('p1', { internal: false })]);
    expect(liveTags.taskComments('t1', { internal: false })).not.toEqual(liveTags.taskComments('t1'));
  });
});
