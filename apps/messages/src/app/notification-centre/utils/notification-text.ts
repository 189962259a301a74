import type { NotificationView } from '@taskflow/contracts';
import type { TFunction } from 'i18next';

/**
 * An entry as one sentence in the UI's language, from its reason, who did it and the task's (else the project's)
 * title (a budget warning: and the share reached). A reason this front end has no text for yet reads as "<who>: <title>".
 */
export function notificationText(t: TFunction, entry: NotificationView): string {
  return t([`reason.${entry.reason}`, 'reason.other'], {
    actor: entry.actorName ?? t('someone'),
    title: entry.task?.title ?? entry.project.name,
    percent: entry.percent,
  });
}
