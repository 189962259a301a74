/** Landing-page sections the header and footer link to. */
export type SectionId = 'pricing' | 'about' | 'waitlist';

/** Scrolls to an element by id (below the sticky header); false if it is not on the page (yet). */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ behavior, block: 'start' });
  return true;
}

/** Waits (up to timeoutMs) for a lazily rendered section, then scrolls to it. Returns a cancel function. */
export function scrollToSectionWhenReady(id: string, timeoutMs = 5000): () => void {
  const started = Date.now();
  let frame = 0;
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    if (scrollToSection(id, 'auto')) return;
    if (Date.now() - started < timeoutMs) frame = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    cancelled = true;
    window.cancelAnimationFrame(frame);
  };
}
