import type { Actor } from '../authorization/actor';

/** Where a text with mentions lives: its audience is who may read it (apps/api/README.md, "Mentions"). */
export type MentionPlace =
  | { kind: 'task'; taskId: string; readers: 'internal' | 'client' | 'description' }
  /** A task's description as it is being saved (a new task, or the state after the change). */
  | { kind: 'taskState'; projectId: string; assignedToId: string | null; isClientVisible: boolean }
  | { kind: 'project'; projectId: string; readers: 'internal' | 'client' }
  | { kind: 'conversation'; conversationId: string };

/**
 * The check that a text mentions only people who may read it, as the tasks, comments and conversations folders see it.
 * The mentions folder provides it (MentionAudience), which reads tasks and conversations: this class lets the folders
 * that save texts use it without importing the mentions folder back.
 */
export abstract class MentionCheck {
  /** Refuses a text mentioning someone outside the place's audience (400 naming `field`); nothing is saved then. */
  abstract assertMentionable(
    actor: Actor,
    place: MentionPlace,
    text: string | null | undefined,
    field: string,
  ): Promise<void>;
}
