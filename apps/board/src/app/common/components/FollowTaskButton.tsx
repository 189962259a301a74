import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@taskflow/ui';
import { useSetTaskFollowMutation, useTaskFollowQuery } from '../state/tasks.api';

/**
 * Follow / Unfollow for team users: a followed task's comments and completion reach them by mail (their
 * notification preferences decide how). Creating or commenting on a task follows it too, so the state is fetched
 * each time the modal opens. Shown only once the state is known.
 */
export function FollowTaskButton({ taskId }: { taskId: string }) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const { data } = useTaskFollowQuery(taskId, { refetchOnMountOrArgChange: true });
  const [setFollow, { isLoading }] = useSetTaskFollowMutation();
  if (!data) return null;

  const toggle = async () => {
    try {
      const answer = await setFollow({ taskId, following: !data.following }).unwrap();
      toast.success(t(answer.following ? 'taskModal.followed' : 'taskModal.unfollowed'));
    } catch {
      toast.error(t('taskModal.followError'));
    }
  };

  return (
    <Button
      variant="secondary"
      aria-pressed={data.following}
      title={t('taskModal.followHint')}
      loading={isLoading}
      onClick={() => void toggle()}
    >
      {t(data.following ? 'taskModal.unfollow' : 'taskModal.follow')}
    </Button>
  );
}
