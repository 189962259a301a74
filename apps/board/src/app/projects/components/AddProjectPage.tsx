import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localDay } from '@taskflow/domain';
import type { UserLanguage } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Button, Card, Form, LoadingState, SelectField, Stack, StatePanel, Text, useToast } from '@taskflow/ui';
import { useCanManageTemplates } from '../../common/hooks/useTemplateAccess';
import { useProjectTemplatesQuery } from '../../common/state/project-templates.api';
import { useCreateProjectMutation, useProjectFormCompaniesQuery } from '../state/projects.api';
import {
  emptyProjectForm,
  projectErrorsFromServer,
  projectRequest,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormField,
  type ProjectFormValues,
} from '../utils/project-form';
import { QueryGate } from '../../common/components/QueryGate';
import { ProjectFormFields } from './ProjectFormFields';
import { ProjectFromTemplateForm } from './ProjectFromTemplateForm';

/**
 * /dashboard/projects/add (query clientId, template; admin and team): the new-project form
 * (docs/product-rules.md#validation), or, started from a template, the from-template form (docs/screens-and-routes.md#board).
 */
export function AddProjectPage() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const canUseTemplates = useCanManageTemplates();
  const templates = useProjectTemplatesQuery(language as UserLanguage, { skip: !canUseTemplates });
  const templateId = canUseTemplates ? (params.get('template') ?? '') : '';
  const template = templates.data?.find((candidate) => candidate.id === templateId);
  const chooseTemplate = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('template', id);
        else next.delete('template');
        return next;
      },
      { replace: true },
    );
  const companies = useProjectFormCompaniesQuery();
  const [createProject, creating] = useCreateProjectMutation();
  const [values, setValues] = useState<ProjectFormValues>(() =>
    emptyProjectForm(params.get('clientId') ?? '', localDay(new Date())),
  );
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [failed, setFailed] = useState(false);
  const backToList = () => navigate('/dashboard/projects');

  const onChange = <K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProjectForm(values);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) {
      document.getElementById(`new-project-${fieldId(Object.keys(found)[0] as ProjectFormField)}`)?.focus();
      return;
    }
    try {
      const created = await createProject(projectRequest(values)).unwrap();
      toast.success(t('projectForm.created', { name: created.name }));
      navigate(`/dashboard/projects/${created.id}`);
    } catch (error) {
      const fieldErrors = projectErrorsFromServer((error as { data?: unknown })?.data);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setFailed(true);
    }
  };

  return (
    <QueryGate
      query={companies}
      loading={<LoadingState label={t('projects.loading')} variant="spinner" />}
      errorMessage={t('projects.loadError')}
      // A later read that fails must not take the form (and what was typed) away.
      keepData
    >
      {(companyList) => (
        <Stack gap="lg" data-testid="add-project-page">
          <div>
            <Button variant="ghost" size="sm" onClick={backToList}>
              ← {t('projects.back')}
            </Button>
          </div>
          <Card padding="xl">
            <Stack gap="lg">
              {canUseTemplates && (
                <SelectField
                  id="new-project-template"
                  label={t('projectForm.template')}
                  hint={t('projectForm.templateHint')}
                  value={templateId}
                  disabled={templates.isLoading}
                  options={[
                    { value: '', label: t('projectForm.noTemplate') },
                    ...(templates.data ?? []).map((candidate) => ({
                      value: candidate.id,
                      label: candidate.builtIn
                        ? t('projectForm.builtInTemplate', { name: candidate.name })
                        : candidate.name,
                    })),
                  ]}
                  onChange={(event) => chooseTemplate(event.target.value)}
                />
              )}
              {template ? (
                <ProjectFromTemplateForm
                  key={template.id}
                  template={template}
                  companies={companyList}
                  initialClientId={values.clientCompanyId}
                  initialStartDate={values.startDate}
                  onCancel={backToList}
                />
              ) : (
                <Form id="new-project-form" noValidate onSubmit={onSubmit}>
                  <Stack gap="lg">
                    {companyList.length === 0 && (
                      <StatePanel
                        title={t('projectForm.noCustomersTitle')}
                        description={<Text muted>{t('projectForm.noCustomers')}</Text>}
                      />
                    )}
                    {Object.values(errors).some(Boolean) && (
                      <Text role="alert" size="sm" data-testid="form-errors">
                        {t('projectForm.fixErrors')}
                      </Text>
                    )}
                    {failed && (
                      <Text role="alert" size="sm">
                        {t('projectForm.createError')}
                      </Text>
                    )}
                    <ProjectFormFields
                      idPrefix="new-project"
                      values={values}
                      errors={errors}
                      companies={companyList}
                      onChange={onChange}
                    />
                    <Stack direction="horizontal" gap="sm" justify="end" wrap>
                      <Button type="button" variant="secondary" onClick={backToList}>
                        {t('projectForm.cancel')}
                      </Button>
                      <Button type="submit" loading={creating.isLoading}>
                        {t('projectForm.create')}
                      </Button>
                    </Stack>
                  </Stack>
                </Form>
              )}
            </Stack>
          </Card>
        </Stack>
      )}
    </QueryGate>
  );
}

function fieldId(field: ProjectFormField): string {
  const ids: Record<ProjectFormField, string> = {
    name: 'name',
    description: 'description',
    clientCompanyId: 'client',
    status: 'status',
    startDate: 'start',
    endDate: 'end',
    budget: 'budget',
    notes: 'notes',
    tags: 'tags',
  };
  return ids[field];
}

export default AddProjectPage;
