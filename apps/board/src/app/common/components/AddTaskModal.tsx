import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@taskflow/auth';
import type { ProjectView, TaskView } from '@taskflow/contracts';
import { useClientVisibilityDefault, type RootState } from '@taskflow/store';
import { useClientPortalSettingsQuery } from '@taskflow/work-comments';
import { Button, Dialog, Form, StatePanel, Text, useConfirm, useToast } from '@taskflow/ui';
import { useAssignableUsersQuery, useCreateTaskMutation } from '../state/tasks.api';
import {
  createTaskRequest,
  emptyTaskForm,
  formErrorsFromServer,
  todayDay,
  validateTaskForm,
  type TaskFormErrors,
  type TaskFormValues,
} from '../utils/task-form';
import { TaskFormFields } from './TaskFormFields';

export interface AddTaskModalProps {
  open: boolean;
  onClose: () => void;
  projects: readonly ProjectView[];
  /** The project chosen on the page (the board's), preselected. */
  defaultProjectId?: string | null;
  onCreated?: (task: TaskView) => void;
}

const FORM_ID = 'add-task-form';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The add-task modal (docs/product-rules.md#validation): per-field translated errors, nothing sent while a field has one; the
 * client-visible default follows the agency's clientVisibilityDefault.
 */
export function AddTaskModal({ open, onClose, projects, defaultProjectId, onCreated }: AddTaskModalProps) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const confirm = useConfirm();
  const currentUser = useSelector((state: RootState) => selectCurrentUser(state));
  const { data: rules } = useClientPortalSettingsQuery(undefined, { skip: !currentUser });
  const visibleByDefault = useClientVisibilityDefault();
  const { data: assignees = [] } = useAssignableUsersQuery(undefined, { skip: !open });
  const [createTask, { isLoading }] = useCreateTaskMutation();
  const initial = useMemo(
    () =>
      emptyTaskForm({
        projectId: defaultProjectId ?? null,
        isClientVisible: visibleByDefault,
      }),
    [defaultProjectId, visibleByDefault],
  );
  const [values, setValues] = useState<TaskFormValues>(initial);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [failed, setFailed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [projectChosen, setProjectChosen] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(initial);
    setErrors({});
    setFailed(false);
    setSubmitted(false);
    setProjectChosen(false);
    // A new form each time it opens; the default visibility may load after opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => {
    if (!submitted) setValues((current) => ({ ...current, isClientVisible: initial.isClientVisible }));
  }, [initial.isClientVisible, submitted]);
  // Opened while the page's projects still load: the page's project arrives later and is taken unless one was chosen.
  useEffect(() => {
    if (open && !projectChosen) setValues((current) => ({ ...current, projectId: initial.projectId }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial.projectId]);

  const change = <K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) => {
    if (field === 'projectId') setProjectChosen(true);
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (submitted) setErrors(validateTaskForm(next, 'create', new Date()));
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailed(false);
    const found = validateTaskForm(values, 'create', new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await createTask(createTaskRequest(values)).unwrap();
      toast.success(t('taskForm.created'));
      onCreated?.(created);
      onClose();
    } catch (error) {
      const fromServer = formErrorsFromServer((error as { data?: unknown }).data);
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
      else setFailed(true);
    }
  };

  // Escape or × after typing: ask before the new task's fields are thrown away (Cancel is the explicit way out).
  const requestClose = async () => {
    const changed = JSON.stringify(values) !== JSON.stringify(initial);
    if (changed) {
      const discard = await confirm({
        title: t('taskForm.discardTitle'),
        message: t('taskForm.discardMessage'),
        confirmLabel: t('taskForm.discardConfirm'),
        cancelLabel: t('taskModal.keepEditing'),
      });
      if (!discard) return;
    }
    onClose();
  };

  const hasErrors = submitted && Object.keys(errors).length > 0;
  return (
    <Dialog
      open={open}
      onClose={() => void requestClose()}
      title={t('taskForm.addTitle')}
      size="lg"
      closeLabel={t('taskModal.close')}
      closeOnOverlayClick={false}
      busy={isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('taskModal.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={isLoading}>
            {t('taskForm.create')}
          </Button>
        </>
      }
    >
      <StyledForm id={FORM_ID} noValidate onSubmit={submit}>
        {failed && <StatePanel variant="error" headingLevel={3} title={t('taskForm.createError')} />}
        {hasErrors && (
          <Text muted role="status">
            {t('taskForm.fixErrors')}
          </Text>
        )}
        <TaskFormFields
          idPrefix="add-task"
          mode="create"
          values={values}
          errors={errors}
          onChange={change}
          projects={projects}
          assignees={assignees}
          currentUserId={currentUser?.id ?? null}
          minDueDate={todayDay(new Date())}
          approvalsEnabled={rules?.requireApprovalForUpdates ?? false}
        />
      </StyledForm>
    </Dialog>
  );
}
