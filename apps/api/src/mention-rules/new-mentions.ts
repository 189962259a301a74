import { mentionedUserIds } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';

/** People the new text mentions and the old one did not (a re-save notifies no one again), never the author. */
export function newMentions(actor: Actor, before: string | null | undefined, after: string | null | undefined) {
  const known = new Set(mentionedUserIds(before));
  return mentionedUserIds(after).filter((id) => !known.has(id) && id !== actor.userId);
}
