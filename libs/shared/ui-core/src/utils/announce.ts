// One pair of visually hidden live regions for the whole page (polite and assertive), created on
// first use and shared by the shell and every remote. Each message is appended as a new node, so
// the same text announced twice ("Moved to Done") is read twice, and removed after a while.

export type Politeness = 'polite' | 'assertive';

/** How long a message stays in the live region. */
export const ANNOUNCEMENT_LIFETIME_MS = 7000;

const REGION_ATTRIBUTE = 'data-taskflow-announcer';

const hiddenStyle = [
  'position: absolute',
  'width: 1px',
  'height: 1px',
  'padding: 0',
  'margin: -1px',
  'overflow: hidden',
  'clip: rect(0, 0, 0, 0)',
  'white-space: nowrap',
  'border: 0',
].join(';');

function region(politeness: Politeness): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const existing = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}="${politeness}"]`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.setAttribute(REGION_ATTRIBUTE, politeness);
  element.setAttribute('aria-live', politeness);
  element.setAttribute('aria-relevant', 'additions');
  element.setAttribute('style', hiddenStyle);
  document.body.appendChild(element);
  return element;
}

/**
 * Creates the live regions ahead of the first message: screen readers only announce changes to a
 * region that already existed. useAnnounce calls it on mount.
 */
export function ensureAnnouncer(): void {
  region('polite');
  region('assertive');
}

/** Reads a message to screen-reader users without moving focus, e.g. "Task moved to Review". */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const target = region(politeness);
  if (!target || !message) return;
  const node = document.createElement('div');
  node.textContent = message;
  target.appendChild(node);
  setTimeout(() => node.remove(), ANNOUNCEMENT_LIFETIME_MS);
}

/** Removes the live regions (tests). */
export function removeAnnouncer(): void {
  if (typeof document === 'undefined') return;
  document.querySelectorAll(`[${REGION_ATTRIBUTE}]`).forEach((element) => element.remove());
}
