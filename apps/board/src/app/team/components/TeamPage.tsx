import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePageHeader } from '@taskflow/app-providers';
import { TEAM_DEPARTMENTS, type PendingInvitationView, type TeamMemberView } from '@taskflow/contracts';
import { formatActivityAge, formatDate, type Language } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions } from '@taskflow/store';
import {
  Avatar,
  Button,
  Card,
  DataList,
  EmptyState,
  ErrorState,
  Heading,
  LoadingState,
  SelectField,
  Stack,
  Text,
  useConfirm,
  usePersistentViewMode,
  useSort,
  useToast,
  type DataColumn,
} from '@taskflow/ui';
import { ListSortField, ListToolbar } from '../../common/components/ListToolbar';
import { SummaryCards } from '../../common/components/SummaryCards';
import { StyledChip } from '../../common/components/TaskChips';
import { useNow } from '../../common/hooks/useNow';
import { useResendInvitationMutation, useRevokeInvitationMutation, useTeamOverviewQuery } from '../state/team.api';
import { filterMembers, teamTotals, type TeamFilters } from '../utils/team-rows';
import { InviteMemberDialog } from './InviteMemberDialog';
import { WorkloadMeter } from './WorkloadMeter';

const SORT_KEYS = ['name', 'workload', 'activeTasks'] as const;
type SortKey = (typeof SORT_KEYS)[number];

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

const StyledNameLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledSeats = styled.div<{ $full: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $full }) => ($full ? theme.colors.warningSubtle : theme.colors.surfaceMuted)};
  color: ${({ theme, $full }) => ($full ? theme.colors.warningStrong : theme.colors.text)};
