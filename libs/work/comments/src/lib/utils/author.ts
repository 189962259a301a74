import type { CommentView } from './comment-target';

/** The author's name as the thread shows it; null when the account no longer exists. */
export function authorName(comment: Pick<CommentView, 'user'>): string | null {
  const name = [comment.user?.firstName, comment.user?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}
