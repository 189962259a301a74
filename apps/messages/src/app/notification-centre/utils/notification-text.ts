import type { NotificationView } from '@taskflow/contracts';
import type { TFunction } from 'i18next';

/**
 * An entry as one sentence in the UI's language, from its reason, who did it and the task's (else the project's)
 * title (a budget warning: and the share reached); a mention in a message names the conversation (a direct one has
 * no name). A reason this front end has no text for yet reads as "<who>: <title>".
 */
export function notificationText(t: TFunction, entry: NotificationView): string {
  const actor = entry.actorName ?? t('someone');
  if (entry.conversation) {
    const { name } = entry.conversation;
    return name
      ? t('reason.mentionedInNamedMessage', { actor, title: name })
      : t('reason.mentionedInMessage', { actor });
  }
  return t([`reason.${entry.reason}`, 'reason.other'], {
    actor,
    title: entry.task?.title ?? entry.project?.name ?? '',
    percent: entry.percent,
  });
}
