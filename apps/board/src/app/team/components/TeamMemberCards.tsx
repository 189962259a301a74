import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TeamMemberView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, Card, Stack, Text } from '@taskflow/ui';
import { lastActivityText } from '../utils/last-activity';
import { MemberStatusChip } from './MemberStatusChip';
import { WorkloadMeter } from './WorkloadMeter';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMemberCard = styled(Card)`
  position: relative;
  height: 100%;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledCardLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** The team as cards: who, role and department, active tasks, status, workload and last activity; a card opens the member. */
export function TeamMemberCards({ members, now }: { members: TeamMemberView[]; now: Date }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  return (
    <StyledGrid aria-label={t('team.title')}>
      {members.map((member) => (
        <li key={member.id}>
          <StyledMemberCard padding="md">
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
          </StyledMemberCard>
        </li>
      ))}
    </StyledGrid>
  );
}
