import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorCodesOf, PROJECT_TEMPLATE_NAME_MAX, type ProjectTemplateView } from '@taskflow/contracts';
import { Button, CheckboxField, Dialog, Form, Text, TextField } from '@taskflow/ui';
import { useSaveProjectAsTemplateMutation } from '../../common/state/project-templates.api';

export interface SaveAsTemplateDialogProps {
  open: boolean;
  projectId: string;
  projectName: string;
  onClose: () => void;
  onSaved: (template: ProjectTemplateView) => void;
}

/** "Save as template": the template's name (the project's by default) and whether the tasks keep their assignees. */
export function SaveAsTemplateDialog({ open, projectId, projectName, onClose, onSaved }: SaveAsTemplateDialogProps) {
  const { t } = useTranslation('board');
  const [name, setName] = useState(projectName);
  const [keepAssignees, setKeepAssignees] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [save, saving] = useSaveProjectAsTemplateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if (!name.trim()) {
      setError(t('templates.errors.nameRequired'));
      document.getElementById('save-template-name')?.focus();
      return;
    }
    try {
      const template = await save({ projectId, template: { name: name.trim(), keepAssignees } }).unwrap();
      onSaved(template);
    } catch (rejection) {
      const code = fieldErrorCodesOf((rejection as { data?: unknown })?.data).name;
      if (code) {
        setError(t(code === 'TOO_LONG' ? 'templates.errors.nameTooLong' : 'templates.errors.nameRequired'));
        document.getElementById('save-template-name')?.focus();
      } else setFailed(true);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('templates.saveAs.title')}
      description={t('templates.saveAs.description')}
      closeLabel={t('templates.saveAs.close')}
      busy={saving.isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('templates.saveAs.cancel')}
          </Button>
          <Button type="submit" form="save-template-form" loading={saving.isLoading}>
            {t('templates.saveAs.submit')}
          </Button>
        </>
      }
    >
      <Form id="save-template-form" noValidate onSubmit={submit}>
        <TextField
          id="save-template-name"
          label={t('templates.editor.name')}
          required
          maxLength={PROJECT_TEMPLATE_NAME_MAX}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <CheckboxField
          id="save-template-keep-assignees"
          label={t('templates.saveAs.keepAssignees')}
          hint={t('templates.saveAs.keepAssigneesHint')}
          checked={keepAssignees}
          onChange={(event) => setKeepAssignees(event.target.checked)}
        />
        {failed && (
          <Text role="alert" size="sm">
            {t('templates.saveAs.error')}
          </Text>
        )}
      </Form>
    </Dialog>
  );
}