`;

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

/** /dashboard/team (admins): members with real figures, pending invitations and the plan's limit (document 1 §2 Team). */
export function TeamPage() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const now = useNow();
  const permissions = usePermissions();
  const overview = useTeamOverviewQuery();
  const [view, setView] = usePersistentViewMode('team');
  const [filters, setFilters] = useState<TeamFilters>({ query: '', department: '', status: '' });
  const [inviting, setInviting] = useState(false);
  const canInvite = permissions.has('canInviteTeamMembers');
  const data = overview.data;
  const full = data ? data.usedSeats >= data.maxTeamMembers : false;

  usePageHeader({
    action: canInvite ? { label: t('team.invite'), onClick: () => setInviting(true), disabled: full } : undefined,
  });

  const members = useMemo(() => data?.members ?? [], [data]);
  const filtered = useMemo(() => filterMembers(members, filters), [members, filters]);
  const { sorted, sort, setSort, toggleSort } = useSort<TeamMemberView, SortKey>(
    filtered,
    {
      name: (member) => `${member.lastName} ${member.firstName}`,
      workload: (member) => member.figures.workloadPercent,
      activeTasks: (member) => member.figures.activeTasks,
    },
    { initial: { key: 'name', direction: 'asc' }, locale: language },
  );
  const totals = teamTotals(members);
  const lastActivity = (member: TeamMemberView) =>
    member.figures.lastActivityAt ? formatActivityAge(member.figures.lastActivityAt, now, language) : t('team.never');
  const name = (member: TeamMemberView) => `${member.firstName} ${member.lastName}`;
  const statusChip = (member: TeamMemberView) => (
    <StyledChip $tone={member.status === 'active' ? 'success' : 'neutral'}>
      {t(`team.status.${member.status === 'active' ? 'active' : 'inactive'}`)}
    </StyledChip>
  );

  const columns: DataColumn<TeamMemberView, SortKey>[] = [
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
    { key: 'status', header: t('team.columns.status'), cell: statusChip },
    { key: 'lastActivity', header: t('team.columns.lastActivity'), hideOnPhone: true, cell: lastActivity },
  ];

  let content;
  if (overview.isLoading)
    content = <LoadingState label={t('team.loading')} layout={view === 'grid' ? 'cards' : 'rows'} />;
  else if (overview.isError || !data)
    content = (
      <ErrorState
        message={t('team.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  else if (filtered.length === 0)
    content = (
      <EmptyState
        message={t('team.noMatches')}
        action={
          <Button variant="secondary" onClick={() => setFilters({ query: '', department: '', status: '' })}>
            {t('team.resetFilters')}
          </Button>
        }
      />
    );
  else if (view === 'grid')
    content = (
      <StyledGrid aria-label={t('team.title')}>
        {sorted.map((member) => (
          <li key={member.id}>
            <StyledMemberCard padding="md">
              <Stack gap="sm">
                <Stack direction="horizontal" align="center" gap="sm">
                  <Avatar firstName={member.firstName} lastName={member.lastName} decorative />
                  <Stack gap="none">
                    <StyledCardLink to={`/dashboard/team/${member.id}`}>{name(member)}</StyledCardLink>
                    <Text size="sm" muted>
                      {member.jobTitle} · {t(`team.departments.${member.department}`)}
                    </Text>
                  </Stack>
                </Stack>
                <Stack direction="horizontal" justify="between" align="center" gap="sm">
                  <Text size="sm">{t('team.activeTaskCount', { count: member.figures.activeTasks })}</Text>
                  {statusChip(member)}
                </Stack>
                <WorkloadMeter member={member} />
                <Text size="xs" muted>
                  {t('team.columns.lastActivity')}: {lastActivity(member)}
                </Text>
              </Stack>
            </StyledMemberCard>
          </li>
        ))}
      </StyledGrid>
    );
  else
    content = (
      <DataList
        caption={t('team.title')}
        columns={columns}
        rows={sorted}
        getRowKey={(member) => member.id}
        sort={sort}
        onSortChange={toggleSort}
        onRowClick={(member) => navigate(`/dashboard/team/${member.id}`)}
        rowLabel={(member) => t('team.open', { name: name(member) })}
      />
    );

  return (
    <Stack gap="lg" data-testid="team-page">
      {data ? (
        <StyledSeats $full={full} data-testid="team-seats">
          <Text weight="medium">{t('team.seats', { used: data.usedSeats, max: data.maxTeamMembers })}</Text>
          <Text size="sm" muted={!full}>
            {full ? t('team.seatsFull') : t('team.seatsHint')}
          </Text>
        </StyledSeats>
      ) : null}
      <SummaryCards
        label={t('team.summary.label')}
        cards={[
          { key: 'members', label: t('team.summary.members'), value: String(totals.members) },
          { key: 'activeTasks', label: t('team.summary.activeTasks'), value: String(totals.activeTasks) },
          { key: 'completed', label: t('team.summary.completed'), value: String(totals.completed) },
          {
            key: 'onTime',
            label: t('team.summary.onTime'),
            value: totals.onTimeRate === null ? '–' : `${totals.onTimeRate} %`,
          },
        ]}
      />
      <ListToolbar
        label={t('team.toolbar')}
        search={{
          label: t('team.search'),
          placeholder: t('team.searchHint'),
          value: filters.query,
          onChange: (query) => setFilters((current) => ({ ...current, query })),
        }}
        view={{
          value: view,
          onChange: setView,
          label: t('team.viewLabel'),
          listLabel: t('team.viewList'),
          gridLabel: t('team.viewGrid'),
        }}
      >
        <SelectField
          label={t('team.departmentFilter')}
          hideLabel
          value={filters.department}
          onChange={(event) => setFilters((current) => ({ ...current, department: event.target.value }))}
          options={[
            { value: '', label: t('team.allDepartments') },
            ...TEAM_DEPARTMENTS.map((value) => ({ value, label: t(`team.departments.${value}`) })),
          ]}
        />
        <SelectField
          label={t('team.statusFilter')}
          hideLabel
          value={filters.status}
          onChange={(event) =>
            setFilters((current) => ({ ...current, status: event.target.value as TeamFilters['status'] }))
          }
          options={[
            { value: '', label: t('team.allStatuses') },
            { value: 'active', label: t('team.status.active') },
            { value: 'inactive', label: t('team.status.inactive') },
          ]}
        />
        <ListSortField
          label={t('team.sortLabel')}
          value={sort?.key ?? 'name'}
          keys={SORT_KEYS}
          keyLabel={(key) => t(`team.sort.${key}`)}
          onChange={(key) => setSort({ key, direction: key === 'name' ? 'asc' : 'desc' })}
        />
      </ListToolbar>
      {content}
      {data && data.invitations.length > 0 ? (
        <PendingInvitations invitations={data.invitations} canManage={canInvite} language={language} />
      ) : null}
      {inviting && data ? (
        <InviteMemberDialog maxTeamMembers={data.maxTeamMembers} onClose={() => setInviting(false)} />
      ) : null}
    </Stack>
  );
}

function PendingInvitations({
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
