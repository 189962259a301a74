import { task } from '../../../testing/board-fixtures';
import {
  createTaskRequest,
  emptyTaskForm,
  formErrorsFromServer,
  taskFormFromTask,
  updateTaskRequest,
  validateTaskForm,
} from './task-form';
import { parseTaskTags, serializeTaskTags } from './task-tags';

const now = new Date(2026, 2, 10, 23, 30);
const complete = emptyTaskForm({
  title: 'Logo',
  description: 'Final logo',
  projectId: 'p1',
  assignedToId: 'u1',
  category: 'design',
});

describe('task form rules (docs/product-rules.md#validation)', () => {
  it('requires title, description, project, assignee and category to add a task', () => {
    expect(validateTaskForm(emptyTaskForm({ title: '  ' }), 'create', now)).toEqual({
      title: 'taskForm.errors.titleRequired',
      description: 'taskForm.errors.descriptionRequired',
      projectId: 'taskForm.errors.projectRequired',
      assignedToId: 'taskForm.errors.assigneeRequired',
      category: 'taskForm.errors.categoryRequired',
    });
    expect(validateTaskForm(complete, 'create', now)).toEqual({});
  });

  it.each([
    ['2026-03-09', 'taskForm.errors.dueDatePast'],
    ['2026-03-10', undefined],
    ['2026-04-01', undefined],
  ])('a new task due %s: %s', (dueDate, error) => {
    expect(validateTaskForm({ ...complete, dueDate }, 'create', now).dueDate).toBe(error);
  });

  it.each(['create', 'edit'] as const)('refuses a typed due date that names no day (%s)', (mode) => {
    expect(validateTaskForm({ ...complete, dueDate: '31.02.2026' }, mode, now).dueDate).toBe(
      'taskForm.errors.dateFormat',
    );
  });

  it('keeps a past due date when editing, but not a title-less task', () => {
    expect(validateTaskForm({ ...complete, dueDate: '2020-01-01', title: '' }, 'edit', now)).toEqual({
      title: 'taskForm.errors.titleRequired',
    });
  });

  it.each([
    [0, undefined],
    [0.5, undefined],
    [12.5, undefined],
    [0.3, 'taskForm.errors.estimateInvalid'],
    [-0.5, 'taskForm.errors.estimateInvalid'],
  ])('estimated hours %s: %s', (estimatedHours, error) => {
    expect(validateTaskForm({ ...complete, estimatedHours }, 'edit', now).estimatedHours).toBe(error);
  });

  it('sends tags trimmed and unique, as JSON text', () => {
    expect(serializeTaskTags([' design ', 'Design', '', 'seo'])).toBe('["design","seo"]');
    expect(createTaskRequest({ ...complete, tags: ['a', ' a', 'b '] }).tags).toBe('["a","b"]');
    expect(parseTaskTags('not json')).toEqual([]);
  });

  it('sends only the changed fields of an edit', () => {
    const original = taskFormFromTask(task('t1', { title: 'Old', priority: 'low', tags: '["x"]' }));
    expect(updateTaskRequest(original, { ...original })).toEqual({});
    expect(
      updateTaskRequest(original, { ...original, title: ' New ', priority: 'urgent', category: '', tags: ['x', 'y'] }),
    ).toEqual({ title: 'New', priority: 'urgent', category: null, tags: '["x","y"]' });
  });

  it("turns the codes of the server's field errors into translated keys", () => {
    const fieldError = (code: string) => [{ code, message: 'English, never shown' }];
    expect(
      formErrorsFromServer({
        fieldErrors: {
          title: fieldError('REQUIRED'),
          projectId: fieldError('REQUIRED'),
          requiresClientApproval: fieldError('APPROVAL_NEEDS_CLIENT_VISIBLE'),
          isClientVisible: fieldError('PENDING_APPROVAL_STAYS_VISIBLE'),
          assignedToId: fieldError('INVALID_ASSIGNEE'),
          dueDate: fieldError('DATE_IN_PAST'),
          estimatedTime: fieldError('NOT_HALF_HOUR_STEP'),
          somethingElse: fieldError('REQUIRED'),
          priority: fieldError('NOT_ONE_OF'),
        },
      }),
    ).toEqual({
      title: 'taskForm.errors.titleRequired',
      projectId: 'taskForm.errors.projectRequired',
      requiresClientApproval: 'taskForm.errors.approvalNeedsVisible',
      isClientVisible: 'taskForm.errors.pendingStaysVisible',
      assignedToId: 'taskForm.errors.assigneeInvalid',
      dueDate: 'taskForm.errors.dueDatePast',
      estimatedHours: 'taskForm.errors.estimateInvalid',
      priority: 'taskForm.errors.invalid',
    });
  });

  it('goes by the code, never the words: a reworded or misleading message changes nothing', () => {
    expect(
      formErrorsFromServer({
        fields: { requiresClientApproval: ['Title is required (turned off)'] },
        fieldErrors: {
          requiresClientApproval: [{ code: 'CLIENT_APPROVALS_DISABLED', message: 'Title is required (turned off)' }],
        },
      }),
    ).toEqual({ requiresClientApproval: 'taskForm.errors.approvalsOff' });
    // Messages without a code (another server) only say that the field is wrong.
    expect(formErrorsFromServer({ fields: { title: ['Title is required'] } })).toEqual({
      title: 'taskForm.errors.invalid',
    });
  });
});
