import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageHeader } from '@taskflow/app-providers';
import { INDUSTRIES, type CustomerView, type ProjectView } from '@taskflow/contracts';
import { customerSummary, formatDate, formatRelativeTime } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions } from '@taskflow/store';
import {
  Button,
  Card,
  ErrorState,
  Form,
  Heading,
  LoadingState,
  SelectField,
  StatePanel,
  Stack,
  Text,
  TextAreaField,
  TextField,
  useConfirm,
  useToast,
} from '@taskflow/ui';
import { useNow } from '../../common/hooks/useNow';
import { useBoardProjectsQuery } from '../../common/state/tasks.api';
import {
  useCustomerActivityQuery,
  useCustomerQuery,
  useDeleteCustomerMutation,
  useUpdateCustomerMutation,
} from '../state/customers.api';
import { industryLabel } from '../utils/industry-label';
import { ContactsSection } from './ContactsSection';
import { CustomerStatusChip } from './CustomerStatusChip';
import { StyledFieldGrid } from '../../common/components/FieldGrid';
import { StyledColumns, StyledFacts } from '../../common/components/DetailLayout';

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledPlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

interface InfoDraft {
  name: string;
  website: string;
  industry: string;
  address: string;
  phone: string;
  description: string;
}

const draftOf = (customer: CustomerView): InfoDraft => ({
  name: customer.name,
  website: customer.website ?? '',
  industry: customer.industry ?? '',
  address: customer.address ?? '',
  phone: customer.phone ?? '',
  description: customer.description ?? '',
});

