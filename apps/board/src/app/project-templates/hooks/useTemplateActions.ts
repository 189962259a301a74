import { useTranslation } from 'react-i18next';
import type { ProjectTemplateSummary, UserLanguage } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { useConfirm, useToast } from '@taskflow/ui';
import {
  useCopyProjectTemplateMutation,
  useDeleteProjectTemplateMutation,
} from '../../common/state/project-templates.api';
import { templateFailureKey } from '../../common/utils/template-failures';

/** Copy (any template, a built-in in the interface's language) and delete (after a confirmation), each with a toast. */
export function useTemplateActions() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const [copyTemplate] = useCopyProjectTemplateMutation();
  const [deleteTemplate] = useDeleteProjectTemplateMutation();

  const copy = async (template: ProjectTemplateSummary) => {
    try {
      const copied = await copyTemplate({ id: template.id, copy: { language: language as UserLanguage } }).unwrap();
      toast.success(t('templates.copied', { name: copied.name }));
    } catch (failure) {
      toast.error(t(templateFailureKey(failure, 'templates.copyError')));
    }
  };

  const remove = (template: ProjectTemplateSummary) => {
    void confirm({
      title: t('templates.deleteTitle', { name: template.name }),
      message: t('templates.deleteMessage'),
      confirmLabel: t('templates.deleteConfirm'),
      errorMessage: t('templates.deleteError'),
      action: () => deleteTemplate(template.id).unwrap(),
    })
      .then((done) => {
        if (done) toast.success(t('templates.deleted', { name: template.name }));
      })
      .catch(() => undefined);
  };

  return { copy, remove };
}
