import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamMemberDetailView } from '@taskflow/contracts';
import { formatDate } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, Button, Card, Heading, Stack, Text, useToast } from '@taskflow/ui';
import { StyledChip } from '../../common/components/TaskChips';
import { useUpdateMemberMutation } from '../state/team.api';
import { lastActivityText } from '../utils/last-activity';
import { MemberStatusChip } from './MemberStatusChip';
import { ResetTwoFactor } from './ResetTwoFactor';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface MemberHeaderProps {
  member: TeamMemberDetailView;
  now: Date;
  /** The signed-in user's own page: marked "You", and without the offboarding actions. */
  isSelf: boolean;
  canManage: boolean;
  /** The viewer is an admin: they alone reset another member's second factor. */
  isAdmin?: boolean;
  /** Deactivate or Delete: the page opens the offboarding dialog. */
  onOffboard: (mode: 'deactivate' | 'delete') => void;
}

/**
 * Who the member is (name, status, role, joined, last activity) and, for managers, Deactivate/Reactivate and Delete;
 * for admins also "Reset two-factor" while the member has it on.
 */
export function MemberHeader({ member, now, isSelf, canManage, isAdmin = false, onOffboard }: MemberHeaderProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const [updateMember] = useUpdateMemberMutation();
  const name = `${member.firstName} ${member.lastName}`;

  // Deactivate and Reactivate are two buttons of their own: after a reactivation focus moves on to Deactivate.
  const statusAction = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a reset the button goes once the member is read again: the focus then moves to the member's name.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current || member.twoFactorEnabled) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [member.twoFactorEnabled]);
  const focusStatusAction = useRef(false);
  useEffect(() => {
    if (!focusStatusAction.current || member.status !== 'active') return;
    focusStatusAction.current = false;
    statusAction.current?.focus();
  }, [member.status]);

  const reactivate = async () => {
    try {
      focusStatusAction.current = true;
      await updateMember({ id: member.id, changes: { status: 'active' } }).unwrap();
      toast.success(t('team.member.offboard.reactivated', { name }));
    } catch {
      focusStatusAction.current = false;
      toast.error(t('team.member.offboard.error'));
    }
  };

  return (
    <Card padding="lg">
      <Stack direction="horizontal" justify="between" align="start" gap="md" wrap>
        <Stack direction="horizontal" align="center" gap="md">
          <Avatar firstName={member.firstName} lastName={member.lastName} size="lg" decorative />
          <Stack gap="xxs">
            <Stack direction="horizontal" align="center" gap="sm" wrap>
              <Heading level={2} size="xl" ref={heading} tabIndex={-1}>
                {name}
              </Heading>
              {isSelf ? <StyledChip $tone="info">{t('team.member.you')}</StyledChip> : null}
              <MemberStatusChip status={member.status} />
            </Stack>
            <Text size="sm" muted>
              {member.jobTitle} · {t(`team.departments.${member.department}`)} ·{' '}
              {t(`team.userTypes.${member.userType}`)}
            </Text>
            <Text size="sm" muted>
              {t('team.member.joined', { date: formatDate(member.joinedAt, language) })} ·{' '}
              {t('team.member.lastActivity')}: {lastActivityText(t, member.figures.lastActivityAt, now, language)}
            </Text>
          </Stack>
        </Stack>
        {(canManage || isAdmin) && !isSelf ? (
          <StyledActions>
            {isAdmin && member.twoFactorEnabled ? (
              <ResetTwoFactor
                member={member}
                onReset={() => {
                  focusHeading.current = true;
                  heading.current?.focus();
                }}
              />
            ) : null}
            {!canManage ? null : member.status === 'active' ? (
              <Button
                key="deactivate"
                ref={statusAction}
                size="sm"
                variant="secondary"
                onClick={() => onOffboard('deactivate')}
              >
                {t('team.member.offboard.deactivate')}
              </Button>
            ) : (
              <Button key="reactivate" size="sm" variant="secondary" onClick={() => void reactivate()}>
                {t('team.member.offboard.reactivate')}
              </Button>
            )}
            {canManage ? (
              <Button size="sm" variant="danger" onClick={() => onOffboard('delete')}>
                {t('team.member.offboard.delete')}
              </Button>
            ) : null}
          </StyledActions>
        ) : null}
      </Stack>
    </Card>
  );
}
