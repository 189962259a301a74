import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@taskflow/auth';
import type { TimeEntryFilter, TimeExportFormat } from '@taskflow/contracts';
import { addDays, formatDurationEntry, isIsoDay, localDay } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions, type RootState } from '@taskflow/store';
import { Button, DateField, EmptyState, LoadingState, SelectField, Stack, StatePanel, useToast } from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import { SummaryCards } from '../../common/components/SummaryCards';
import { useAssignableUsersQuery, useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useExportTimeReportMutation, useTimeReportQuery } from '../../common/state/time.api';
import { formatCents } from '../../common/utils/money';
import { useReportFilters, type ReportFilters } from '../hooks/use-report-filters';
import { BillingSection } from './BillingSection';
import { TimeTotalsTable } from './TimeTotalsTable';

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

/** The filter as the API takes it: only the set fields, and days only when they are days. */
function toFilter(filters: ReportFilters): TimeEntryFilter {
  const filter: TimeEntryFilter = {};
  if (isIsoDay(filters.from)) filter.from = filters.from;
  if (isIsoDay(filters.to)) filter.to = filters.to;
  if (filters.clientCompanyId) filter.clientCompanyId = filters.clientCompanyId;
  if (filters.projectId) filter.projectId = filters.projectId;
  if (filters.userId) filter.userId = filters.userId;
  if (filters.billable) filter.billable = filters.billable;
  return filter;
}

/** /dashboard/time/reports (admins, canAccessReports): totals by client, project, person and task; export; billing. */
export function TimeReportsPage() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const isAdmin = user?.userType === 'admin';
  const canRead = isAdmin || permissions.has('canAccessReports');
  const today = localDay(new Date());
  const [filters, changeFilters] = useReportFilters(today);
  const filter = useMemo(() => toFilter(filters), [filters]);
  const report = useTimeReportQuery(filter, { skip: !canRead });
  const projects = useBoardProjectsQuery(undefined, { skip: !canRead });
  const people = useAssignableUsersQuery(undefined, { skip: !canRead });
  const [exportReport, exporting] = useExportTimeReportMutation();
  const clients = useMemo(() => {
    const byId = new Map<string, string>();
    for (const project of projects.data ?? []) byId.set(project.clientCompanyId, project.clientCompany?.name ?? '');
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [projects.data]);
  const set = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) => changeFilters({ [key]: value });
  // A project of another client would leave the report empty without saying why: choosing a client clears it.
  const setClient = (clientCompanyId: string) => {
    const project = projects.data?.find((candidate) => candidate.id === filters.projectId);
    const keepsProject = !project || !clientCompanyId || project.clientCompanyId === clientCompanyId;
    changeFilters(keepsProject ? { clientCompanyId } : { clientCompanyId, projectId: '' });
  };

  if (!canRead) return <StatePanel variant="empty" title={t('time.reports.noAccess')} />;

  const download = async (format: TimeExportFormat) => {
    try {
      await exportReport({ ...filter, format }).unwrap();
    } catch {
      toast.error(t('time.reports.exportError'));
    }
  };

  return (
    <Stack gap="lg" data-testid="time-reports-page">
      <StyledFilters aria-label={t('time.reports.filters')} onSubmit={(event) => event.preventDefault()}>
        <DateField
          label={t('time.reports.from')}
          value={filters.from}
          onChange={(value) => set('from', value)}
          language={language}
          calendarLabel={t('time.reports.from')}
          max={filters.to || undefined}
        />
        <DateField
          label={t('time.reports.to')}
          value={filters.to}
          onChange={(value) => set('to', value)}
          language={language}
          calendarLabel={t('time.reports.to')}
          min={filters.from || undefined}
          max={addDays(today, 0)}
        />
        <SelectField
          label={t('time.reports.client')}
          value={filters.clientCompanyId}
          placeholder={t('time.reports.all')}
          options={clients}
          onChange={(event) => setClient(event.target.value)}
        />
        <SelectField
          label={t('time.reports.project')}
          value={filters.projectId}
          placeholder={t('time.reports.all')}
          options={(projects.data ?? [])
            .filter((project) => !filters.clientCompanyId || project.clientCompanyId === filters.clientCompanyId)
            .map((project) => ({ value: project.id, label: project.name }))}
          onChange={(event) => set('projectId', event.target.value)}
        />
        <SelectField
          label={t('time.reports.person')}
          value={filters.userId}
          placeholder={t('time.reports.all')}
          options={(people.data ?? []).map((person) => ({
            value: person.id,
            label: `${person.firstName} ${person.lastName}`,
          }))}
          onChange={(event) => set('userId', event.target.value)}
        />
        <SelectField
          label={t('time.reports.billable')}
          value={filters.billable}
          placeholder={t('time.reports.all')}
          options={[
            { value: 'true', label: t('time.reports.billableOnly') },
            { value: 'false', label: t('time.reports.nonBillableOnly') },
          ]}
          onChange={(event) => set('billable', event.target.value as ReportFilters['billable'])}
        />
      </StyledFilters>
      <Stack direction="horizontal" gap="sm" wrap>
        <Button variant="secondary" loading={exporting.isLoading} onClick={() => void download('csv')}>
          {t('time.reports.exportCsv')}
        </Button>
        <Button variant="secondary" loading={exporting.isLoading} onClick={() => void download('xlsx')}>
          {t('time.reports.exportXlsx')}
        </Button>
      </Stack>
      <QueryGate
        query={report}
        loading={<LoadingState rows={4} label={t('time.reports.title')} />}
        errorMessage={t('time.reports.loadError')}
      >
        {(data) =>
          data.total.minutes === 0 ? (
            <EmptyState message={t('time.reports.empty')} />
          ) : (
            <Stack gap="lg">
              <SummaryCards
                label={t('time.reports.total')}
                cards={[
                  {
                    key: 'hours',
                    label: t('time.reports.hours'),
                    value: formatDurationEntry(data.total.minutes, language),
                  },
                  {
                    key: 'billable',
                    label: t('time.reports.billableHours'),
                    value: formatDurationEntry(data.total.billableMinutes, language) || '0',
                  },
                  {
                    key: 'amount',
                    label: t('time.reports.amount'),
                    value: formatCents(data.total.amountCents, language),
                  },
                ]}
              />
              {(['byClient', 'byProject', 'byUser', 'byTask'] as const).map((key) => (
                <TimeTotalsTable
                  key={key}
                  id={`time-report-${key}`}
                  title={t(`time.reports.${key}`)}
                  totals={data[key]}
                  language={language}
                  showAmounts
                  emptyName={key === 'byTask' ? t('time.reports.noTask') : ''}
                />
              ))}
            </Stack>
          )
        }
      </QueryGate>
      {isAdmin && <BillingSection filter={filter} />}
    </Stack>
  );
}
