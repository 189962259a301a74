import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@taskflow/contracts';
import { useToast } from '@taskflow/ui';
import { useUpdateTaskMutation } from '../state/tasks.api';
import { useAskEditScope } from '../recurrence/hooks/useOccurrenceScope';
import {
  formErrorsFromServer,
  taskFormFromTask,
  updateTaskRequest,
  validateTaskForm,
  type TaskFormErrors,
  type TaskFormValues,
} from '../utils/task-form';

/**
 * The task modal's edit mode: the form starts from the task, checks every field before sending, sends only what
 * changed, and shows the server's field errors at the fields (or a general error). Cancel restores the originals.
 * Opening another task leaves the edit mode.
 */
export function useTaskEditor(task: TaskView | undefined, taskId: string | null) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [original, setOriginal] = useState<TaskFormValues | null>(null);
  const [values, setValues] = useState<TaskFormValues | null>(null);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const [updateTask, updating] = useUpdateTaskMutation();
  const askScope = useAskEditScope();

  useEffect(() => {
    setEditing(false);
    setErrors({});
    setSaveFailed(false);
  }, [taskId]);

  const start = () => {
    if (!task) return;
    const form = taskFormFromTask(task);
    setOriginal(form);
    setValues(form);
    setErrors({});
    setSaveFailed(false);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setValues(original);
    setErrors({});
  };
  const change = <K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) =>
    setValues((current) => (current ? { ...current, [field]: value } : current));
  /** Whether closing now would throw changes away. */
  const hasChanges = () =>
    Boolean(editing && original && values && Object.keys(updateTaskRequest(original, values)).length > 0);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || !values || !original) return;
    const found = validateTaskForm(values, 'edit', new Date());
    setErrors(found);
    setSaveFailed(false);
    if (Object.keys(found).length > 0) return;
    const changes = updateTaskRequest(original, values);
    const scope = Object.keys(changes).length > 0 ? await askScope(task) : 'this';
    if (!scope) return;
    try {
      if (Object.keys(changes).length > 0) await updateTask({ id: task.id, changes, scope }).unwrap();
      toast.success(t('taskModal.saved'));
      setEditing(false);
    } catch (error) {
      const fromServer = formErrorsFromServer((error as { data?: unknown }).data);
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
      else setSaveFailed(true);
    }
  };

  return { editing, values, errors, saveFailed, saving: updating.isLoading, start, cancel, change, hasChanges, save };
}
