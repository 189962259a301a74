import type { ProjectStatus, UserSummary } from '@taskflow/contracts';
import { at } from '../testing/fixtures';
import {
  compareProjectStatus,
  dashboardProjectState,
  isProjectReadyToComplete,
  projectDisplayState,
  projectProgress,
  projectTaskSummary,
  sortProjectsByStatus,
} from './projects';

const now = at(2024, 3, 10, 12, 0);

describe('projectDisplayState (7-day window)', () => {
  it.each([
    ['completed', '2024-03-01', 'completed'],
    ['completed', null, 'completed'],
    ['in_progress', null, 'active'],
    ['in_progress', '2024-03-09', 'overdue'],
    ['on_hold', '2024-01-01', 'overdue'],
    ['planning', '2024-03-10', 'dueSoon'],
    ['review', '2024-03-17', 'dueSoon'],
    ['in_progress', '2024-03-18', 'active'],
    ['planning', '2025-01-01', 'active'],
  ] as const)('status %s, end %p: %s', (status, endDate, expected) => {
    expect(projectDisplayState({ status, endDate }, now)).toBe(expected);
  });
});

describe('dashboardProjectState (inactive is completed, inactive past its end is overdue)', () => {
  it.each([
    [true, 'in_progress', '2024-03-01', 'active'],
    [true, 'planning', null, 'active'],
    [false, 'on_hold', null, 'completed'],
    [false, 'on_hold', '2024-03-20', 'completed'],
    [false, 'on_hold', '2024-03-10', 'completed'],
    [false, 'on_hold', '2024-03-09', 'overdue'],
    [false, 'completed', '2024-03-01', 'completed'],
  ] as const)('isActive %p, status %s, end %p: %s', (isActive, status, endDate, expected) => {
    expect(dashboardProjectState({ isActive, status, endDate }, now)).toBe(expected);
  });
});

describe('project status order', () => {
  it('orders planning, in_progress, review, on_hold, completed', () => {
    const statuses: ProjectStatus[] = ['completed', 'on_hold', 'review', 'in_progress', 'planning'];
    expect([...statuses].sort(compareProjectStatus)).toEqual([
      'planning',
      'in_progress',
      'review',
      'on_hold',
      'completed',
    ]);
  });

  it('sorts projects by status, then by name, into a new list', () => {
    const projects = [
      { name: 'Website', status: 'completed' as const },
      { name: 'shop', status: 'in_progress' as const },
      { name: 'App', status: 'in_progress' as const },
      { name: 'Logo', status: 'on_hold' as const },
      { name: 'Brand', status: 'planning' as const },
    ];
    expect(sortProjectsByStatus(projects).map((p) => p.name)).toEqual(['Brand', 'App', 'shop', 'Logo', 'Website']);
    expect(projects[0].name).toBe('Website');
  });
});

describe('projectProgress (rounded percent, 0 without tasks)', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [3, 1, 33],
    [3, 2, 67],
    [8, 1, 13],
    [4, 4, 100],
    [5, 7, 100],
  ])('%p tasks, %p completed: %p %%', (taskCount, completed, expected) => {
    expect(projectProgress(taskCount, completed)).toBe(expected);
  });
});

describe('projectTaskSummary', () => {
  const anna: UserSummary = { id: 'u1', firstName: 'Anna', lastName: 'Schmidt', email: 'a@x.de', userType: 'team' };
  const ben: UserSummary = { id: 'u2', firstName: 'Ben', lastName: 'Bauer', email: 'b@x.de', userType: 'admin' };

  it('counts tasks and lists each assignee once, by last name', () => {
    const summary = projectTaskSummary([
      { status: 'completed', assignedTo: anna },
      { status: 'todo', assignedTo: ben },
      { status: 'in_progress', assignedTo: anna },
      { status: 'todo', assignedTo: null },
    ]);
    expect(summary).toEqual({ taskCount: 4, completedTasks: 1, progress: 25, teamMembers: [ben, anna] });
  });

  it('is empty without tasks', () => {
    expect(projectTaskSummary([])).toEqual({ taskCount: 0, completedTasks: 0, progress: 0, teamMembers: [] });
  });
});

describe('isProjectReadyToComplete', () => {
  it.each([
    ['in_progress', 3, 3, true],
    ['review', 1, 1, true],
    ['in_progress', 3, 2, false],
    ['in_progress', 0, 0, false],
    ['completed', 3, 3, false],
  ] as const)('status %s, %p tasks, %p completed: %p', (status, taskCount, completedTasks, expected) => {
    expect(isProjectReadyToComplete({ status }, { taskCount, completedTasks })).toBe(expected);
  });
});
