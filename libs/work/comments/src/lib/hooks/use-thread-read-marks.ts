import { useEffect, useRef, useState } from 'react';
import { useMarkCommentsReadMutation } from '../state/comments.api';
import { isReadBy, type CommentTarget, type CommentView, type ReadSide } from '../utils/comment-target';

/** A comment arriving in the open thread is marked read after 1 s (docs/product-rules.md#states-and-changes). */
export const LIVE_COMMENT_READ_DELAY_MS = 1000;

export interface ThreadReadMarksOptions {
  /** Called with the comments that appeared after the thread first loaded (live, or fetched while offline). */
  onArrival?: (comments: CommentView[]) => void;
}

interface PendingMarks {
  /** The thread and side they belong to. */
  key: string;
  /** Comment id → when it is due to be marked read. */
  dueAt: ReadonlyMap<string, number>;
}

/**
 * The read logic of an open thread (docs/product-rules.md#states-and-changes): the comments unread for the viewer's side when it
 * opens are marked read at once, each one arriving later 1 s after it came. The mutation changes the flags
 * optimistically, rolls them back when the call fails (they then stay unread: no retry loop) and refreshes the
 * unread count. Read events from others reach the cache through the live cache, not through this hook.
 *
 * Answers the ids of the comments that were unread for the viewer when they appeared (shown as "new" while the
 * thread stays open).
 */
export function useThreadReadMarks(
  target: CommentTarget,
  side: ReadSide | null,
  comments: readonly CommentView[] | undefined,
  { onArrival }: ThreadReadMarksOptions = {},
): ReadonlySet<string> {
  const [markRead] = useMarkCommentsReadMutation();
  const { kind, id } = target;
  const key = `${kind}:${id}:${side}`;
  /** Ids of the comments shown so far in this thread; null until it first loaded. */
  const seen = useRef<{ key: string; ids: Set<string> | null }>({ key, ids: null });
  const onArrivalRef = useRef(onArrival);
  onArrivalRef.current = onArrival;
  const [fresh, setFresh] = useState<{ key: string; ids: ReadonlySet<string> }>({ key, ids: new Set() });
  const [pending, setPending] = useState<PendingMarks>({ key, dueAt: new Map() });

  useEffect(() => {
    if (!comments || !side) return;
    const mark = (commentIds: string[]) => void markRead({ target, side, commentIds }).unwrap().catch(logFailure);
    if (seen.current.key !== key) seen.current = { key, ids: null };
    const known = seen.current.ids;
    if (known === null) {
      seen.current.ids = new Set(comments.map((comment) => comment.id));
      const unread = comments.filter((comment) => !isReadBy(comment, side)).map((comment) => comment.id);
      setFresh({ key, ids: new Set(unread) });
      setPending({ key, dueAt: new Map() });
      if (unread.length > 0) mark(unread);
      return;
    }
    const arrived = comments.filter((comment) => !known.has(comment.id));
    if (arrived.length === 0) return;
    for (const comment of arrived) known.add(comment.id);
    onArrivalRef.current?.(arrived);
    const unread = arrived.filter((comment) => !isReadBy(comment, side)).map((comment) => comment.id);
    if (unread.length === 0) return;
    setFresh((earlier) => ({ key, ids: new Set([...(earlier.key === key ? earlier.ids : []), ...unread]) }));
    const dueAt = Date.now() + LIVE_COMMENT_READ_DELAY_MS;
    setPending((earlier) => ({
      key,
      dueAt: new Map([...(earlier.key === key ? earlier.dueAt : []), ...unread.map((id) => [id, dueAt] as const)]),
    }));
  }, [comments, key, kind, id, side, markRead]);

  // One timer for the earliest due mark; cleared when the thread closes (an unseen comment stays unread).
  useEffect(() => {
    if (pending.key !== key || pending.dueAt.size === 0 || !side) return undefined;
    const next = Math.min(...pending.dueAt.values());
    const timer = setTimeout(
      () => {
        const now = Date.now();
        const ready = [...pending.dueAt].filter(([, at]) => at <= now).map(([id]) => id);
        setPending({ key, dueAt: new Map([...pending.dueAt].filter(([, at]) => at > now)) });
        if (ready.length > 0)
          void markRead({ target: { kind, id }, side, commentIds: ready }).unwrap().catch(logFailure);
      },
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pending, key, kind, id, side, markRead]);

  return fresh.key === key ? fresh.ids : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Mark-as-read failures are only logged (the flags were rolled back). */
function logFailure(error: unknown): void {
  console.warn('Comments could not be marked read', error);
}
