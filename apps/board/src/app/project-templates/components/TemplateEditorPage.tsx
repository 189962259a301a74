import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageHeader } from '@taskflow/app-providers';
import type { ProjectTemplateView, UserLanguage } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Button, Card, LoadingState, Stack, StatePanel, Text, useToast } from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import { StyledChip } from '../../common/components/TaskChips';
import { useTemplateAccess } from '../../common/hooks/useTemplateAccess';
import {
  useCopyProjectTemplateMutation,
  useCreateProjectTemplateMutation,
  useProjectTemplateQuery,
  useUpdateProjectTemplateMutation,
} from '../../common/state/project-templates.api';
import { useAssignableUsersQuery } from '../../common/state/tasks.api';
import { templateFailureKey } from '../../common/utils/template-failures';
import {
  emptyTemplateForm,
  templateFormFromView,
  templateRequest,
  type TemplateFormValues,
} from '../utils/template-form';
import { TemplateEditorForm } from './TemplateEditorForm';

const LIST_PATH = '/dashboard/projects/templates';

/** /dashboard/projects/templates/new and /dashboard/projects/templates/{templateId} (docs/screens-and-routes.md#board). */
export function TemplateEditorPage() {
  const { templateId } = useParams();
  const { t } = useTranslation('board');
  const access = useTemplateAccess();
  if (!access.decided) return <LoadingState label={t('templates.loading')} variant="spinner" />;
  if (!access.allowed) return <StatePanel variant="empty" title={t('templates.noAccess')} />;
  return templateId ? <EditTemplate id={templateId} /> : <NewTemplate />;
}

function NewTemplate() {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const toast = useToast();
  const assignees = useAssignableUsersQuery();
  const [create, creating] = useCreateProjectTemplateMutation();
  usePageHeader({ title: t('templates.editor.newTitle') });
  const save = async (values: TemplateFormValues) => {
    const created = await create(templateRequest(values)).unwrap();
    toast.success(t('templates.saved', { name: created.name }));
    navigate(LIST_PATH);
  };
  return (
    <EditorFrame>
      <TemplateEditorForm
        initial={emptyTemplateForm()}
        assignees={assignees.data ?? []}
        readOnly={false}
        saving={creating.isLoading}
        onSave={save}
        onCancel={() => navigate(LIST_PATH)}
      />
    </EditorFrame>
  );
}

function EditTemplate({ id }: { id: string }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const query = useProjectTemplateQuery(
    { id, language: language as UserLanguage },
    { refetchOnMountOrArgChange: true },
  );
  usePageHeader({ title: query.data?.name, breadcrumb: query.data?.name });
  return (
    <QueryGate
      query={query}
      keepData
      loading={<LoadingState label={t('templates.loading')} variant="spinner" />}
      notFound={
        <StatePanel
          title={t('templates.notFoundTitle')}
          description={<Text muted>{t('templates.errors.notFound')}</Text>}
          action={<Button onClick={() => navigate(LIST_PATH)}>{t('templates.back')}</Button>}
        />
      }
      notFoundStatuses={[404, 400]}
      errorMessage={t('templates.loadError')}
    >
      {(template) => <LoadedTemplate key={`${template.id}-${template.updatedAt}`} template={template} />}
    </QueryGate>
  );
}

function LoadedTemplate({ template }: { template: ProjectTemplateView }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const assignees = useAssignableUsersQuery();
  const [update, updating] = useUpdateProjectTemplateMutation();
  const [copy, copying] = useCopyProjectTemplateMutation();

  const save = async (values: TemplateFormValues) => {
    const saved = await update({ id: template.id, template: templateRequest(values) }).unwrap();
    toast.success(t('templates.saved', { name: saved.name }));
    navigate(LIST_PATH);
  };
  const copyToEdit = async () => {
    try {
      const copied = await copy({ id: template.id, copy: { language: language as UserLanguage } }).unwrap();
      toast.success(t('templates.copied', { name: copied.name }));
      navigate(`${LIST_PATH}/${encodeURIComponent(copied.id)}`);
    } catch (failure) {
      toast.error(t(templateFailureKey(failure, 'templates.copyError')));
    }
  };

  return (
    <EditorFrame>
      {template.builtIn && (
        <Stack direction="horizontal" gap="sm" align="center" wrap>
          <StyledChip $tone="info">{t('templates.builtIn')}</StyledChip>
          <Text size="sm" muted>
            {t('templates.editor.builtInHint')}
          </Text>
          <Button size="sm" loading={copying.isLoading} onClick={() => void copyToEdit()}>
            {t('templates.copyToEdit')}
          </Button>
        </Stack>
      )}
      <TemplateEditorForm
        initial={templateFormFromView(template)}
        assignees={assignees.data ?? []}
        readOnly={template.builtIn}
        saving={updating.isLoading}
        onSave={save}
        onCancel={() => navigate(LIST_PATH)}
      />
    </EditorFrame>
  );
}

function EditorFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  return (
    <Stack gap="lg" data-testid="template-editor">
      <div>
        <Button variant="ghost" size="sm" onClick={() => navigate(LIST_PATH)}>
          ← {t('templates.back')}
        </Button>
      </div>
      <Card padding="xl">
        <Stack gap="lg">{children}</Stack>
      </Card>
    </Stack>
  );
}

export default TemplateEditorPage;
