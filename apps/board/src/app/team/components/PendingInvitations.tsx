import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PendingInvitationView } from '@taskflow/contracts';
import { formatDate, type Language } from '@taskflow/domain';
import { Avatar, Button, Card, Heading, Stack, Text, useConfirm, useToast } from '@taskflow/ui';
import { StyledChip } from '../../common/components/TaskChips';
import { useResendInvitationMutation, useRevokeInvitationMutation } from '../state/team.api';

const StyledInvitation = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
`;

const StyledPlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Invitations not yet accepted: when sent and until when valid, with Resend and Revoke for who may invite. */
export function PendingInvitations({
  invitations,
  canManage,
  language,
}: {
  invitations: PendingInvitationView[];
  canManage: boolean;
  language: Language;
}) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const confirm = useConfirm();
  const [resend, { isLoading: resending, originalArgs }] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();

  const resendTo = async (invitation: PendingInvitationView) => {
    try {
      await resend(invitation.id).unwrap();
      toast.success(t('team.invitations.resent', { email: invitation.email }));
    } catch {
      toast.error(t('team.invitations.error'));
    }
  };
  const revokeOf = async (invitation: PendingInvitationView) => {
    const revoked = await confirm({
      title: t('team.invitations.revokeTitle', { name: `${invitation.firstName} ${invitation.lastName}` }),
      message: t('team.invitations.revokeMessage'),
      confirmLabel: t('team.invitations.revokeConfirm'),
      action: () => revoke(invitation.id).unwrap(),
      errorMessage: t('team.invitations.error'),
    });
    if (revoked) toast.success(t('team.invitations.revoked'));
  };

  return (
    <Card padding="lg" as="section" aria-labelledby="pending-invitations-title">
      <Stack gap="sm">
        <Heading level={2} size="lg" id="pending-invitations-title">
          {t('team.invitations.title')} · {invitations.length}
        </Heading>
        <StyledPlainList>
          {invitations.map((invitation) => (
            <StyledInvitation key={invitation.id} data-testid="pending-invitation">
              <Avatar firstName={invitation.firstName} lastName={invitation.lastName} size="sm" decorative />
              <Stack gap="none" style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text weight="medium">
                  {invitation.firstName} {invitation.lastName}
                </Text>
                <Text size="sm" muted style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                  {invitation.role ? ` · ${invitation.role}` : ''}
                </Text>
              </Stack>
              <Stack gap="none" align="end">
                <Text size="xs" muted>
                  {t('team.invitations.invitedOn', { date: formatDate(invitation.invitedAt, language) })}
                </Text>
                {invitation.expired ? (
                  <StyledChip $tone="error">{t('team.invitations.expired')}</StyledChip>
                ) : (
                  <Text size="xs" muted>
                    {t('team.invitations.expires', { date: formatDate(invitation.expiresAt, language) })}
                  </Text>
                )}
              </Stack>
              {canManage ? (
                <Stack direction="horizontal" gap="xs">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('team.invitations.resendLabel', { email: invitation.email })}
                    loading={resending && originalArgs === invitation.id}
                    onClick={() => void resendTo(invitation)}
                  >
                    {t('team.invitations.resend')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('team.invitations.revokeLabel', { email: invitation.email })}
                    onClick={() => void revokeOf(invitation)}
                  >
                    {t('team.invitations.revoke')}
                  </Button>
                </Stack>
              ) : null}
            </StyledInvitation>
          ))}
        </StyledPlainList>
      </Stack>
    </Card>
  );
}
