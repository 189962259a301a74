import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TeamMemberView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, DataList, Stack, type DataColumn, type SortState } from '@taskflow/ui';
import { StyledNameLink } from '../../common/components/ListCards';
import { lastActivityText } from '../utils/last-activity';
import { MemberStatusChip } from './MemberStatusChip';
import { WorkloadMeter } from './WorkloadMeter';

export type TeamSortKey = 'name' | 'workload' | 'activeTasks';

export interface TeamMemberListProps {
  /** Filtered and sorted. */
  members: TeamMemberView[];
  sort: SortState<TeamSortKey> | null;
  onSortChange: (key: TeamSortKey) => void;
  now: Date;
}

/** The team as a table: name, role, department, active tasks, workload, status, last activity; a row opens the member. */
export function TeamMemberList({ members, sort, onSortChange, now }: TeamMemberListProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const name = (member: TeamMemberView) => `${member.firstName} ${member.lastName}`;
  const columns: DataColumn<TeamMemberView, TeamSortKey>[] = [
    {
      key: 'name',
      header: t('team.columns.name'),
      primary: true,
      sortKey: 'name',
      cell: (member) => (
        <Stack direction="horizontal" align="center" gap="sm">
          <Avatar firstName={member.firstName} lastName={member.lastName} size="sm" decorative />
          <StyledNameLink to={`/dashboard/team/${member.id}`}>{name(member)}</StyledNameLink>
        </Stack>
      ),
    },
    { key: 'role', header: t('team.columns.role'), cell: (member) => member.jobTitle },
    {
      key: 'department',
      header: t('team.columns.department'),
      hideOnPhone: true,
      cell: (member) => t(`team.departments.${member.department}`),
    },
    {
      key: 'activeTasks',
      header: t('team.columns.activeTasks'),
      sortKey: 'activeTasks',
      align: 'end',
      cell: (member) => member.figures.activeTasks,
    },
    {
      key: 'workload',
      header: t('team.columns.workload'),
      sortKey: 'workload',
      cell: (member) => <WorkloadMeter member={member} />,
    },
    { key: 'status', header: t('team.columns.status'), cell: (member) => <MemberStatusChip status={member.status} /> },
    {
      key: 'lastActivity',
      header: t('team.columns.lastActivity'),
      hideOnPhone: true,
      cell: (member) => lastActivityText(t, member.figures.lastActivityAt, now, language),
    },
  ];
  return (
    <DataList
      caption={t('team.title')}
      columns={columns}
      rows={members}
      getRowKey={(member) => member.id}
      sort={sort}
      onSortChange={onSortChange}
      onRowClick={(member) => navigate(`/dashboard/team/${member.id}`)}
      rowLabel={(member) => t('team.open', { name: name(member) })}
    />
  );
}
