import { useTranslation } from 'react-i18next';
import type { TeamMemberView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, Stack, Text } from '@taskflow/ui';
import { StyledCardGrid, StyledCardLink, StyledLinkedCard } from '../../common/components/ListCards';
import { lastActivityText } from '../utils/last-activity';
import { MemberStatusChip } from './MemberStatusChip';
import { WorkloadMeter } from './WorkloadMeter';

/** The team as cards: who, role and department, active tasks, status, workload and last activity; a card opens the member. */
export function TeamMemberCards({ members, now }: { members: TeamMemberView[]; now: Date }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  return (
    <StyledCardGrid aria-label={t('team.title')}>
      {members.map((member) => (
        <li key={member.id}>
          <StyledLinkedCard padding="md">
            <Stack gap="sm">
              <Stack direction="horizontal" align="center" gap="sm">
                <Avatar firstName={member.firstName} lastName={member.lastName} decorative />
                <Stack gap="none">
                  <StyledCardLink to={`/dashboard/team/${member.id}`}>
                    {`${member.firstName} ${member.lastName}`}
                  </StyledCardLink>
                  <Text size="sm" muted>
                    {member.jobTitle} · {t(`team.departments.${member.department}`)}
                  </Text>
                </Stack>
              </Stack>
              <Stack direction="horizontal" justify="between" align="center" gap="sm">
                <Text size="sm">{t('team.activeTaskCount', { count: member.figures.activeTasks })}</Text>
                <MemberStatusChip status={member.status} />
              </Stack>
              <WorkloadMeter member={member} />
              <Text size="xs" muted>
                {t('team.columns.lastActivity')}: {lastActivityText(t, member.figures.lastActivityAt, now, language)}
              </Text>
            </Stack>
          </StyledLinkedCard>
        </li>
      ))}
    </StyledCardGrid>
  );
}
