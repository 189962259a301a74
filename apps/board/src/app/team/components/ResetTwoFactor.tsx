import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberView } from '@taskflow/contracts';
import { Button, ConfirmDialog, useToast } from '@taskflow/ui';
import { useResetMemberTwoFactorMutation } from '../state/team.api';

export interface ResetTwoFactorProps {
  member: TeamMemberView;
  /** After the reset the button is gone: the page puts the focus somewhere that stays (the member's heading). */
  onReset: () => void;
}

/**
 * "Reset two-factor" for an admin on another member's page while that member has it on (a lost phone): confirmed in
 * the kit's dialog; the member is told by mail and sets it up again.
 */
export function ResetTwoFactor({ member, onReset }: ResetTwoFactorProps) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const [reset, { isLoading }] = useResetMemberTwoFactorMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const name = `${member.firstName} ${member.lastName}`;

  const confirm = async () => {
    setError(undefined);
    try {
      await reset(member.id).unwrap();
      setOpen(false);
      toast.success(t('team.member.twoFactor.done', { name }));
      onReset();
    } catch {
      setError(t('team.member.twoFactor.error'));
    }
  };

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('team.member.twoFactor.reset')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('team.member.twoFactor.confirmTitle', { name })}
        message={t('team.member.twoFactor.confirmText', { name })}
        confirmLabel={t('team.member.twoFactor.reset')}
        cancelLabel={t('team.member.cancel')}
        pending={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setError(undefined);
        }}
      />
    </>
  );
}
