import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProjectView } from '@taskflow/contracts';
import { useConfirm, useToast } from '@taskflow/ui';
import { useCompleteProjectMutation, useDeleteProjectMutation } from '../state/projects.api';

/**
 * Deleting and completing a project from its detail page, each after a confirmation that names the project and
 * counts its tasks. A deleted project's page gives way to the project list.
 */
export function useProjectActions(taskCount: number) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const [completeProject] = useCompleteProjectMutation();
  const [deleteProject] = useDeleteProjectMutation();

  const remove = (project: ProjectView) => {
    void confirm({
      title: t('projects.deleteTitle', { name: project.name }),
      message: t('projects.deleteMessage', { count: taskCount }),
      confirmLabel: t('projects.deleteConfirm'),
      errorMessage: t('projects.deleteError'),
      action: () => deleteProject(project.id).unwrap(),
    })
      .then((done) => {
        if (!done) return;
        toast.success(t('projects.deleted', { name: project.name }));
        navigate('/dashboard/projects');
      })
      .catch(() => undefined);
  };

  const complete = (project: ProjectView) => {
    void confirm({
      title: t('projectDetail.completeTitle', { name: project.name }),
      message: t('projectDetail.completeMessage', { count: taskCount }),
      confirmLabel: t('projectDetail.complete'),
      tone: 'primary',
      errorMessage: t('projectDetail.completeError'),
      action: () => completeProject(project.id).unwrap(),
    })
      .then((done) => {
        if (done) toast.success(t('projectDetail.completed', { name: project.name }));
      })
      .catch(() => undefined);
  };

  return { remove, complete };
}