/** /dashboard/customers/{customerId}: info, contacts, projects and activity of one customer (document 1 §2). */
export function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const query = useCustomerQuery(customerId);
  const customer = query.data;
  usePageHeader({ title: customer?.name, breadcrumb: customer?.name });

  if (query.isLoading) return <LoadingState label={t('customers.detail.loading')} />;
  if (!customer) {
    const notFound = (query.error as { status?: number } | undefined)?.status === 404;
    return notFound || !query.isError ? (
      <StatePanel
        title={t('customers.detail.notFoundTitle')}
        description={<Text muted>{t('customers.detail.notFoundText')}</Text>}
        action={<Button onClick={() => navigate('/dashboard/customers')}>{t('customers.detail.back')}</Button>}
      />
    ) : (
      <ErrorState
        message={t('customers.loadError')}
        retryLabel={t('customers.reload')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <CustomerDetail customer={customer} />;
}

function CustomerDetail({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const permissions = usePermissions();
  const projectsQuery = useBoardProjectsQuery();
  const [updateCustomer, { isLoading: saving }] = useUpdateCustomerMutation();
  const [deleteCustomer] = useDeleteCustomerMutation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<InfoDraft>(() => draftOf(customer));
  const [nameError, setNameError] = useState(false);
  const canEdit = permissions.has('canEditCustomers');
  const canDelete = permissions.has('canDeleteCustomers');

  useEffect(() => {
    if (!editing) setDraft(draftOf(customer));
  }, [customer, editing]);

  const projects = useMemo(
    () => (projectsQuery.data ?? []).filter((project) => project.clientCompanyId === customer.id),
    [projectsQuery.data, customer.id],
  );
  const summary = customerSummary(projects);

  const cancel = () => {
    setDraft(draftOf(customer));
    setNameError(false);
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setNameError(true);
      return;
    }
    try {
      await updateCustomer({
        id: customer.id,
        changes: {
          name: draft.name.trim(),
          website: draft.website.trim() || null,
          industry: draft.industry || null,
          address: draft.address.trim() || null,
          phone: draft.phone.trim() || null,
          description: draft.description.trim() || null,
        },
      }).unwrap();
      toast.success(t('customers.detail.saved'));
      setEditing(false);
    } catch {
      toast.error(t('customers.detail.saveError'));
    }
  };
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
  const change = (field: keyof InfoDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'name') setNameError(false);
  };
  const fact = (value: string | null | undefined) => value || t('customers.detail.notGiven');

  return (
    <Stack gap="lg" data-testid="customer-detail">
      <Card padding="lg">
        <Stack gap="md">
          <Stack direction="horizontal" justify="between" align="start" gap="md" wrap>
            <Stack gap="xs">
              <Stack direction="horizontal" align="center" gap="sm" wrap>
                <Heading level={2} size="xl">
                  {customer.name}
                </Heading>
                <CustomerStatusChip status={summary.status} />
              </Stack>
              <Text size="sm" muted>
                {[
                  industryLabel(t, customer.industry),
                  t('customers.detail.since', { date: formatDate(customer.createdAt, language) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <StyledLinks>
              <StyledButtonLink to={`/dashboard/projects?customerId=${customer.id}`}>
                {t('customers.detail.viewProjects')}
              </StyledButtonLink>
              <StyledButtonLink to={`/dashboard/messages?customerId=${customer.id}`}>
                {t('customers.detail.viewMessages')}
              </StyledButtonLink>
              {canEdit && !editing ? (
                <Button size="sm" onClick={() => setEditing(true)}>
                  {t('customers.detail.edit')}
                </Button>
              ) : null}
              {canDelete ? (
                <Button size="sm" variant="danger" onClick={() => void remove()}>
                  {t('customers.detail.delete')}
                </Button>
              ) : null}
            </StyledLinks>
          </Stack>
        </Stack>
      </Card>
      <StyledColumns>
        <Stack gap="lg">
          <Card padding="lg" as="section" aria-labelledby="customer-info-title">
            <Stack gap="md">
              <Heading level={2} size="lg" id="customer-info-title">
                {t('customers.detail.info')}
              </Heading>
              {editing ? (
                <StyledForm noValidate onSubmit={save} aria-labelledby="customer-info-title">
                  <TextField
                    id="customer-name"
                    label={t('customers.form.name')}
                    required
                    value={draft.name}
                    onChange={(event) => change('name', event.target.value)}
                    error={nameError ? t('customers.form.errors.nameRequired') : undefined}
                  />
                  <StyledFieldGrid>
                    <TextField
                      id="customer-website"
                      type="url"
                      label={t('customers.form.website')}
                      value={draft.website}
                      onChange={(event) => change('website', event.target.value)}
                    />
                    <SelectField
                      id="customer-industry"
                      label={t('customers.form.industry')}
                      placeholder={t('customers.form.industryPlaceholder')}
                      value={draft.industry}
                      onChange={(event) => change('industry', event.target.value)}
                      options={[...INDUSTRIES].map((value) => ({ value, label: industryLabel(t, value) }))}
                    />
                    <TextField
                      id="customer-address"
                      label={t('customers.form.address')}
                      value={draft.address}
                      onChange={(event) => change('address', event.target.value)}
                    />
                    <TextField
                      id="customer-phone"
                      type="tel"
                      label={t('customers.form.phone')}
                      value={draft.phone}
                      onChange={(event) => change('phone', event.target.value)}
                    />
                  </StyledFieldGrid>
                  <TextAreaField
                    id="customer-description"
                    label={t('customers.form.description')}
                    value={draft.description}
                    onChange={(event) => change('description', event.target.value)}
                  />
                  <Stack direction="horizontal" gap="sm">
                    <Button type="submit" loading={saving}>
                      {t('customers.detail.save')}
                    </Button>
                    <Button variant="secondary" onClick={cancel}>
                      {t('customers.detail.cancel')}
                    </Button>
                  </Stack>
                </StyledForm>
              ) : (
                <StyledFacts>
                  <dt>{t('customers.form.website')}</dt>
                  <dd>
                    {customer.website ? (
                      <a href={customer.website} target="_blank" rel="noreferrer">
                        {customer.website}
                      </a>
                    ) : (
                      t('customers.detail.notGiven')
                    )}
                  </dd>
                  <dt>{t('customers.form.industry')}</dt>
                  <dd>{fact(industryLabel(t, customer.industry))}</dd>
                  <dt>{t('customers.form.address')}</dt>
                  <dd>{fact(customer.address)}</dd>
                  <dt>{t('customers.form.phone')}</dt>
                  <dd>{fact(customer.phone)}</dd>
                  <dt>{t('customers.form.description')}</dt>
                  <dd>{fact(customer.description)}</dd>
                  <dt>{t('customers.detail.statusLabel')}</dt>
                  <dd>
                    <CustomerStatusChip status={summary.status} />{' '}
                    <Text as="span" size="sm" muted>
                      {t('customers.detail.statusHint')}
                    </Text>
                  </dd>
                </StyledFacts>
              )}
            </Stack>
          </Card>
          <ProjectsSection projects={projects} isLoading={projectsQuery.isLoading} customerId={customer.id} />
        </Stack>
        <Stack gap="lg">
          <ContactsSection customer={customer} canEdit={canEdit} />
          <ActivitySection customerId={customer.id} />
        </Stack>
      </StyledColumns>
    </Stack>
  );
}

function ProjectsSection({
  projects,
  isLoading,
  customerId,
}: {
  projects: ProjectView[];
  isLoading: boolean;
  customerId: string;
}) {
  const { t } = useTranslation('board');
  const permissions = usePermissions();
  const active = projects.filter((project) => project.isActive);
  const completed = projects.filter((project) => !project.isActive);
  const group = (title: string, items: ProjectView[], testId: string) =>
    items.length === 0 ? null : (
      <Stack gap="sm" data-testid={testId}>
        <Heading level={3} size="md">
          {title} · {items.length}
        </Heading>
        <StyledPlainList>
          {items.map((project) => (
            <li key={project.id}>
              <Link to={`/dashboard/projects/${project.id}`}>{project.name}</Link>
            </li>
          ))}
        </StyledPlainList>
      </Stack>
    );
  return (
    <Card padding="lg" as="section" aria-labelledby="customer-projects-title">
      <Stack gap="md">
        <Stack direction="horizontal" justify="between" align="center" gap="sm">
          <Heading level={2} size="lg" id="customer-projects-title">
            {t('customers.detail.projects')}
          </Heading>
          {permissions.has('canCreateProjects') ? (
            <StyledButtonLink to={`/dashboard/projects/add?clientId=${customerId}`}>
              {t('customers.detail.newProject')}
            </StyledButtonLink>
          ) : null}
        </Stack>
        {isLoading ? (
          <LoadingState label={t('customers.detail.loading')} rows={2} />
        ) : projects.length === 0 ? (
          <Text muted>{t('customers.detail.noProjects')}</Text>
        ) : (
          <>
            {group(t('customers.detail.activeProjects'), active, 'active-projects')}
            {group(t('customers.detail.completedProjects'), completed, 'completed-projects')}
          </>
        )}
      </Stack>
    </Card>
  );
}

function ActivitySection({ customerId }: { customerId: string }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const now = useNow();
  const activity = useCustomerActivityQuery(customerId);
  return (
    <Card padding="lg" as="section" aria-labelledby="customer-activity-title">
      <Stack gap="md">
        <Heading level={2} size="lg" id="customer-activity-title">
          {t('customers.detail.activity')}
        </Heading>
        {activity.isLoading ? (
          <LoadingState label={t('customers.detail.activity')} rows={3} />
        ) : activity.isError ? (
          <ErrorState
            message={t('customers.detail.activityLoadError')}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void activity.refetch()}
          />
        ) : (activity.data ?? []).length === 0 ? (
          <Text muted>{t('customers.detail.noActivity')}</Text>
        ) : (
          <StyledPlainList>
            {(activity.data ?? []).map((item) => {
              const author = item.author
                ? `${item.author.firstName} ${item.author.lastName}`
                : t('customers.detail.unknownAuthor');
              const target = item.task ? item.task.title : item.project.name;
              return (
                <li key={item.id}>
                  <Text size="sm">
                    <strong>{author}</strong>{' '}
                    {item.type === 'approval' && item.approvalStatus
                      ? `${t(`customers.detail.approval.${item.approvalStatus}`)} `
                      : ''}
                    {t('customers.detail.activityOn', { target })}
                  </Text>
                  {item.content ? <Text size="sm">{item.content}</Text> : null}
                  <Text size="xs" muted>
                    {formatRelativeTime(item.createdAt, now, language)}
                  </Text>
                </li>
              );
            })}
          </StyledPlainList>
        )}
      </Stack>
    </Card>
  );
}
