import type { TaskView } from '@taskflow/contracts';

/** A local date and time (the tests run in Europe/Berlin, see jest.config.js); month is 1-based. */
export function at(year: number, month: number, day: number, hour = 12, minute = 0, second = 0): Date {
  return new Date(year, month - 1, day, hour, minute, second);
}

export function hoursBefore(date: Date, hours: number): Date {
  return new Date(date.getTime() - hours * 3_600_000);
}

export function minutesBefore(date: Date, minutes: number): Date {
  return new Date(date.getTime() - minutes * 60_000);
}

export type TestTask = Pick<
  TaskView,
  | 'id'
  | 'title'
  | 'status'
  | 'priority'
  | 'dueDate'
  | 'isClientVisible'
  | 'requiresClientApproval'
  | 'clientApprovalStatus'
  | 'lastClientActivity'
  | 'assignedTo'
>;

/** A task that scores 0: low priority, internal, undated, no approval, no client activity. */
export function task(overrides: Partial<TestTask> = {}): TestTask {
  return {
    id: 'task-1',
    title: 'Task',
    status: 'todo',
    priority: 'low',
    dueDate: null,
    isClientVisible: false,
    requiresClientApproval: false,
    clientApprovalStatus: null,
    lastClientActivity: null,
    assignedTo: null,
    ...overrides,
  };
}
