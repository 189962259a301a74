import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { TASK_STATUSES, type TaskStatus, type TaskView } from '@taskflow/contracts';
import { formatDate, formatDateTime, formatHours, taskDueState, type Language } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { useLiveRoom } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import {
  Avatar,
  Button,
  Dialog,
  ErrorState,
  EyeIcon,
  Form,
  LoadingState,
  SelectMenuField,
  StatePanel,
  Text,
  useConfirm,
  useToast,
} from '@taskflow/ui';
import { CommentThread, useClientPortalSettingsQuery, TaskAttachments } from '@taskflow/work-comments';
import { useMoveTask } from '../hooks/useMoveTask';
import {
  useAssignableUsersQuery,
  useDeleteTaskMutation,
  useTaskQuery,
  useUpdateTaskMutation,
} from '../state/tasks.api';
import { useNow } from '../hooks/useNow';
import {
  formErrorsFromServer,
  taskFormFromTask,
  updateTaskRequest,
  validateTaskForm,
  type TaskFormErrors,
  type TaskFormValues,
} from '../utils/task-form';
import { parseTaskTags } from '../utils/task-tags';
import { ApprovalSection } from './ApprovalSection';
import { FollowTaskButton } from './FollowTaskButton';
import { DUE_TONE, PRIORITY_TONE, STATUS_TONE, StyledChip } from './TaskChips';
import { TaskFormFields } from './TaskFormFields';

export interface TaskModalProps {
  /** The task to show; null: closed. */
  taskId: string | null;
  onClose: () => void;
  /** 'comments' opens the task at its comment thread, with the composer focused (the task list's comments action). */
  section?: 'details' | 'comments';
  /** Where focus goes when the modal closes (the task's card or row); default the element that opened it. */
  returnFocus?: () => HTMLElement | null;
}

const FORM_ID = 'edit-task-form';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSubtle};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledFooterSpacer = styled.span`
  flex: 1;
`;

