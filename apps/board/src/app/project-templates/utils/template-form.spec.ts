import { apiError } from '@taskflow/testing';
import {
  emptyTemplateForm,
  emptyTemplateTask,
  fieldIdOf,
  firstErrorPath,
  templateErrorsFromServer,
  templateRequest,
  validateTemplateForm,
  type TemplateFormValues,
} from './template-form';
import { moveTask, rowAfterRemoval } from './template-tasks';

const form = (tasks: Array<Partial<ReturnType<typeof emptyTemplateTask>>>): TemplateFormValues => ({
  ...emptyTemplateForm(),
  name: 'Shop',
  tasks: tasks.map((task) => ({ ...emptyTemplateTask(), ...task })),
});

describe('template form', () => {
  it('needs a name and task titles, and whole day counts up to ten years', () => {
    const values = {
      ...form([
        { title: 'A', dueOffsetDays: '1.5' },
        { title: ' ', dueOffsetDays: '3651' },
      ]),
      name: '',
    };
    expect(validateTemplateForm(values)).toEqual({
      name: 'templates.errors.nameRequired',
      'tasks.0.dueOffsetDays': 'templates.errors.wholeDays',
      'tasks.1.title': 'templates.errors.titleRequired',
      'tasks.1.dueOffsetDays': 'templates.errors.tooManyDays',
    });
    expect(validateTemplateForm(form([{ title: 'A', dueOffsetDays: '0' }]))).toEqual({});
  });

  it('sends empty days as none, an empty assignee as none, and drops a repeat without a due day', () => {
    const request = templateRequest(
      form([
        { title: ' Report ', dueOffsetDays: '', recurrence: { frequency: 'monthly' }, checklist: ['a', ' '] },
        { title: 'Call', dueOffsetDays: '7', assignedToId: 'u1', recurrence: { frequency: 'weekly' } },
      ]),
    );
    expect(request.durationDays).toBeNull();
    expect(request.tasks[0]).toMatchObject({
      title: 'Report',
      dueOffsetDays: null,
      recurrence: null,
      checklist: ['a'],
    });
    expect(request.tasks[1]).toMatchObject({
      dueOffsetDays: 7,
      assignedToId: 'u1',
      recurrence: { frequency: 'weekly' },
    });
    expect(request.tasks[0]).not.toHaveProperty('key');
  });

  it('reads nested field errors of a 400 and finds the first one’s field by the row', async () => {
    const body = await apiError(400, 'VALIDATION_FAILED', {
      fieldErrors: {
        'tasks.1.title': [{ code: 'REQUIRED', message: 'x' }],
        name: [{ code: 'TOO_LONG', message: 'y' }],
        'tasks.0.recurrence.interval': [{ code: 'TOO_LARGE', message: 'z' }],
        'tasks.0.assignedToId': [{ code: 'INVALID_ASSIGNEE', message: 'w' }],
      },
    }).json();
    const errors = templateErrorsFromServer(body);
    expect(errors).toEqual({
      'tasks.1.title': 'templates.errors.required',
      name: 'templates.errors.tooLong',
      'tasks.0.recurrence': 'templates.errors.recurrence',
      'tasks.0.assignedToId': 'templates.errors.assignee',
    });
    const values = form([{ title: 'A' }, { title: 'B' }]);
    expect(firstErrorPath(errors, values)).toBe('name');
    expect(fieldIdOf('tasks.1.title', values)).toBe(`template-task-${values.tasks[1].key}-title`);
    expect(fieldIdOf('tasks.0.recurrence', values)).toBe(`template-task-${values.tasks[0].key}-removeRepeat`);
    expect(fieldIdOf('durationDays', values)).toBe('template-durationDays');
  });

  it('moves rows within the list and names the row that takes the focus after a removal', () => {
    const values = form([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    expect(moveTask(values.tasks, 2, -1).map((task) => task.title)).toEqual(['A', 'C', 'B']);
    expect(moveTask(values.tasks, 0, -1).map((task) => task.title)).toEqual(['A', 'B', 'C']);
    expect(rowAfterRemoval(values.tasks, 1)).toBe(values.tasks[2].key);
    expect(rowAfterRemoval(values.tasks, 2)).toBe(values.tasks[1].key);
    expect(rowAfterRemoval(values.tasks.slice(0, 1), 0)).toBeNull();
  });
});
