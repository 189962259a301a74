import type { TaskCommentView, TaskView } from '@taskflow/contracts';
import type { LiveEvents } from './live-events.service';
import { WorkEvents } from './work-events.service';

describe('WorkEvents rooms', () => {
  const emitted: { rooms: string[]; event: string }[] = [];
  const left: { from: string[]; rooms: string[] }[] = [];
  const live = {
    emit: (rooms: string[], event: string) => emitted.push({ rooms, event }),
    toUsers: jest.fn(),
    leave: (from: string[], rooms: string[]) => left.push({ from, rooms }),
  } as unknown as LiveEvents;
  const events = new WorkEvents(live);
  const comment = (isInternal: boolean) => ({ id: 'c1', isInternal, user: null }) as unknown as TaskCommentView;
  const task = (isClientVisible: boolean) => ({ id: 't1', title: 'Task', projectId: 'p1', isClientVisible });
  const clientRooms = () => emitted.flatMap((entry) => entry.rooms).filter((room) => room.endsWith(':client'));

  beforeEach(() => {
    emitted.splice(0);
    left.splice(0);
  });

  it('never sends an internal comment, or any comment of a hidden task, to a client room', () => {
    events.taskCommentCreated(comment(true), task(true), { id: 'p1', name: 'P' });
    events.taskCommentCreated(comment(false), task(false), { id: 'p1', name: 'P' });
    events.commentsMarked(
      'reader',
      [
        { id: 'c1', isInternal: true, task: task(true) },
        { id: 'c2', isInternal: false, projectId: 'p1' },
      ],
      'team',
      true,
    );
    expect(clientRooms()).toEqual(['project:p1:client']);
  });

  it('sends a shared comment of a client-visible task to the task and project rooms of both audiences', () => {
    events.taskCommentCreated(comment(false), task(true), { id: 'p1', name: 'P' });
    expect(emitted[0].rooms.sort()).toEqual(['project:p1:client', 'project:p1:team', 'task:t1:client', 'task:t1:team']);
  });

  it('sends task changes to the assignee and to clients only for client-visible tasks', () => {
    events.taskUpdated({
      id: 't1',
      projectId: 'p1',
      isClientVisible: false,
      assignedToId: 'u1',
      status: 'todo',
    } as TaskView);
    expect(emitted[0].rooms).toEqual(['task:t1:team', 'project:p1:team', 'user:u1']);
  });

  it('sends created and deleted tasks to the same rooms as changes', () => {
    const view = { id: 't1', projectId: 'p1', isClientVisible: true, assignedToId: 'u1', status: 'todo' } as TaskView;
    events.taskCreated(view);
    events.taskDeleted(view);
    const expected = ['task:t1:team', 'project:p1:team', 'user:u1', 'task:t1:client', 'project:p1:client'];
    expect(emitted).toEqual([
      { rooms: expected, event: 'task:created' },
      { rooms: expected, event: 'task:deleted' },
    ]);
  });

  it('tells those who lost sight of a task only that, and takes them out of its task room', () => {
    const view = { id: 't1', projectId: 'p1', isClientVisible: false, assignedToId: 'u2', status: 'todo' } as TaskView;
    events.taskHidden(view, { clients: true, userIds: ['u1'] });
    expect(emitted).toEqual([{ rooms: ['user:u1', 'task:t1:client', 'project:p1:client'], event: 'task:deleted' }]);
    expect(left).toEqual([
      { from: ['task:t1:client'], rooms: ['task:t1:client'] },
      { from: ['user:u1'], rooms: ['task:t1:team'] },
    ]);
    emitted.splice(0);
    events.taskHidden(view, { clients: false, userIds: [] });
    expect(emitted).toEqual([]);
  });
});
