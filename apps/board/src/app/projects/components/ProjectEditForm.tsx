import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '@taskflow/contracts';
import { Button, Form, Heading, Stack, Text, useToast } from '@taskflow/ui';
import { useProjectFormCompaniesQuery, useUpdateProjectMutation } from '../state/projects.api';
import {
  projectErrorsFromServer,
  projectFormFromProject,
  projectRequest,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormField,
  type ProjectFormValues,
} from '../utils/project-form';
import { ProjectFormFields } from './ProjectFormFields';

export interface ProjectEditFormProps {
  /** The project as it was when editing began: the form starts from it. */
  project: ProjectView;
  /** Shows Delete (canDeleteProjects). */
  onDelete?: () => void;
  /** Saved or cancelled: the page shows the project again. */
  onDone: () => void;
}

/** The project detail's edit mode: every field, checked before sending, the server's field errors shown at the fields. */
export function ProjectEditForm({ project, onDelete, onDone }: ProjectEditFormProps) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const companies = useProjectFormCompaniesQuery();
  const [updateProject, updating] = useUpdateProjectMutation();
  const [values, setValues] = useState<ProjectFormValues>(() => projectFormFromProject(project));
  const [errors, setErrors] = useState<ProjectFormErrors>({});

  const onChange = <K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProjectForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updateProject({ id: project.id, changes: projectRequest(values) }).unwrap();
      toast.success(t('projectDetail.saved'));
      onDone();
    } catch (error) {
      const fieldErrors = projectErrorsFromServer((error as { data?: unknown })?.data);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else toast.error(t('projectDetail.updateError'));
    }
  };

  return (
    <Form id="edit-project-form" noValidate onSubmit={onSave}>
      <Stack gap="lg">
        <Heading level={2} id="project-name">
          {t('projectDetail.editTitle', { name: project.name })}
        </Heading>
        {Object.values(errors).some(Boolean) && (
          <Text role="alert" size="sm">
            {t('projectForm.fixErrors')}
          </Text>
        )}
        <ProjectFormFields
          idPrefix="edit-project"
          values={values}
          errors={errors}
          companies={companies.data ?? [{ ...project.clientCompany, createdAt: '', updatedAt: '', users: [] }]}
          onChange={onChange}
        />
        <Stack direction="horizontal" gap="sm" wrap justify="between">
          {onDelete ? (
            <Button type="button" variant="danger" onClick={onDelete}>
              {t('projects.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Stack direction="horizontal" gap="sm" wrap>
            <Button type="button" variant="secondary" onClick={onDone}>
              {t('projectForm.cancel')}
            </Button>
            <Button type="submit" loading={updating.isLoading}>
              {t('projectDetail.save')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Form>
  );
}
