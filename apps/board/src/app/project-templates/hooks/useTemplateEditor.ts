import { useEffect, useState } from 'react';
import {
  emptyTemplateTask,
  type TemplateFormErrors,
  type TemplateFormValues,
  type TemplateTaskValues,
} from '../utils/template-form';
import { moveTask, rowAfterRemoval } from '../utils/template-tasks';

/** Errors of the task rows are by index: once rows move or go, those of the rows are dropped. */
const withoutTaskErrors = (errors: TemplateFormErrors): TemplateFormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('tasks.')));

/**
 * The template editor's values and errors, and where the focus goes after a row change: a new row's title, the
 * next row's title after a removal (else "Add task"), the moved row's button after a move.
 */
export function useTemplateEditor(initial: TemplateFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const setField = <K extends Exclude<keyof TemplateFormValues, 'tasks'>>(field: K, value: TemplateFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const setTask = <K extends keyof TemplateTaskValues>(index: number, field: K, value: TemplateTaskValues[K]) => {
    setValues((current) => ({
      ...current,
      tasks: current.tasks.map((task, at) => (at === index ? { ...task, [field]: value } : task)),
    }));
    setErrors((current) => ({ ...current, [`tasks.${index}.${String(field)}`]: undefined }));
  };

  const addTask = () => {
    const task = emptyTemplateTask();
    setValues((current) => ({ ...current, tasks: [...current.tasks, task] }));
    setErrors((current) => ({ ...current, tasks: undefined }));
    setFocusId(`template-task-${task.key}-title`);
  };

  const removeTask = (index: number) => {
    const next = rowAfterRemoval(values.tasks, index);
    setValues((current) => ({ ...current, tasks: current.tasks.filter((_task, at) => at !== index) }));
    setErrors(withoutTaskErrors);
    setFocusId(next ? `template-task-${next}-title` : 'template-add-task');
  };

  const move = (index: number, by: -1 | 1) => {
    const moved = values.tasks[index];
    if (!moved) return;
    const target = index + by;
    setValues((current) => ({ ...current, tasks: moveTask(current.tasks, index, by) }));
    setErrors(withoutTaskErrors);
    // At the top (bottom) the button that moved it there is disabled: the other one keeps the focus.
    const atEnd = by === -1 ? target === 0 : target === values.tasks.length - 1;
    const button = (by === -1) !== atEnd ? 'up' : 'down';
    setFocusId(`template-task-${moved.key}-${button}`);
  };

  return { values, errors, setErrors, setValues, setField, setTask, addTask, removeTask, move, setFocusId };
}
