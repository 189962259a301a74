import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '@taskflow/auth';
import type { TeamMemberView } from '@taskflow/contracts';
import { Button, Dialog, SelectField, StatePanel, Stack, Text, useToast } from '@taskflow/ui';
import { useDeactivateMemberMutation, useDeleteMemberMutation } from '../state/team.api';

export interface OffboardDialogProps {
  member: TeamMemberView;
  mode: 'deactivate' | 'delete';
  /** Active admins and team members who can take over the open tasks. */
  candidates: readonly TeamMemberView[];
  onClose: () => void;
  onDone: () => void;
}

/** Deactivate or delete a member, choosing who takes over their open tasks (or leaving them unassigned). */
export function OffboardDialog({ member, mode, candidates, onClose, onDone }: OffboardDialogProps) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const [deactivate, deactivation] = useDeactivateMemberMutation();
  const [remove, deletion] = useDeleteMemberMutation();
  const [target, setTarget] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${member.firstName} ${member.lastName}`;
  const openTasks = member.figures.activeTasks;
  const busy = deactivation.isLoading || deletion.isLoading;

  const confirm = async () => {
    setFailure(null);
    const args = { id: member.id, reassignToId: openTasks > 0 && target ? target : null };
    try {
      if (mode === 'deactivate') await deactivate(args).unwrap();
      else await remove(args).unwrap();
      toast.success(
        t(mode === 'deactivate' ? 'team.member.offboard.deactivated' : 'team.member.offboard.deleted', { name }),
      );
      onDone();
    } catch (error) {
      const { code } = error as Partial<ApiRequestError>;
      if (code === 'LAST_ADMIN') setFailure(t('team.member.offboard.lastAdmin'));
      else if (code === 'OWN_ACCOUNT') setFailure(t('team.member.offboard.own'));
      else setFailure(t('team.member.offboard.error'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      title={t(mode === 'deactivate' ? 'team.member.offboard.deactivateTitle' : 'team.member.offboard.deleteTitle', {
        name,
      })}
      closeLabel={t('common:actions.close')}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t(mode === 'deactivate' ? 'team.member.offboard.confirmDeactivate' : 'team.member.offboard.confirmDelete')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        {failure ? <StatePanel variant="error" headingLevel={3} title={failure} /> : null}
        <Text>
          {t(mode === 'deactivate' ? 'team.member.offboard.deactivateText' : 'team.member.offboard.deleteText', {
            name,
          })}
        </Text>
        <Text>
          {openTasks > 0
            ? t('team.member.offboard.openTasks', { count: openTasks, name })
            : t('team.member.offboard.noOpenTasks', { name })}
        </Text>
        {openTasks > 0 ? (
          <SelectField
            id="offboard-target"
            label={t('team.member.offboard.tasksTo')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={[
              { value: '', label: t('team.member.offboard.unassign') },
              ...candidates.map((candidate) => ({
                value: candidate.id,
                label: t('team.member.offboard.reassignTo', { name: `${candidate.firstName} ${candidate.lastName}` }),
              })),
            ]}
          />
        ) : null}
      </Stack>
    </Dialog>
  );
}
