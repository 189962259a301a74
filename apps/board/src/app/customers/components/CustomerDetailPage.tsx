import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageHeader } from '@taskflow/app-providers';
import type { CustomerView } from '@taskflow/contracts';
import { customerSummary } from '@taskflow/domain';
import { usePermissions } from '@taskflow/store';
import { Button, LoadingState, StatePanel, Stack, Text, useConfirm, useToast } from '@taskflow/ui';
import { StyledColumns } from '../../common/components/DetailLayout';
import { QueryGate } from '../../common/components/QueryGate';
import { useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useCustomerQuery, useDeleteCustomerMutation } from '../state/customers.api';
import { ContactsSection } from './ContactsSection';
import { CustomerActivity } from './CustomerActivity';
import { CustomerHeader } from './CustomerHeader';
import { CustomerInfo } from './CustomerInfo';
import { CustomerProjects } from './CustomerProjects';

/** /dashboard/customers/{customerId}: info, contacts, projects and activity of one customer (docs/screens-and-routes.md#board). */
export function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const query = useCustomerQuery(customerId);
  const customer = query.data;
  usePageHeader({ title: customer?.name, breadcrumb: customer?.name });

  return (
    <QueryGate
      query={query}
      keepData
      loading={<LoadingState label={t('customers.detail.loading')} />}
      notFound={
        <StatePanel
          title={t('customers.detail.notFoundTitle')}
          description={<Text muted>{t('customers.detail.notFoundText')}</Text>}
          action={<Button onClick={() => navigate('/dashboard/customers')}>{t('customers.detail.back')}</Button>}
        />
      }
      errorMessage={t('customers.loadError')}
      retryLabel={t('customers.reload')}
      showRetrying={false}
    >
      {(loaded) => <CustomerDetail customer={loaded} />}
    </QueryGate>
  );
}

function CustomerDetail({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const permissions = usePermissions();
  const projectsQuery = useBoardProjectsQuery();
  const [deleteCustomer] = useDeleteCustomerMutation();
  const [editing, setEditing] = useState(false);
  const canEdit = permissions.has('canEditCustomers');
  const canDelete = permissions.has('canDeleteCustomers');

  const projects = useMemo(
    () => (projectsQuery.data ?? []).filter((project) => project.clientCompanyId === customer.id),
    [projectsQuery.data, customer.id],
  );
  const summary = customerSummary(projects);

  const remove = async () => {
    const deleted = await confirm({
      title: t('customers.detail.deleteTitle', { name: customer.name }),
      message: t('customers.detail.deleteMessage'),
      confirmLabel: t('customers.detail.deleteConfirm'),
      action: () => deleteCustomer(customer.id).unwrap(),
      errorMessage: t('customers.detail.deleteError'),
    });
    if (deleted) {
      toast.success(t('customers.detail.deleted', { name: customer.name }));
      navigate('/dashboard/customers');
    }
  };

  return (
    <Stack gap="lg" data-testid="customer-detail">
      <CustomerHeader
        customer={customer}
        status={summary.status}
        onEdit={canEdit && !editing ? () => setEditing(true) : undefined}
        onDelete={canDelete ? () => void remove() : undefined}
      />
      <StyledColumns>
        <Stack gap="lg">
          <CustomerInfo
            customer={customer}
            status={summary.status}
            editing={editing}
            onEditingEnd={() => setEditing(false)}
          />
          <CustomerProjects projects={projects} isLoading={projectsQuery.isLoading} customerId={customer.id} />
        </Stack>
        <Stack gap="lg">
          <ContactsSection customer={customer} canEdit={canEdit} />
          <CustomerActivity customerId={customer.id} />
        </Stack>
      </StyledColumns>
    </Stack>
  );
}