const StyledEye = styled(EyeIcon)`
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * The task modal (document 1 §2): view mode with a status select that applies at once, edit mode for every
 * field (save, or cancel restoring the originals), delete with a confirmation, client approval. While it is open
 * it is in the task's live room, so changes by others appear at once.
 */
export function TaskModal({ taskId, onClose, section = 'details', returnFocus }: TaskModalProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const { data: rules } = useClientPortalSettingsQuery(undefined, { skip: !user });
  const toast = useToast();
  const confirm = useConfirm();
  const now = useNow();
  const moveTask = useMoveTask();
  useLiveRoom('task', taskId);
  // While its deletion runs the modal stops reading the task (its own delete event would refetch it into a 404) and
  // keeps showing what it had.
  const [deleting, setDeleting] = useState(false);
  const query = useTaskQuery(taskId ?? '', { skip: !taskId || deleting });
  const lastTask = useRef<TaskView | undefined>(undefined);
  if (query.data) lastTask.current = query.data;
  const shown = query.data ?? (deleting ? lastTask.current : undefined);
  const task = taskId && shown?.id === taskId ? shown : undefined;
  const isClient = user?.userType === 'client';
  const canEdit = !isClient && permissions.has('canEditTasks');
  const canDelete = !isClient && permissions.has('canDeleteTasks');
  // Clients upload (and remove their own files) only while the agency allows client comments.
  const clientMayWrite = !isClient || rules?.allowClientComments === true;

  const [editing, setEditing] = useState(false);
  const [original, setOriginal] = useState<TaskFormValues | null>(null);
  const [values, setValues] = useState<TaskFormValues | null>(null);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const { data: assignees = [] } = useAssignableUsersQuery(undefined, { skip: !editing });
  const [updateTask, updating] = useUpdateTaskMutation();
  const [deleteTask] = useDeleteTaskMutation();

  useEffect(() => {
    setEditing(false);
    setErrors({});
    setSaveFailed(false);
    setDeleting(false);
  }, [taskId]);

  // Focus stays in the dialog when its content is swapped (loaded, edit mode on or off), so Tab and Escape keep working:
  // the form starts at its title, and leaving it (saved or cancelled) goes back to Edit.
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const loadedId = task?.id;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !loadedId) return;
    if (editing) document.getElementById('edit-task-title')?.focus();
    else if (wasEditing.current && editButton.current) editButton.current.focus();
    else if (!dialog.contains(document.activeElement)) dialog.focus();
    wasEditing.current = editing;
  }, [loadedId, editing]);

  const startEditing = () => {
    if (!task) return;
    const form = taskFormFromTask(task);
    setOriginal(form);
    setValues(form);
    setErrors({});
    setSaveFailed(false);
    setEditing(true);
  };
  const cancelEditing = () => {
    setEditing(false);
    setValues(original);
    setErrors({});
  };
  const change = <K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) =>
    setValues((current) => (current ? { ...current, [field]: value } : current));

  // Escape, × or the overlay while the form holds changes: ask before they are thrown away.
  const requestClose = async () => {
    const changed = editing && original && values && Object.keys(updateTaskRequest(original, values)).length > 0;
    if (changed) {
      const discard = await confirm({
        title: t('taskModal.discardTitle'),
        message: t('taskModal.discardMessage'),
        confirmLabel: t('taskModal.discardConfirm'),
        cancelLabel: t('taskModal.keepEditing'),
      });
      if (!discard) return;
    }
    onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || !values || !original) return;
    const found = validateTaskForm(values, 'edit', new Date());
    setErrors(found);
    setSaveFailed(false);
    if (Object.keys(found).length > 0) return;
    const changes = updateTaskRequest(original, values);
    try {
      if (Object.keys(changes).length > 0) await updateTask({ id: task.id, changes }).unwrap();
      toast.success(t('taskModal.saved'));
      setEditing(false);
    } catch (error) {
      const fromServer = formErrorsFromServer((error as { data?: unknown }).data);
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
      else setSaveFailed(true);
    }
  };

  const remove = async () => {
    if (!task) return;
    const deleted = await confirm({
      title: t('taskModal.deleteTitle', { title: task.title }),
      message: t('taskModal.deleteMessage'),
      confirmLabel: t('taskModal.deleteConfirm'),
      action: async () => {
        setDeleting(true);
        try {
          await deleteTask({ id: task.id, projectId: task.projectId }).unwrap();
        } catch (failure) {
          setDeleting(false);
          throw failure;
        }
      },
      errorMessage: t('taskModal.deleteError'),
    });
    if (deleted) {
      toast.success(t('taskModal.deleted'));
      onClose();
    }
  };

  const changeStatus = async (status: TaskStatus) => {
    if (task) await moveTask(task, status);
  };

  const tagSuggestions = useMemo(() => (task ? parseTaskTags(task.tags) : []), [task]);
  const notFound = query.isError && (query.error as { status?: unknown })?.status === 404;

  let body;
  if (!task && (query.isLoading || query.isFetching)) body = <LoadingState label={t('taskModal.loading')} rows={4} />;
  else if (!task && notFound) body = <StatePanel title={t('kanban.taskNotFound')} headingLevel={3} />;
  else if (!task)
    body = (
      <ErrorState
        message={t('kanban.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (editing && values)
    body = (
      <Form id={FORM_ID} noValidate onSubmit={save}>
        <StyledBody>
          {saveFailed && <StatePanel variant="error" headingLevel={3} title={t('taskModal.updateError')} />}
          <TaskFormFields
            idPrefix="edit-task"
            mode="edit"
            values={values}
            errors={errors}
            onChange={change}
            assignees={assignees}
            currentUserId={user?.id ?? null}
            approvalsEnabled={rules?.requireApprovalForUpdates ?? false}
            tagSuggestions={tagSuggestions}
          />
        </StyledBody>
      </Form>
    );
  else
    body = (
      <TaskDetails
        task={task}
        now={now}
        language={language}
        canEdit={canEdit}
        showVisibility={!isClient}
        onStatus={changeStatus}
      />
    );

  // Every footer action has its own key: without one, Edit's button would become Save (type="submit") during its
  // own click and submit the form it just opened.
  const footer = task ? (
    editing ? (
      <>
        {canDelete && (
          <Button key="delete" variant="danger" onClick={remove}>
            {t('taskModal.delete')}
          </Button>
        )}
        <StyledFooterSpacer />
        <Button key="cancel" variant="secondary" onClick={cancelEditing}>
          {t('taskModal.cancel')}
        </Button>
        <Button key="save" type="submit" form={FORM_ID} loading={updating.isLoading}>
          {t('taskModal.save')}
        </Button>
      </>
    ) : (
      <>
        {!isClient && <FollowTaskButton key="follow" taskId={task.id} />}
        <StyledFooterSpacer />
        <Button key="close" variant="secondary" onClick={onClose}>
          {t('taskModal.close')}
        </Button>
        {canEdit && (
          <Button key="edit" ref={editButton} onClick={startEditing}>
            {t('taskModal.edit')}
          </Button>
        )}
      </>
    )
  ) : (
    <Button variant="secondary" onClick={onClose}>
      {t('taskModal.close')}
    </Button>
  );

  return (
    <Dialog
      open={Boolean(taskId)}
      onClose={() => void requestClose()}
      title={task?.title ?? t('kanban.title')}
      size="lg"
      closeLabel={t('taskModal.closeTask')}
      closeOnOverlayClick={!editing}
      busy={updating.isLoading}
      footer={footer}
      dialogRef={dialogRef}
      returnFocus={returnFocus}
    >
      <StyledBody data-testid="task-modal" data-mode={editing ? 'edit' : 'view'}>
        {body}
        {task && !editing && user && (
          <ApprovalSection
            task={task}
            userType={user.userType}
            canRequest={canEdit}
            approvalsEnabled={rules ? rules.requireApprovalForUpdates : null}
          />
        )}
        {task && !editing && user && (
          <TaskAttachments
            taskId={task.id}
            canUpload={clientMayWrite}
            canRemove={(file) =>
              clientMayWrite && (file.uploadedBy?.id === user.id || user.userType === 'admin' || canEdit)
            }
          />
        )}
        {task && !editing && (
          <CommentsAnchor active={section === 'comments'} taskId={task.id}>
            <CommentThread
              target={{ kind: 'task', id: task.id }}
              defaultVisibility="internal"
              heading={t('taskModal.comments')}
              headingLevel={3}
            />
          </CommentsAnchor>
        )}
      </StyledBody>
    </Dialog>
  );
}

/** Brings the comment thread into view and focuses its composer once, when the modal was opened for comments. */
function CommentsAnchor({ active, taskId, children }: { active: boolean; taskId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return undefined;
    const frame = requestAnimationFrame(() => {
      const container = ref.current;
      if (!container) return;
      container.scrollIntoView?.({ block: 'start' });
      container.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [active, taskId]);
  return <div ref={ref}>{children}</div>;
}

interface TaskDetailsProps {
  task: TaskView;
  now: Date;
  language: Language;
  canEdit: boolean;
  /** The team sees whether the client sees the task; a client sees only tasks visible to them. */
  showVisibility: boolean;
  onStatus: (status: TaskStatus) => void;
}

function TaskDetails({ task, now, language, canEdit, showVisibility, onStatus }: TaskDetailsProps) {
  const { t } = useTranslation('board');
  const dueState = taskDueState(task, now);
  const dueTone = DUE_TONE[dueState];
  const tags = parseTaskTags(task.tags);
  const none = t('taskModal.none');
  return (
    <>
      {canEdit ? (
        <SelectMenuField
          id="task-status"
          label={t('taskForm.status')}
          options={TASK_STATUSES.map((status) => ({ value: status, label: t(`task.status.${status}`) }))}
          value={task.status}
          onChange={(status) => onStatus(status as TaskStatus)}
        />
      ) : null}
      <StyledFacts>
        {!canEdit && (
          <div>
            <dt>{t('taskForm.status')}</dt>
            <dd>
              <StyledChip $tone={STATUS_TONE[task.status]}>{t(`task.status.${task.status}`)}</StyledChip>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('taskModal.project')}</dt>
          <dd>{task.project.name}</dd>
        </div>
        <div>
          <dt>{t('taskForm.priority')}</dt>
          <dd>
            <StyledChip $tone={PRIORITY_TONE[task.priority] ?? 'neutral'}>
              {t(`task.priority.${task.priority}`, { defaultValue: task.priority })}
            </StyledChip>
          </dd>
        </div>
        <div>
          <dt>{t('taskForm.category')}</dt>
          <dd>{task.category ? t(`task.category.${task.category}`, { defaultValue: task.category }) : none}</dd>
        </div>
        <div>
          <dt>{t('taskForm.assignee')}</dt>
          <dd>
            {task.assignedTo ? (
              <>
                <Avatar
                  size="sm"
                  decorative
                  firstName={task.assignedTo.firstName}
                  lastName={task.assignedTo.lastName}
                />
                {`${task.assignedTo.firstName} ${task.assignedTo.lastName}`}
              </>
            ) : (
              t('task.unassigned')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('taskForm.dueDate')}</dt>
          <dd>
            {task.dueDate ? formatDate(task.dueDate, language) : none}
            {dueTone && <StyledChip $tone={dueTone}>{t(`task.due.${dueState}`)}</StyledChip>}
          </dd>
        </div>
        <div>
          <dt>{t('taskForm.estimatedHours')}</dt>
          <dd>{task.estimatedTime !== null ? formatHours(task.estimatedTime, language) : none}</dd>
        </div>
        {!showVisibility ? null : task.isClientVisible ? (
          <div>
            <dt>{t('taskForm.clientVisible')}</dt>
            <dd>
              <StyledEye aria-hidden="true" />
              {t('task.clientVisible')}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('taskForm.clientVisible')}</dt>
            <dd>{t('task.internal')}</dd>
          </div>
        )}
        <div>
          <dt>{t('taskForm.tags')}</dt>
          <dd>
            {tags.length > 0
              ? tags.map((tag) => (
                  <StyledChip key={tag} $tone="neutral">
                    {tag}
                  </StyledChip>
                ))
              : none}
          </dd>
        </div>
      </StyledFacts>
      <div>
        <Text size="xs" muted>
          {t('taskForm.description')}
        </Text>
        <StyledDescription>{task.description || t('taskModal.noDescription')}</StyledDescription>
      </div>
      <Text size="xs" muted>
        {t('taskModal.created', { date: formatDateTime(task.createdAt, language) })}
      </Text>
    </>
  );
}
