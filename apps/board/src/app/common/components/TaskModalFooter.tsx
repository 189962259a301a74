import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@taskflow/ui';
import { TimerButton } from './TimerButton';
import type { TimerTarget } from '../hooks/useTimer';
import { FollowTaskButton } from './FollowTaskButton';

const StyledFooterSpacer = styled.span`
  flex: 1;
`;

export interface TaskModalFooterProps {
  /** The shown task's id; null while it loads or cannot be shown (then only Close). */
  taskId: string | null;
  editing: boolean;
  /** The id of the edit form Save submits. */
  formId: string;
  saving: boolean;
  /** Follow is for the team. */
  canFollow: boolean;
  onClose: () => void;
  /** Edit in view mode (canEditTasks); focus returns to it when editing ends. */
  onEdit?: () => void;
  editRef?: RefObject<HTMLButtonElement | null>;
  /** Delete in edit mode (canDeleteTasks). */
  onDelete?: () => void;
  onCancel: () => void;
  /** The shown task, for its timer button (the agency's people). */
  timerTask?: TimerTarget;
}

/** The task modal's actions: Follow, Close and Edit while viewing; Delete, Cancel and Save while editing. */
export function TaskModalFooter({
  taskId,
  editing,
  formId,
  saving,
  canFollow,
  onClose,
  onEdit,
  editRef,
  onDelete,
  onCancel,
  timerTask,
}: TaskModalFooterProps) {
  const { t } = useTranslation('board');
  if (!taskId)
    return (
      <Button variant="secondary" onClick={onClose}>
        {t('taskModal.close')}
      </Button>
    );
  // Every action has its own key: without one, Edit's button would become Save (type="submit") during its own click
  // and submit the form it just opened.
  return editing ? (
    <>
      {onDelete && (
        <Button key="delete" variant="danger" onClick={onDelete}>
          {t('taskModal.delete')}
        </Button>
      )}
      <StyledFooterSpacer />
      <Button key="cancel" variant="secondary" onClick={onCancel}>
        {t('taskModal.cancel')}
      </Button>
      <Button key="save" type="submit" form={formId} loading={saving}>
        {t('taskModal.save')}
      </Button>
    </>
  ) : (
    <>
      {canFollow && <FollowTaskButton key="follow" taskId={taskId} />}
      {timerTask && <TimerButton key="timer" task={timerTask} size="md" />}
      <StyledFooterSpacer />
      <Button key="close" variant="secondary" onClick={onClose}>
        {t('taskModal.close')}
      </Button>
      {onEdit && (
        <Button key="edit" ref={editRef} onClick={onEdit}>
          {t('taskModal.edit')}
        </Button>
      )}
    </>
  );
}
