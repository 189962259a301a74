import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageHeader } from '@taskflow/app-providers';
import { formatActivityAge, type CustomerStatus } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions } from '@taskflow/store';
import { Button, EmptyState, LoadingState, SelectField, Stack, usePersistentViewMode, useSort } from '@taskflow/ui';
import { ListSortField, ListToolbar } from '../../common/components/ListToolbar';
import { QueryGate } from '../../common/components/QueryGate';
import { SummaryCards } from '../../common/components/SummaryCards';
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
import { CustomerCards } from './CustomerCards';
import { CUSTOMER_SORT_KEYS, CustomerTable, type CustomerSortKey } from './CustomerTable';
import { NewCustomerDialog } from './NewCustomerDialog';

const STATUSES: CustomerStatus[] = ['active', 'inactive', 'prospect'];

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
  const { sorted, sort, setSort, toggleSort } = useSort<CustomerRow, CustomerSortKey>(
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
  // Rows need both answers: one gate for the two reads, Retry reads both again.
  const rowsQuery = {
    data: customersQuery.data && projectsQuery.data ? rows : undefined,
    isLoading: customersQuery.isLoading || projectsQuery.isLoading,
    isFetching: customersQuery.isFetching || projectsQuery.isFetching,
    isError: customersQuery.isError || projectsQuery.isError,
    refetch: () => {
      void customersQuery.refetch();
      void projectsQuery.refetch();
    },
  };
  const activity = (row: CustomerRow) =>
    row.lastActivity ? formatActivityAge(row.lastActivity, now, language) : t('customers.noActivity');

  const resetFilters = () => {
    setQuery('');
    setIndustry('');
    setStatus('');
  };

  const list = () => {
    if (rows.length === 0)
      return (
        <EmptyState
          message={t('customers.empty')}
          action={canAdd ? <Button onClick={() => setCreating(true)}>{t('customers.createFirst')}</Button> : undefined}
        />
      );
    if (filteredOut)
      return (
        <EmptyState
          message={t('customers.noMatches')}
          action={
            <Button variant="secondary" onClick={resetFilters}>
              {t('customers.resetFilters')}
            </Button>
          }
        />
      );
    if (view === 'grid') return <CustomerCards rows={sorted} activity={activity} />;
    return <CustomerTable rows={sorted} activity={activity} sort={sort} onSortChange={toggleSort} />;
  };

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
          keys={CUSTOMER_SORT_KEYS}
          keyLabel={(key) => t(`customers.sort.${key}`)}
          onChange={(key) => setSort({ key, direction: key === 'name' ? 'asc' : 'desc' })}
        />
      </ListToolbar>
      <QueryGate
        query={rowsQuery}
        loading={<LoadingState label={t('customers.loading')} layout={view === 'grid' ? 'cards' : 'rows'} />}
        errorMessage={t('customers.loadError')}
        retryLabel={t('customers.reload')}
        showRetrying={false}
      >
        {list}
      </QueryGate>
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
