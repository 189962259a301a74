import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePageHeader } from '@taskflow/app-providers';
import { formatActivityAge, type CustomerStatus } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions } from '@taskflow/store';
import {
  Button,
  DataList,
  EmptyState,
  ErrorState,
  LoadingState,
  SelectField,
  Stack,
  Text,
  usePersistentViewMode,
  useSort,
  type DataColumn,
} from '@taskflow/ui';
import { StyledCardGrid, StyledCardLink, StyledLinkedCard, StyledNameLink } from '../../common/components/ListCards';
import { ListSortField, ListToolbar } from '../../common/components/ListToolbar';
import { useNow } from '../../common/hooks/useNow';
import { useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useCustomersQuery } from '../state/customers.api';
import {
  customerRows,
  customerTotals,
  filterCustomerRows,
  industryChoices,
  type CustomerRow,
} from '../utils/customer-rows';
import { industryLabel } from '../utils/industry-label';
import { CustomerStatusChip } from './CustomerStatusChip';
import { NewCustomerDialog } from './NewCustomerDialog';
import { SummaryCards } from '../../common/components/SummaryCards';

const SORT_KEYS = ['name', 'projects', 'activity'] as const;
type SortKey = (typeof SORT_KEYS)[number];
const STATUSES: CustomerStatus[] = ['active', 'inactive', 'prospect'];

