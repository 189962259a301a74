import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  fieldErrorCodesOf,
  type CustomerSummaryView,
  type ProjectTemplateSummary,
  type UserLanguage,
} from '@taskflow/contracts';
import { isIsoDay } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, DateField, Form, SelectField, Stack, Text, TextAreaField, TextField, useToast } from '@taskflow/ui';
import { useCreateProjectFromTemplateMutation } from '../../common/state/project-templates.api';
import { templateFailureKey } from '../../common/utils/template-failures';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  > .wide {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

type Field = 'clientCompanyId' | 'startDate' | 'name' | 'description';
const FIELD_IDS: Record<Field, string> = {
  clientCompanyId: 'from-template-client',
  startDate: 'from-template-start',
  name: 'from-template-name',
  description: 'from-template-description',
};
const REQUIRED: Record<Field, string> = {
  clientCompanyId: 'projectForm.errors.clientRequired',
  startDate: 'projectForm.errors.startRequired',
  name: 'projectForm.errors.nameRequired',
  description: 'projectForm.errors.descriptionRequired',
};

export interface ProjectFromTemplateFormProps {
  template: ProjectTemplateSummary;
  companies: readonly CustomerSummaryView[];
  initialClientId: string;
  initialStartDate: string;
  onCancel: () => void;
}

/** A new project from a template: client, start date (every due date shifts from it), name and description. */
export function ProjectFromTemplateForm({
  template,
  companies,
  initialClientId,
  initialStartDate,
  onCancel,
}: ProjectFromTemplateFormProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const [create, creating] = useCreateProjectFromTemplateMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    clientCompanyId: initialClientId,
    startDate: initialStartDate,
    name: template.name,
    description: template.description,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const error = (field: Field) => (errors[field] ? t(errors[field] as string) : undefined);
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as Field[]).find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.clientCompanyId) found.clientCompanyId = REQUIRED.clientCompanyId;
    if (!values.startDate) found.startDate = REQUIRED.startDate;
    else if (!isIsoDay(values.startDate)) found.startDate = 'projectForm.errors.dateFormat';
    if (!values.name.trim()) found.name = REQUIRED.name;
    if (Object.keys(found).length > 0) return show(found);
    try {
      const project = await create({
        id: template.id,
        project: {
          clientCompanyId: values.clientCompanyId,
          startDate: values.startDate,
          name: values.name.trim(),
          description: values.description.trim() || undefined,
          language: language as UserLanguage,
        },
      }).unwrap();
      toast.success(t('projectForm.createdFromTemplate', { name: project.name, template: template.name }));
      navigate(`/dashboard/projects/${project.id}`);
    } catch (rejection) {
      const fields: Partial<Record<Field, string>> = {};
      for (const [field, code] of Object.entries(fieldErrorCodesOf((rejection as { data?: unknown })?.data)))
        if (field in FIELD_IDS)
          fields[field as Field] =
            code === 'REQUIRED'
              ? REQUIRED[field as Field]
              : code === 'INVALID_DATE'
                ? 'projectForm.errors.dateFormat'
                : 'projectForm.errors.invalid';
      if (Object.keys(fields).length > 0) show(fields);
      else setFailure(templateFailureKey(rejection, 'projectForm.createError'));
    }
  };

  return (
    <Form id="from-template-form" noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Text size="sm" muted>
          {t('projectForm.fromTemplateHint', { count: template.taskCount })}
        </Text>
        {Object.values(errors).some(Boolean) && (
          <Text role="alert" size="sm">
            {t('projectForm.fixErrors')}
          </Text>
        )}
        <StyledGrid>
          <SelectField
            id={FIELD_IDS.clientCompanyId}
            label={t('projectForm.client')}
            required
            placeholder={t('projectForm.clientPlaceholder')}
            value={values.clientCompanyId}
            error={error('clientCompanyId')}
            options={companies.map((company) => ({ value: company.id, label: company.name }))}
            onChange={(event) => change('clientCompanyId', event.target.value)}
          />
          <DateField
            id={FIELD_IDS.startDate}
            label={t('projectForm.startDate')}
            hint={t('projectForm.startDateFromTemplateHint')}
            required
            language={language}
            calendarLabel={t('projectForm.startDateCalendar')}
            value={values.startDate}
            error={error('startDate')}
            onChange={(value) => change('startDate', value)}
          />
          <div className="wide">
            <TextField
              id={FIELD_IDS.name}
              label={t('projectForm.name')}
              required
              maxLength={200}
              value={values.name}
              error={error('name')}
              onChange={(event) => change('name', event.target.value)}
            />
          </div>
          <div className="wide">
            <TextAreaField
              id={FIELD_IDS.description}
              label={t('projectForm.description')}
              rows={3}
              value={values.description}
              error={error('description')}
              onChange={(event) => change('description', event.target.value)}
            />
          </div>
        </StyledGrid>
        {failure && (
          <Text role="alert" size="sm">
            {t(failure)}
          </Text>
        )}
        <Stack direction="horizontal" gap="sm" justify="end" wrap>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('projectForm.cancel')}
          </Button>
          <Button type="submit" loading={creating.isLoading}>
            {t('projectForm.createFromTemplate')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
