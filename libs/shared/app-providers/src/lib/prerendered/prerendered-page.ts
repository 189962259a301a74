/**
 * Public pages arrive pre-rendered (docs/public-pages.md): the server sends the page's HTML and critical CSS inside
 * `<div id="root" data-prerendered>`. The app then renders into a container outside the document and takes its place
 * once it has rendered a page of its own (PAGE_READY_EVENT, and no part of it still loading: PENDING_ATTRIBUTE), in the
 * same frame, so the visitor never sees a blank or loading frame in between.
 */

/**
 * The buttons of the pre-rendered page pressed before the app took over, in order, as the shell's loader
 * (apps/shell/public/start-app.js) keeps them; the app presses their counterparts once it has taken over.
 */
declare global {
  interface Window {
    taskflowEarlyPresses?: Element[];
  }
}

/** Marks the root element that holds a pre-rendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Dispatched on `document` by a page once it is rendered (in the layout phase, before it is painted). */
export const PAGE_READY_EVENT = 'taskflow:page-ready';
/** An element with this attribute inside the app means a part of the page is still loading. */
export const PENDING_ATTRIBUTE = 'data-pending';

/** Tells a waiting pre-rendered page that the app's page is rendered (a no-op otherwise). */
export function announcePageReady(doc: Document = document): void {
  doc.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/** Whether the document still shows a pre-rendered page (during the app's first render; never while pre-rendering). */
export function isShowingPrerenderedPage(doc: Document | undefined = globalThis.document): boolean {
  return doc?.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) != null;
}

/**
 * The element the app renders into: the root itself, or, when the root holds a pre-rendered page, a container that
 * replaces the root as soon as the app's page is ready. Until then it stays outside the document, so the page holds one
 * copy of each element and id (for assistive technology, the skip link's target and tests).
 */
export function appContainerFor(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return root;
  const doc = root.ownerDocument;
  const app = doc.createElement('div');
  let pageReady = false;
  let revealed = false;
  const reveal = () => {
    // Both the announcement and a change of the app's page may ask for it in one turn: once is what happens.
    if (revealed || !pageReady || app.querySelector(`[${PENDING_ATTRIBUTE}]`)) return;
    revealed = true;
    observer.disconnect();
    doc.removeEventListener(PAGE_READY_EVENT, onPageReady);
    app.id = root.id;
    const focused = doc.activeElement && root.contains(doc.activeElement) ? doc.activeElement : null;
    const presses = takeEarlyPresses(doc);
    const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
      (field) => field.value !== field.defaultValue,
    );
    root.replaceWith(app);
    const focusTarget = focused && counterpartOf(focused, root, app);
    if (focusTarget instanceof HTMLElement) focusTarget.focus({ preventScroll: true });
    for (const field of typed) {
      const target = counterpartOf(field, root, app);
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) typeInto(target, field.value);
    }
    // After the app has taken in what was typed (React applies an input's change in a microtask).
    queueMicrotask(() => {
      for (const pressed of presses) {
        const target = root.contains(pressed) ? counterpartOf(pressed, root, app) : null;
        if (target instanceof HTMLElement) target.click();
      }
    });
  };
  const onPageReady = () => {
    pageReady = true;
    // Not inside the page's commit: removing the pre-rendered page's layout costs the browser a record per element
    // with the whole script stack when its performance timeline is recorded (Lighthouse), and React's commit stack
    // is deep. A microtask runs once that stack has returned, still before the next frame is painted.
    queueMicrotask(reveal);
  };
  // A part still loading when the page announced itself (e.g. the waitlist form's chunk): reveal when it is there.
  // Mutation callbacks run before the next frame is painted.
  const observer = new MutationObserver(reveal);
  observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: [PENDING_ATTRIBUTE] });
  doc.addEventListener(PAGE_READY_EVENT, onPageReady);
  return app;
}

function takeEarlyPresses(doc: Document): Element[] {
  const view = doc.defaultView;
  const presses = view?.taskflowEarlyPresses ?? [];
  if (view) view.taskflowEarlyPresses = [];
  return [...presses];
}

/** Gives a field the value typed into its pre-rendered twin, as typing does (the app hears an input event). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // The prototype's setter: the one React's own value tracking does not shadow.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What names an element to a person: its label, else its text. */
const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The app's element that stands where `element` stood in the pre-rendered page: the same kind with the same name, at
 * the same position among those. Null when the app's page differs there.
 */
export function counterpartOf(element: Element, from: Element, to: Element): Element | null {
  const name = nameOf(element);
  const alike = (scope: Element) =>
    [...scope.querySelectorAll(element.tagName)].filter(
      (candidate) => nameOf(candidate) === name && candidate.getAttribute('href') === element.getAttribute('href'),
    );
  const index = alike(from).indexOf(element);
  return index < 0 ? null : (alike(to)[index] ?? null);
}
