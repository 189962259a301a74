import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataList, type DataColumn, type SortState } from '@taskflow/ui';
import { StyledNameLink } from '../../common/components/ListCards';
import type { CustomerRow } from '../utils/customer-rows';
import { industryLabel } from '../utils/industry-label';
import type { CustomerListProps } from './CustomerCards';
import { CustomerStatusChip } from './CustomerStatusChip';

export const CUSTOMER_SORT_KEYS = ['name', 'projects', 'activity'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

export interface CustomerTableProps extends CustomerListProps {
  sort: SortState<CustomerSortKey> | null;
  onSortChange: (key: CustomerSortKey) => void;
}

/** The customer list as a table (list view); a row opens the customer. */
export function CustomerTable({ rows, activity, sort, onSortChange }: CustomerTableProps) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const columns: DataColumn<CustomerRow, CustomerSortKey>[] = [
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
  return (
    <DataList
      caption={t('customers.title')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.customer.id}
      sort={sort}
      onSortChange={onSortChange}
      onRowClick={(row) => navigate(`/dashboard/customers/${row.customer.id}`)}
      rowLabel={(row) => t('customers.open', { name: row.customer.name })}
    />
  );
}
