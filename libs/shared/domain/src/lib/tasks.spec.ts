import { at, hoursBefore, minutesBefore, task } from '../testing/fixtures';
import {
  hasRecentClientActivity,
  isImportantTask,
  sortTasksByDueDate,
  sortTasksForFocus,
  taskDueState,
  taskFocusScore,
  taskStats,
} from './tasks';

const now = at(2024, 3, 10, 12, 0);

describe('taskDueState (overdue below 0 days, due soon at 2 days or fewer)', () => {
  it.each([
    ['2024-03-09', 'todo', 'overdue'],
    ['2024-02-01', 'in_progress', 'overdue'],
    ['2024-03-10', 'todo', 'dueSoon'],
    ['2024-03-11', 'review', 'dueSoon'],
    ['2024-03-12', 'todo', 'dueSoon'],
    ['2024-03-13', 'todo', 'normal'],
    ['2024-06-01', 'todo', 'normal'],
    [null, 'todo', 'none'],
    ['2024-03-09', 'completed', 'normal'],
    ['2024-03-11', 'completed', 'normal'],
    [null, 'completed', 'none'],
  ] as const)('due %p, status %s: %s', (dueDate, status, expected) => {
    expect(taskDueState(task({ dueDate, status }), now)).toBe(expected);
  });

  it('is due soon, not overdue, until the due day has ended', () => {
    expect(taskDueState(task({ dueDate: '2024-03-10' }), at(2024, 3, 10, 23, 59))).toBe('dueSoon');
    expect(taskDueState(task({ dueDate: '2024-03-10' }), at(2024, 3, 11, 0, 0))).toBe('overdue');
  });
});

describe('hasRecentClientActivity (under 24 hours)', () => {
  it.each([
    ['5 minutes ago', minutesBefore(now, 5).toISOString(), true],
    ['23 h 59 min ago', minutesBefore(now, 24 * 60 - 1).toISOString(), true],
    ['exactly 24 h ago', hoursBefore(now, 24).toISOString(), false],
    ['25 h ago', hoursBefore(now, 25).toISOString(), false],
    ['a minute ahead (clock skew)', minutesBefore(now, -1).toISOString(), true],
    ['never', null, false],
  ])('%s: %p', (_case, lastClientActivity, expected) => {
    expect(hasRecentClientActivity(task({ lastClientActivity }), now)).toBe(expected);
  });
});

describe('taskFocusScore (spec weights)', () => {
  const recent = hoursBefore(now, 2).toISOString();

  it.each([
    ['nothing applies', {}, 0],
    ['overdue', { dueDate: '2024-03-09' }, 100],
    ['due soon (2 days)', { dueDate: '2024-03-12' }, 50],
    ['due in 3 days', { dueDate: '2024-03-13' }, 0],
    ['high priority', { priority: 'high' }, 30],
    ['urgent counts as high', { priority: 'urgent' }, 30],
    ['medium priority', { priority: 'medium' }, 10],
    ['client-visible', { isClientVisible: true }, 20],
    ['pending client approval', { requiresClientApproval: true, clientApprovalStatus: 'pending' }, 40],
    ['approved: no longer pending', { requiresClientApproval: true, clientApprovalStatus: 'approved' }, 0],
    ['rejected: no longer pending', { requiresClientApproval: true, clientApprovalStatus: 'rejected' }, 0],
    ['client activity within 24 h', { lastClientActivity: recent }, 25],
    ['client activity 24 h ago', { lastClientActivity: hoursBefore(now, 24).toISOString() }, 0],
    [
      'everything at once',
      {
        dueDate: '2024-03-01',
        priority: 'urgent',
        isClientVisible: true,
        requiresClientApproval: true,
        clientApprovalStatus: 'pending',
        lastClientActivity: recent,
      },
      100 + 30 + 20 + 40 + 25,
    ],
    ['completed and past due: no due points', { status: 'completed', dueDate: '2024-03-01', priority: 'high' }, 30],
  ] as const)('%s: %p scores %p', (_case, overrides, expected) => {
    expect(taskFocusScore(task(overrides), now)).toBe(expected);
  });
});

