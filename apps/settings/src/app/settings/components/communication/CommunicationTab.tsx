import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CLIENT_REPORT_FREQUENCIES,
  type ClientCommunicationSettingsView,
  type ClientReportFrequency,
  type UpdateClientCommunicationSettingsRequest,
} from '@taskflow/contracts';
import {
  ErrorState,
  Form,
  LoadingState,
  SelectField,
  Stack,
  Text,
  TextAreaField,
  ToggleField,
  useToast,
} from '@taskflow/ui';
import { useDraft } from '../../hooks/use-draft';
import { useReportPendingChanges } from '../../hooks/pending-changes';
import {
  useGetCommunicationSettingsQuery,
  useGetPreviewProjectsQuery,
  useUpdateCommunicationSettingsMutation,
} from '../../state/settings.api';
import { changedFields } from '../../utils/changed-fields';
import { renderTemplate, TEMPLATE_KEYS, type TemplateKey } from '../../utils/template-preview';
import { SettingsSection } from '../SettingsSection';

const FLAGS = [
  'autoNotifyClients',
  'clientVisibilityDefault',
  'allowClientComments',
  'requireApprovalForUpdates',
  'clientPortalAccess',
] as const satisfies readonly (keyof ClientCommunicationSettingsView)[];

const PLACEHOLDERS = { clientName: '{clientName}', projectName: '{projectName}' };

export const StyledPreview = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const StyledPreviewChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** How clients are informed (docs/roles-and-permissions.md#client-contact-of-a-customer): flags, report frequency and the four templates; saved with the bar. */
export function CommunicationTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { data, isLoading, isError, isFetching, refetch } = useGetCommunicationSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateCommunicationSettingsMutation();
  const draft = useDraft(data);
  const toast = useToast();

  const save = async () => {
    if (!draft.saved || !draft.values) return true;
    const { emailTemplates, ...flags } = draft.changes;
    const change: UpdateClientCommunicationSettingsRequest = { ...flags };
    if (emailTemplates) change.emailTemplates = changedFields(draft.saved.emailTemplates, emailTemplates);
    try {
      draft.reset(await update(change).unwrap());
      toast.success(t('communication.saved'));
      return true;
    } catch {
      toast.error(t('communication.saveError'));
      return false;
    }
  };
  useReportPendingChanges({ dirty: draft.dirty, saving, save, discard: () => draft.reset() });

  if (isLoading) return <LoadingState label={t('loading')} rows={6} />;
  if (isError || !draft.values)
    return (
      <ErrorState
        message={t('communication.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  const values = draft.values;

  return (
    <Form
      noValidate
      aria-label={t('communication.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="xl">
        <SettingsSection
          id="communication-flags"
          title={t('communication.heading')}
          description={t('communication.intro')}
        >
          {FLAGS.map((flag) => (
            <ToggleField
              key={flag}
              label={t(`communication.flags.${flag}.label`)}
              hint={t(`communication.flags.${flag}.hint`)}
              checked={values[flag]}
              disabled={saving}
              onCheckedChange={(checked) => draft.set(flag, checked)}
            />
          ))}
          <SelectField
            label={t('communication.reports.label')}
            hint={t('communication.reports.hint')}
            value={values.clientReportsFrequency}
            disabled={saving}
            options={CLIENT_REPORT_FREQUENCIES.map((value) => ({ value, label: t(`communication.reports.${value}`) }))}
            onChange={(event) => draft.set('clientReportsFrequency', event.target.value as ClientReportFrequency)}
          />
        </SettingsSection>
        <SettingsSection
          id="communication-templates"
          title={t('communication.templates.heading')}
          description={t('communication.templates.placeholders', PLACEHOLDERS)}
        >
          {TEMPLATE_KEYS.map((key) => (
            <TextAreaField
              key={key}
              label={t(`communication.templates.${key}`)}
              rows={4}
              maxLength={10_000}
              value={values.emailTemplates[key]}
              disabled={saving}
              onChange={(event) => draft.set('emailTemplates', { ...values.emailTemplates, [key]: event.target.value })}
            />
          ))}
          <TemplatePreview templates={values.emailTemplates} />
        </SettingsSection>
      </Stack>
    </Form>
  );
}

/** A template with the names of one of the agency's projects put in. */
function TemplatePreview({ templates }: { templates: ClientCommunicationSettingsView['emailTemplates'] }) {
  const { t } = useTranslation('settings');
  const { data: projects, isError } = useGetPreviewProjectsQuery();
  const [template, setTemplate] = useState<TemplateKey>('projectStart');
  const [projectId, setProjectId] = useState<string>('');
  const project = projects?.find((candidate) => candidate.id === projectId) ?? projects?.[0];
  return (
    <Stack gap="md" as="section" aria-labelledby="template-preview-heading">
      <Text as="h3" weight="semibold" id="template-preview-heading">
        {t('communication.preview.heading')}
      </Text>
      <StyledPreviewChoices>
        <SelectField
          label={t('communication.preview.template')}
          value={template}
          options={TEMPLATE_KEYS.map((key) => ({ value: key, label: t(`communication.templates.${key}`) }))}
          onChange={(event) => setTemplate(event.target.value as TemplateKey)}
        />
        {projects && projects.length > 0 ? (
          <SelectField
            label={t('communication.preview.project')}
            value={project?.id ?? ''}
            options={projects.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.name} · ${candidate.clientCompany.name}`,
            }))}
            onChange={(event) => setProjectId(event.target.value)}
          />
        ) : null}
      </StyledPreviewChoices>
      {isError ? (
        <Text size="sm" muted>
          {t('communication.preview.projectsError')}
        </Text>
      ) : projects && projects.length === 0 ? (
        <Text size="sm" muted>
          {t('communication.preview.noProjects')}
        </Text>
      ) : null}
      <StyledPreview data-testid="template-preview" aria-live="polite">
        {project ? renderTemplate(templates[template] ?? '', project) : templates[template]}
      </StyledPreview>
    </Stack>
  );
}
