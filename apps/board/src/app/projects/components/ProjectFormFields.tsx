import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROJECT_STATUSES, type CustomerSummaryView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { DateField, SelectField, TagInput, TextAreaField, TextField } from '@taskflow/ui';
import type { ProjectFormErrors, ProjectFormField, ProjectFormValues } from '../utils/project-form';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

export interface ProjectFormFieldsProps {
  idPrefix: string;
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  companies: readonly CustomerSummaryView[];
  onChange: <K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) => void;
  /** The client cannot be changed (edit mode of an existing project keeps it). */
  lockClient?: boolean;
}

/** The project's fields (new project page and the detail page's edit mode), with translated per-field errors. */
export function ProjectFormFields({
  idPrefix,
  values,
  errors,
  companies,
  onChange,
  lockClient,
}: ProjectFormFieldsProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const error = (field: ProjectFormField) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <StyledGrid>
      <div className="wide">
        <TextField
          id={`${idPrefix}-name`}
          label={t('projectForm.name')}
          required
          maxLength={200}
          value={values.name}
          error={error('name')}
          onChange={(event) => onChange('name', event.target.value)}
        />
      </div>
      <div className="wide">
        <TextAreaField
          id={`${idPrefix}-description`}
          label={t('projectForm.description')}
          required
          rows={3}
          value={values.description}
          error={error('description')}
          onChange={(event) => onChange('description', event.target.value)}
        />
      </div>
      <SelectField
        id={`${idPrefix}-client`}
        label={t('projectForm.client')}
        required
        disabled={lockClient}
        placeholder={t('projectForm.clientPlaceholder')}
        value={values.clientCompanyId}
        error={error('clientCompanyId')}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
        onChange={(event) => onChange('clientCompanyId', event.target.value)}
      />
      <SelectField
        id={`${idPrefix}-status`}
        label={t('projectForm.status')}
        value={values.status}
        error={error('status')}
        options={PROJECT_STATUSES.map((status) => ({ value: status, label: t(`projects.status.${status}`) }))}
        onChange={(event) => onChange('status', event.target.value as ProjectFormValues['status'])}
      />
      <DateField
        id={`${idPrefix}-start`}
        label={t('projectForm.startDate')}
        required
        language={language}
        calendarLabel={t('projectForm.startDateCalendar')}
        value={values.startDate}
        error={error('startDate')}
        onChange={(value) => onChange('startDate', value)}
      />
      <DateField
        id={`${idPrefix}-end`}
        label={t('projectForm.endDate')}
        hint={t('projectForm.endDateHint')}
        min={values.startDate || undefined}
        language={language}
        calendarLabel={t('projectForm.endDateCalendar')}
        value={values.endDate}
        error={error('endDate')}
        onChange={(value) => onChange('endDate', value)}
      />
      <TextField
        id={`${idPrefix}-budget`}
        label={t('projectForm.budget')}
        hint={t('projectForm.budgetHint')}
        inputMode="numeric"
        value={values.budget}
        error={error('budget')}
        onChange={(event) => onChange('budget', event.target.value)}
      />
      <TagInput
        id={`${idPrefix}-tags`}
        label={t('projectForm.tags')}
        hint={t('taskForm.tagsHint')}
        value={values.tags}
        onChange={(tags) => onChange('tags', tags)}
        removeTagLabel={(tag) => t('taskForm.removeTag', { tag })}
      />
      <div className="wide">
        <TextAreaField
          id={`${idPrefix}-notes`}
          label={t('projectForm.notes')}
          hint={t('projectForm.notesHint')}
          rows={3}
          value={values.notes}
          error={error('notes')}
          onChange={(event) => onChange('notes', event.target.value)}
        />
      </div>
    </StyledGrid>
  );
}