describe('isImportantTask (score of 25 or more, open tasks)', () => {
  it.each([
    ['medium (10)', { priority: 'medium' }, false],
    ['client-visible (20)', { isClientVisible: true }, false],
    ['client activity (25, the boundary)', { lastClientActivity: hoursBefore(now, 1).toISOString() }, true],
    ['medium and client-visible (30)', { priority: 'medium', isClientVisible: true }, true],
    ['high (30)', { priority: 'high' }, true],
    ['completed high (30)', { priority: 'high', status: 'completed' }, false],
  ] as const)('%s: %p', (_case, overrides, expected) => {
    expect(isImportantTask(task(overrides), now)).toBe(expected);
  });
});

describe('sortTasksForFocus', () => {
  const tasks = [
    task({ id: 'done', title: 'Done', status: 'completed', dueDate: '2024-03-01', priority: 'urgent' }),
    task({ id: 'low', title: 'Low', priority: 'low' }),
    task({ id: 'overdue', title: 'Overdue', dueDate: '2024-03-08' }),
    task({ id: 'high-late', title: 'High late', priority: 'high', dueDate: '2024-04-20' }),
    task({ id: 'high-early', title: 'High early', priority: 'high', dueDate: '2024-04-01' }),
    task({ id: 'high-undated', title: 'High undated', priority: 'high' }),
    task({ id: 'approval', title: 'Approval', requiresClientApproval: true, clientApprovalStatus: 'pending' }),
    task({ id: 'b-medium', title: 'Beta', priority: 'medium' }),
    task({ id: 'a-medium', title: 'alpha', priority: 'medium' }),
  ];

  it('hides completed tasks and sorts by score, then due date, then title', () => {
    expect(sortTasksForFocus(tasks, now).map((t) => t.id)).toEqual([
      'overdue', // 100
      'approval', // 40
      'high-early', // 30, earlier due date
      'high-late', // 30
      'high-undated', // 30, undated last
      'a-medium', // 10, 'alpha' before 'Beta' regardless of case
      'b-medium', // 10
      'low', // 0
    ]);
  });

  it('leaves the given list untouched', () => {
    const before = tasks.map((t) => t.id);
    sortTasksForFocus(tasks, now);
    expect(tasks.map((t) => t.id)).toEqual(before);
  });
});

describe('sortTasksByDueDate (ascending, undated last)', () => {
  it('sorts by due day, undated tasks last, ties by title', () => {
    const tasks = [
      task({ id: 'undated-b', title: 'B' }),
      task({ id: 'late', title: 'Late', dueDate: '2024-05-01' }),
      task({ id: 'undated-a', title: 'A' }),
      task({ id: 'early-z', title: 'Zeta', dueDate: '2024-03-01' }),
      task({ id: 'early-a', title: 'Alpha', dueDate: '2024-03-01' }),
      task({ id: 'done', title: 'Done', status: 'completed', dueDate: '2024-04-01' }),
    ];
    expect(sortTasksByDueDate(tasks).map((t) => t.id)).toEqual([
      'early-a',
      'early-z',
      'done',
      'late',
      'undated-a',
      'undated-b',
    ]);
  });

  it('keeps completed tasks (all mode shows them)', () => {
    expect(sortTasksByDueDate([task({ status: 'completed' })])).toHaveLength(1);
  });
});

describe('taskStats', () => {
  it('counts total, in progress, important, completed and overdue', () => {
    const tasks = [
      task({ status: 'in_progress', priority: 'high' }), // important
      task({ status: 'in_progress', dueDate: '2024-03-01' }), // overdue, important
      task({ status: 'todo' }),
      task({ status: 'completed', priority: 'urgent', dueDate: '2024-03-01' }), // neither
      task({ status: 'review', isClientVisible: true }),
    ];
    expect(taskStats(tasks, now)).toEqual({ total: 5, inProgress: 2, important: 2, completed: 1, overdue: 1 });
  });

  it('is all zero without tasks', () => {
    expect(taskStats([], now)).toEqual({ total: 0, inProgress: 0, important: 0, completed: 0, overdue: 0 });
  });
});
