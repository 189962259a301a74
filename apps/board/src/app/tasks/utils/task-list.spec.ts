import { project, task } from '../../../testing/board-fixtures';
import { clientNames, filterTasks, groupTasks, NO_FILTERS, orderTasks, UNASSIGNED } from './task-list';

const now = new Date(2026, 2, 10, 12);
const projects = [
  project('p1', 'Website-Relaunch', 'Müller Bau GmbH'),
  {
    ...project('p2', 'App', 'Nordlicht'),
    clientCompanyId: 'c2',
    clientCompany: { id: 'c2', name: 'Nordlicht', industry: null, website: null },
  },
];
const clientOf = clientNames(projects);

const tasks = [
  task('a', {
    title: 'Logo',
    isClientVisible: true,
    dueDate: '2026-03-20',
    priority: 'low',
    checklistDone: 1,
    checklistTotal: 3,
  }),
  task('b', { title: 'Hosting', dueDate: '2026-03-05', priority: 'medium', checklistDone: 2, checklistTotal: 2 }),
  task('c', {
    title: 'Freigabe',
    isClientVisible: true,
    requiresClientApproval: true,
    clientApprovalStatus: 'pending',
    projectId: 'p2',
    project: { id: 'p2', name: 'App', clientCompanyId: 'c2' },
  }),
  task('d', { title: 'Fertig', status: 'completed', assignedToId: null, assignedTo: null }),
];

describe('task list', () => {
  it('filters client visible, internal only and needs approval', () => {
    const ids = (kind: typeof NO_FILTERS.kind) =>
      filterTasks(tasks, { ...NO_FILTERS, kind }, clientOf).map((t) => t.id);
    expect(ids('all')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('clientVisible')).toEqual(['a', 'c']);
    expect(ids('internal')).toEqual(['b', 'd']);
    expect(ids('needsApproval')).toEqual(['c']);
  });

  it('filters by status, priority, assignee, project and searches title, project, client and assignee', () => {
    const ids = (changes: Partial<typeof NO_FILTERS>) =>
      filterTasks(tasks, { ...NO_FILTERS, ...changes }, clientOf).map((t) => t.id);
    expect(ids({ status: 'completed' })).toEqual(['d']);
    expect(ids({ priority: 'low' })).toEqual(['a']);
    expect(ids({ assignee: UNASSIGNED })).toEqual(['d']);
    expect(ids({ assignee: 'u-team' })).toEqual(['a', 'b', 'c']);
    expect(ids({ projectId: 'p2' })).toEqual(['c']);
    expect(ids({ search: 'nordlicht' })).toEqual(['c']);
    expect(ids({ search: 'tom' })).toEqual(['a', 'b', 'c']);
    expect(ids({ search: 'hosting' })).toEqual(['b']);
    expect(ids({ checklist: 'incomplete' })).toEqual(['a']);
  });

  it('orders Focus by score without completed tasks, and All by due date with undated last', () => {
    expect(orderTasks(tasks, 'focus', now).map((t) => t.id)).toEqual(['b', 'c', 'a']);
    expect(orderTasks(tasks, 'all', now).map((t) => t.id)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('groups by status in board order, by client and assignee by name with unassigned last', () => {
    expect(groupTasks(tasks, 'status', clientOf).map((g) => [g.key, g.tasks.length])).toEqual([
      ['todo', 3],
      ['completed', 1],
    ]);
    expect(groupTasks(tasks, 'client', clientOf).map((g) => g.label)).toEqual(['Müller Bau GmbH', 'Nordlicht']);
    expect(groupTasks(tasks, 'assignee', clientOf).map((g) => g.labelKey ?? g.label)).toEqual([
      'Tom Team',
      'task.unassigned',
    ]);
    expect(groupTasks(tasks, 'none', clientOf)).toHaveLength(1);
  });
});
