import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROJECT_TEMPLATE_DESCRIPTION_MAX, PROJECT_TEMPLATE_NAME_MAX, type UserSummary } from '@taskflow/contracts';
import { Button, Form, Heading, Stack, TagInput, Text, TextAreaField, TextField } from '@taskflow/ui';
import { templateFailureKey } from '../../common/utils/template-failures';
import { useTemplateEditor } from '../hooks/useTemplateEditor';
import {
  fieldIdOf,
  firstErrorPath,
  templateErrorsFromServer,
  validateTemplateForm,
  type TemplateFormValues,
} from '../utils/template-form';
import { TemplateTaskRow } from './TemplateTaskRow';

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

const StyledTasks = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface TemplateEditorFormProps {
  initial: TemplateFormValues;
  assignees: readonly UserSummary[];
  readOnly: boolean;
  saving: boolean;
  /** Sends the template; a rejection with a 400 body shows its field errors beside the fields. */
  onSave: (values: TemplateFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The template's fields and its task rows; read-only for a built-in. */
export function TemplateEditorForm({
  initial,
  assignees,
  readOnly,
  saving,
  onSave,
  onCancel,
}: TemplateEditorFormProps) {
  const { t } = useTranslation('board');
  const editor = useTemplateEditor(initial);
  const { values, errors } = editor;
  const [failure, setFailure] = useState<string | null>(null);
  const error = (path: string) => (errors[path] ? t(errors[path] as string) : undefined);

  const showErrors = (found: typeof errors) => {
    editor.setErrors(found);
    const first = firstErrorPath(found, values);
    if (first) editor.setFocusId(fieldIdOf(first, values));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateTemplateForm(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      await onSave(values);
    } catch (rejection) {
      const fieldErrors = templateErrorsFromServer((rejection as { data?: unknown })?.data);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setFailure(templateFailureKey(rejection, 'templates.editor.saveError'));
    }
  };

  return (
    <Form id="template-form" noValidate onSubmit={submit} aria-label={t('templates.editor.formLabel')}>
      <Stack gap="lg">
        {Object.values(errors).some(Boolean) && (
          <Text role="alert" size="sm" data-testid="template-form-errors">
            {t('templates.editor.fixErrors')}
          </Text>
        )}
        <StyledGrid>
          <div className="wide">
            <TextField
              id="template-name"
              label={t('templates.editor.name')}
              required
              readOnly={readOnly}
              maxLength={PROJECT_TEMPLATE_NAME_MAX}
              value={values.name}
              error={error('name')}
              onChange={(event) => editor.setField('name', event.target.value)}
            />
          </div>
          <div className="wide">
            <TextAreaField
              id="template-description"
              label={t('templates.editor.description')}
              rows={3}
              readOnly={readOnly}
              maxLength={PROJECT_TEMPLATE_DESCRIPTION_MAX}
              value={values.description}
              error={error('description')}
              onChange={(event) => editor.setField('description', event.target.value)}
            />
          </div>
          <TagInput
            id="template-tags"
            label={t('templates.editor.tags')}
            hint={t('templates.editor.tagsHint')}
            disabled={readOnly}
            value={values.tags}
            error={error('tags')}
            onChange={(tags) => editor.setField('tags', tags)}
            removeTagLabel={(tag) => t('taskForm.removeTag', { tag })}
          />
          <TextField
            id="template-durationDays"
            label={t('templates.editor.duration')}
            hint={t('templates.editor.durationHint')}
            inputMode="numeric"
            readOnly={readOnly}
            value={values.durationDays}
            error={error('durationDays')}
            onChange={(event) => editor.setField('durationDays', event.target.value)}
          />
        </StyledGrid>

        <Stack gap="md" as="section" aria-labelledby="template-tasks-heading">
          <Heading level={2} size="lg" id="template-tasks-heading">
            {t('templates.editor.tasks', { count: values.tasks.length })}
          </Heading>
          {error('tasks') && (
            <Text size="sm" role="alert">
              {error('tasks')}
            </Text>
          )}
          {values.tasks.length === 0 && <Text muted>{t('templates.editor.noTasks')}</Text>}
          {values.tasks.length > 0 && (
            <StyledTasks>
              {values.tasks.map((task, index) => (
                <TemplateTaskRow
                  key={task.key}
                  task={task}
                  index={index}
                  count={values.tasks.length}
                  errors={errors}
                  assignees={assignees}
                  readOnly={readOnly}
                  onChange={(field, value) => editor.setTask(index, field, value)}
                  onMove={(by) => editor.move(index, by)}
                  onRemove={() => editor.removeTask(index)}
                />
              ))}
            </StyledTasks>
          )}
          {!readOnly && (
            <div>
              <Button id="template-add-task" type="button" variant="secondary" onClick={editor.addTask}>
                + {t('templates.editor.addTask')}
              </Button>
            </div>
          )}
        </Stack>

        {failure && (
          <Text role="alert" size="sm">
            {t(failure)}
          </Text>
        )}
        {!readOnly && (
          <Stack direction="horizontal" gap="sm" justify="end" wrap>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t('templates.editor.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('templates.editor.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Form>
  );
}
