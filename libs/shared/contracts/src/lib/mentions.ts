import type { UserType } from './users';

// Mention tokens inside descriptions, comments and messages: `@[Display Name](user:<uuid>)`.
// The id is what counts; the name is the author's view at writing time, shown only when the current
// name is unknown. docs/mentions-and-formatting.md describes the format.

export const MENTION_TOKEN_SOURCE = String.raw`@\[([^\]\n]{1,120})\]\(user:([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)`;

export interface MentionToken {
  userId: string;
  name: string;
}

/** Every mention in a text, in order (ids lower-cased; duplicates kept). */
export function findMentions(text: string | null | undefined): MentionToken[] {
  if (!text) return [];
  const pattern = new RegExp(MENTION_TOKEN_SOURCE, 'g');
  return [...text.matchAll(pattern)].map((match) => ({ name: match[1], userId: match[2].toLowerCase() }));
}

/** The distinct user ids mentioned in a text. */
export function mentionedUserIds(text: string | null | undefined): string[] {
  return [...new Set(findMentions(text).map((mention) => mention.userId))];
}

/** The token for one person; brackets and line breaks in a name are dropped so the token stays parseable. */
export function mentionToken(userId: string, name: string): string {
  const safeName =
    name
      .replace(/[[\]\n\r]/g, ' ')
      .trim()
      .slice(0, 120) || '?';
  return `@[${safeName}](user:${userId})`;
}

/** GET /api/mentions/candidates: one person who may read the thing being written (the picker's option). */
export interface MentionCandidate {
  id: string;
  name: string;
  role: UserType;
}

/** GET /api/mentions/candidates: exactly one of taskId, projectId or conversationId. */
export interface MentionCandidatesQuery {
  taskId?: string;
  projectId?: string;
  conversationId?: string;
  /** Comments: who reads the comment ('internal': the agency only). */
  visibility?: 'internal' | 'client';
  /**
   * 'description': a task's description (clients read it when the task is client-visible). With taskId: the task as
   * it is; with projectId: a task of that project as the form would save it (`clientVisible`, `assignedToId`).
   */
  field?: 'description';
  /** With projectId and field=description: whether the task being written will be client-visible. */
  clientVisible?: 'true' | 'false';
  /** With projectId and field=description: whom the task being written will be assigned to. */
  assignedToId?: string;
}

/** The text with each mention token as `@Name` (mails and previews, where no markup is shown). */
export function plainMentions(text: string): string {
  return text.replace(new RegExp(MENTION_TOKEN_SOURCE, 'g'), (_token, name: string) => `@${name}`);
}
