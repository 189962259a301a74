import { useEffect, useRef, type ReactNode } from 'react';

/** Brings the comment thread into view and focuses its composer once, when the modal was opened for comments. */
export function CommentsAnchor({ active, taskId, children }: { active: boolean; taskId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return undefined;
    const frame = requestAnimationFrame(() => {
      const container = ref.current;
      if (!container) return;
      container.scrollIntoView?.({ block: 'start' });
      container.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [active, taskId]);
  return <div ref={ref}>{children}</div>;
}
