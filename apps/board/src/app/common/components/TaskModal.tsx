import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import type { TaskStatus, TaskView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { useLiveRoom } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import { Dialog, Form, LoadingState, StatePanel, useConfirm, useToast } from '@taskflow/ui';
import { CommentThread, useClientPortalSettingsQuery, TaskAttachments } from '@taskflow/work-comments';
import { useMoveTask } from '../hooks/useMoveTask';
import { useNow } from '../hooks/useNow';
import { useTaskEditor } from '../hooks/useTaskEditor';
import { useAssignableUsersQuery, useDeleteTaskMutation, useTaskQuery } from '../state/tasks.api';
import { parseTaskTags } from '../utils/task-tags';
import { ApprovalSection } from './ApprovalSection';
import { CommentsAnchor } from './CommentsAnchor';
import { QueryGate } from './QueryGate';
import { TaskDetails } from './TaskDetails';
import { RecurrenceSection } from '../recurrence/components/RecurrenceSection';
import { OccurrenceScopeChoice, type OccurrenceScope } from '../recurrence/components/OccurrenceScopeChoice';
import { TaskFormFields } from './TaskFormFields';
import { TaskModalFooter } from './TaskModalFooter';
import { TaskModalSections } from './TaskModalSections';

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

/**
 * The task modal (docs/screens-and-routes.md#board): view mode with a status select that applies at once, edit mode for every
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

  const editor = useTaskEditor(task, taskId);
  const { editing } = editor;
  const { data: assignees = [] } = useAssignableUsersQuery(undefined, { skip: !editing });
  const [deleteTask] = useDeleteTaskMutation();

  useEffect(() => setDeleting(false), [taskId]);

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

  // Escape, × or the overlay while the form holds changes: ask before they are thrown away.
  const requestClose = async () => {
    if (editor.hasChanges()) {
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

  const remove = async () => {
    if (!task) return;
    // A repeating task asks "this task or this and future ones" in the same dialog (docs/recurring-tasks.md).
    let scope: OccurrenceScope = 'this';
    const deleted = await confirm({
      title: t('taskModal.deleteTitle', { title: task.title }),
      message: task.recurrence ? (
        <OccurrenceScopeChoice message={t('taskModal.deleteMessage')} onChange={(next) => (scope = next)} />
      ) : (
        t('taskModal.deleteMessage')
      ),
      confirmLabel: t('taskModal.deleteConfirm'),
      action: async () => {
        setDeleting(true);
        try {
          await deleteTask({ id: task.id, projectId: task.projectId, scope }).unwrap();
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

  return (
    <Dialog
      open={Boolean(taskId)}
      onClose={() => void requestClose()}
      title={task?.title ?? t('kanban.title')}
      size="lg"
      closeLabel={t('taskModal.closeTask')}
      closeOnOverlayClick={!editing}
      busy={editor.saving}
      footer={
        <TaskModalFooter
          taskId={task?.id ?? null}
          editing={editing}
          formId={FORM_ID}
          saving={editor.saving}
          canFollow={!isClient}
          onClose={onClose}
          onEdit={canEdit ? editor.start : undefined}
          editRef={editButton}
          onDelete={canDelete ? remove : undefined}
          onCancel={editor.cancel}
          timerTask={task ? { id: task.id, title: task.title, projectId: task.projectId } : undefined}
        />
      }
      dialogRef={dialogRef}
      returnFocus={returnFocus}
    >
      <StyledBody data-testid="task-modal" data-mode={editing ? 'edit' : 'view'}>
        {/* Loading also while a retry runs: the task is read again from nothing. */}
        <QueryGate
          query={{ ...query, data: task, isLoading: query.isLoading || query.isFetching }}
          keepData
          loading={<LoadingState label={t('taskModal.loading')} rows={4} />}
          notFound={<StatePanel title={t('kanban.taskNotFound')} headingLevel={3} />}
          errorMessage={t('kanban.loadError')}
        >
          {(loaded) =>
            editing && editor.values ? (
              <Form id={FORM_ID} noValidate onSubmit={editor.save}>
                <StyledBody>
                  {editor.saveFailed && (
                    <StatePanel variant="error" headingLevel={3} title={t('taskModal.updateError')} />
                  )}
                  <TaskFormFields
                    idPrefix="edit-task"
                    mode="edit"
                    values={editor.values}
                    errors={editor.errors}
                    onChange={editor.change}
                    assignees={assignees}
                    currentUserId={user?.id ?? null}
                    approvalsEnabled={rules?.requireApprovalForUpdates ?? false}
                    tagSuggestions={tagSuggestions}
                  />
                </StyledBody>
              </Form>
            ) : (
              <TaskDetails
                task={loaded}
                now={now}
                language={language}
                canEdit={canEdit}
                showVisibility={!isClient}
                onStatus={changeStatus}
              />
            )
          }
        </QueryGate>
        {task && !editing && user && (
          <ApprovalSection
            task={task}
            userType={user.userType}
            canRequest={canEdit}
            approvalsEnabled={rules ? rules.requireApprovalForUpdates : null}
          />
        )}
        {task && !editing && <RecurrenceSection task={task} canEdit={canEdit && !isClient} />}
        {task && !editing && (
          <TaskModalSections task={task} canEdit={canEdit} canCreate={!isClient && permissions.has('canCreateTasks')} />
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
