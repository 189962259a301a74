import { useCallback, useEffect, useState } from 'react';
import type { CommentTarget, CommentVisibility } from '../utils/comment-target';

/** The unsent comment of one thread: its text and the visibility chosen for it. */
export interface CommentDraft {
  content: string;
  visibility: CommentVisibility;
}

export interface CommentDrafts {
  draft: CommentDraft;
  change: (changes: Partial<CommentDraft>) => void;
  /** Forgets the draft (sent, or discarded by the writer): the composer starts empty again. */
  clear: () => void;
}

const KEY_PREFIX = 'taskflow_comment_draft';

/** One key per user and thread, so another account signing in to the same tab never sees the draft. */
export const commentDraftKey = (userId: string, target: CommentTarget) =>
  `${KEY_PREFIX}:${userId}:${target.kind}:${target.id}`;

function readDraft(key: string | null): CommentDraft | null {
  if (!key) return null;
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<CommentDraft> | null;
    if (typeof stored?.content !== 'string' || (stored.visibility !== 'internal' && stored.visibility !== 'client'))
      return null;
    return { content: stored.content, visibility: stored.visibility };
  } catch {
    return null;
  }
}

/**
 * The composer's draft, kept per user and thread in the tab's session storage until it is sent or discarded: closing
 * the task (Escape included), switching threads or reloading the page loses nothing, and the tab's end clears it.
 */
export function useCommentDraft(
  target: CommentTarget,
  userId: string | undefined,
  defaultVisibility: CommentVisibility,
): CommentDrafts {
  const key = userId ? commentDraftKey(userId, target) : null;
  const empty: CommentDraft = { content: '', visibility: defaultVisibility };
  const [draft, setDraft] = useState<CommentDraft>(() => readDraft(key) ?? empty);

  useEffect(() => {
    if (!key) return;
    try {
      if (draft.content.trim()) sessionStorage.setItem(key, JSON.stringify(draft));
      else sessionStorage.removeItem(key);
    } catch {
      // Storage full or unavailable: the draft still lives as long as the composer does.
    }
  }, [key, draft]);

  const change = useCallback(
    (changes: Partial<CommentDraft>) => setDraft((current) => ({ ...current, ...changes })),
    [],
  );
  const clear = useCallback(() => setDraft({ content: '', visibility: defaultVisibility }), [defaultVisibility]);
  return { draft, change, clear };
}
