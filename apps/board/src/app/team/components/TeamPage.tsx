import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeader } from '@taskflow/app-providers';
import { TEAM_DEPARTMENTS, type TeamMemberView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions } from '@taskflow/store';
import { Button, EmptyState, LoadingState, SelectField, Stack, usePersistentViewMode, useSort } from '@taskflow/ui';
import { ListSortField, ListToolbar } from '../../common/components/ListToolbar';
import { QueryGate } from '../../common/components/QueryGate';
import { SummaryCards } from '../../common/components/SummaryCards';
import { useNow } from '../../common/hooks/useNow';
import { useTeamOverviewQuery } from '../state/team.api';
import { filterMembers, teamTotals, type TeamFilters } from '../utils/team-rows';
import { InviteMemberDialog } from './InviteMemberDialog';
import { PendingInvitations } from './PendingInvitations';
import { TeamMemberCards } from './TeamMemberCards';
import { TeamMemberList, type TeamSortKey } from './TeamMemberList';
import { TeamSeats } from './TeamSeats';

const SORT_KEYS = ['name', 'workload', 'activeTasks'] as const satisfies readonly TeamSortKey[];
const NO_FILTERS: TeamFilters = { query: '', department: '', status: '' };

/** /dashboard/team (admins): members with real figures, pending invitations and the plan's limit (docs/screens-and-routes.md#board). */
export function TeamPage() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const now = useNow();
  const permissions = usePermissions();
  const overview = useTeamOverviewQuery();
  const [view, setView] = usePersistentViewMode('team');
  const [filters, setFilters] = useState<TeamFilters>(NO_FILTERS);
  const [inviting, setInviting] = useState(false);
  const canInvite = permissions.has('canInviteTeamMembers');
  const data = overview.data;
  const full = data ? data.usedSeats >= data.maxTeamMembers : false;

  usePageHeader({
    action: canInvite ? { label: t('team.invite'), onClick: () => setInviting(true), disabled: full } : undefined,
  });

  const members = useMemo(() => data?.members ?? [], [data]);
  const filtered = useMemo(() => filterMembers(members, filters), [members, filters]);
  const { sorted, sort, setSort, toggleSort } = useSort<TeamMemberView, TeamSortKey>(
    filtered,
    {
      name: (member) => `${member.lastName} ${member.firstName}`,
      workload: (member) => member.figures.workloadPercent,
      activeTasks: (member) => member.figures.activeTasks,
    },
    { initial: { key: 'name', direction: 'asc' }, locale: language },
  );
  const totals = teamTotals(members);

  return (
    <Stack gap="lg" data-testid="team-page">
      {data ? <TeamSeats used={data.usedSeats} max={data.maxTeamMembers} /> : null}
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
      <QueryGate
        query={overview}
        loading={<LoadingState label={t('team.loading')} layout={view === 'grid' ? 'cards' : 'rows'} />}
        errorMessage={t('team.loadError')}
        showRetrying={false}
      >
        {() =>
          filtered.length === 0 ? (
            <EmptyState
              message={t('team.noMatches')}
              action={
                <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                  {t('team.resetFilters')}
                </Button>
              }
            />
          ) : view === 'grid' ? (
            <TeamMemberCards members={sorted} now={now} />
          ) : (
            <TeamMemberList members={sorted} sort={sort} onSortChange={toggleSort} now={now} />
          )
        }
      </QueryGate>
      {data && data.invitations.length > 0 ? (
        <PendingInvitations invitations={data.invitations} canManage={canInvite} language={language} />
      ) : null}
      {inviting && data ? (
        <InviteMemberDialog maxTeamMembers={data.maxTeamMembers} onClose={() => setInviting(false)} />
      ) : null}
    </Stack>
  );
}