const StyledCustomerLink = styled(StyledCardLink)`
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** /dashboard/customers: the customer list (docs/screens-and-routes.md#board). */
export function CustomersPage() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const now = useNow();
  const permissions = usePermissions();
  const customersQuery = useCustomersQuery();
  const projectsQuery = useBoardProjectsQuery();
  const [view, setView] = usePersistentViewMode('customers');
  const [query, setQuery] = useState('');
  const [industry, setIndustry] = useState('');
  const [status, setStatus] = useState<CustomerStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const canAdd = permissions.has('canAddCustomers');

  usePageHeader({
    action: canAdd ? { label: t('customers.newCustomer'), onClick: () => setCreating(true) } : undefined,
  });

  const rows = useMemo(
    () => customerRows(customersQuery.data ?? [], projectsQuery.data ?? []),
    [customersQuery.data, projectsQuery.data],
  );
  const filtered = useMemo(
    () => filterCustomerRows(rows, { query, industry, status }),
    [rows, query, industry, status],
  );
  const { sorted, sort, setSort, toggleSort } = useSort<CustomerRow, SortKey>(
    filtered,
    {
      name: (row) => row.customer.name,
      projects: (row) => row.projectCount,
      activity: (row) => row.lastActivity?.getTime() ?? null,
    },
    { initial: { key: 'name', direction: 'asc' }, locale: language },
  );
  const totals = customerTotals(rows);
  const filteredOut = rows.length > 0 && filtered.length === 0;
  const isLoading = customersQuery.isLoading || projectsQuery.isLoading;
  const isError = customersQuery.isError || projectsQuery.isError;
  const retry = () => {
    void customersQuery.refetch();
    void projectsQuery.refetch();
  };
  const open = (row: CustomerRow) => navigate(`/dashboard/customers/${row.customer.id}`);
  const activity = (row: CustomerRow) =>
    row.lastActivity ? formatActivityAge(row.lastActivity, now, language) : t('customers.noActivity');

  const columns: DataColumn<CustomerRow, SortKey>[] = [
    {
      key: 'name',
      header: t('customers.columns.name'),
      primary: true,
      sortKey: 'name',
      cell: (row) => (
        <StyledNameLink to={`/dashboard/customers/${row.customer.id}`}>{row.customer.name}</StyledNameLink>
      ),
    },
    {
      key: 'industry',
      header: t('customers.columns.industry'),
      cell: (row) => industryLabel(t, row.customer.industry) || t('customers.noIndustry'),
    },
    { key: 'status', header: t('customers.columns.status'), cell: (row) => <CustomerStatusChip status={row.status} /> },
    {
      key: 'projects',
      header: t('customers.columns.projects'),
      sortKey: 'projects',
      align: 'end',
      cell: (row) => row.projectCount,
    },
    {
      key: 'contacts',
      header: t('customers.columns.contacts'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => row.customer.contacts.length,
    },
    { key: 'activity', header: t('customers.columns.activity'), sortKey: 'activity', cell: activity },
  ];

  const resetFilters = () => {
    setQuery('');
    setIndustry('');
    setStatus('');
  };

  let content;
  if (isLoading) content = <LoadingState label={t('customers.loading')} layout={view === 'grid' ? 'cards' : 'rows'} />;
  else if (isError)
    content = <ErrorState message={t('customers.loadError')} retryLabel={t('customers.reload')} onRetry={retry} />;
  else if (rows.length === 0)
    content = (
      <EmptyState
        message={t('customers.empty')}
        action={canAdd ? <Button onClick={() => setCreating(true)}>{t('customers.createFirst')}</Button> : undefined}
      />
    );
  else if (filteredOut)
    content = (
      <EmptyState
        message={t('customers.noMatches')}
        action={
          <Button variant="secondary" onClick={resetFilters}>
            {t('customers.resetFilters')}
          </Button>
        }
      />
    );
  else if (view === 'grid')
    content = (
      <StyledCardGrid aria-label={t('customers.title')}>
        {sorted.map((row) => (
          <li key={row.customer.id}>
            <StyledLinkedCard padding="md">
              <Stack gap="sm">
                <Stack direction="horizontal" justify="between" align="start" gap="sm">
                  <StyledCustomerLink to={`/dashboard/customers/${row.customer.id}`}>
                    {row.customer.name}
                  </StyledCustomerLink>
                  <CustomerStatusChip status={row.status} />
                </Stack>
                <Text size="sm" muted>
                  {industryLabel(t, row.customer.industry) || t('customers.noIndustry')}
                </Text>
                <Text size="sm">
                  {t('customers.projectCount', { count: row.projectCount })}
                  {row.activeProjects > 0
                    ? ` · ${t('customers.activeProjectCount', { count: row.activeProjects })}`
                    : ''}
                </Text>
                <Text size="sm" muted>
                  {t('customers.contactCount', { count: row.customer.contacts.length })} · {activity(row)}
                </Text>
              </Stack>
            </StyledLinkedCard>
          </li>
        ))}
      </StyledCardGrid>
    );
  else
    content = (
      <DataList
        caption={t('customers.title')}
        columns={columns}
        rows={sorted}
        getRowKey={(row) => row.customer.id}
        sort={sort}
        onSortChange={toggleSort}
        onRowClick={open}
        rowLabel={(row) => t('customers.open', { name: row.customer.name })}
      />
    );

  return (
    <Stack gap="lg" data-testid="customers-page">
      <SummaryCards
        label={t('customers.summary.label')}
        cards={[
          { key: 'all', label: t('customers.summary.all'), value: String(totals.all) },
          { key: 'active', label: t('customers.summary.active'), value: String(totals.active) },
          { key: 'prospects', label: t('customers.summary.prospects'), value: String(totals.prospects) },
          { key: 'activeProjects', label: t('customers.summary.activeProjects'), value: String(totals.activeProjects) },
        ]}
      />
      <ListToolbar
        label={t('customers.toolbar')}
        search={{
          label: t('customers.search'),
          placeholder: t('customers.searchHint'),
          value: query,
          onChange: setQuery,
        }}
        view={{
          value: view,
          onChange: setView,
          label: t('customers.viewLabel'),
          listLabel: t('customers.viewList'),
          gridLabel: t('customers.viewGrid'),
        }}
      >
        <SelectField
          label={t('customers.industryFilter')}
          hideLabel
          value={industry}
          onChange={(event) => setIndustry(event.target.value)}
          options={[
            { value: '', label: t('customers.allIndustries') },
            ...industryChoices(customersQuery.data ?? []).map((value) => ({ value, label: industryLabel(t, value) })),
          ]}
        />
        <SelectField
          label={t('customers.statusFilter')}
          hideLabel
          value={status}
          onChange={(event) => setStatus(event.target.value as CustomerStatus | '')}
          options={[
            { value: '', label: t('customers.allStatuses') },
            ...STATUSES.map((value) => ({ value, label: t(`customers.status.${value}`) })),
          ]}
        />
        <ListSortField
          label={t('customers.sortLabel')}
          value={sort?.key ?? 'name'}
          keys={SORT_KEYS}
          keyLabel={(key) => t(`customers.sort.${key}`)}
          onChange={(key) => setSort({ key, direction: key === 'name' ? 'asc' : 'desc' })}
        />
      </ListToolbar>
      {content}
      {creating ? (
        <NewCustomerDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            navigate(`/dashboard/customers/${id}`);
          }}
        />
      ) : null}
    </Stack>
  );
}
