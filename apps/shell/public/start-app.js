// A pre-rendered public page reads and navigates as plain HTML; the app (the script named in data-app) starts when
// the visitor first interacts with the page, or at once for a signed-in visitor and for one who chose another
// language than the page's. Presses of the page's buttons before the app has taken over are kept for it to replay,
// and what was typed is carried over by it (docs/public-pages.md, "Starting the app").
(() => {
  const app = document.currentScript && document.currentScript.dataset.app;
  if (!app) return;
  const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'];
  // The key of the session token (@taskflow/config's TOKEN_STORAGE_KEY; apps/shell/src/remotes/stored-token.ts).
  const TOKEN_KEY = 'taskflow_token';
  const presses = [];
  window.taskflowEarlyPresses = presses;
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of START_EVENTS) removeEventListener(type, start, true);
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  };

  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-prerendered] button') : null;
      if (button) presses.push(button);
    },
    true,
  );

  // A form of the page as sent is sent by the app: Enter in a field presses the form's button, which is kept above.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[data-prerendered]')) event.preventDefault();
    },
    true,
  );

  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem(TOKEN_KEY) || sessionStorage.getItem(TOKEN_KEY));
  } catch {
    // Storage blocked: a visitor.
  }
  // A language chosen in the app but not known to the server (no cookie): the app shows the page in it.
  let storedLanguage = null;
  try {
    storedLanguage = localStorage.getItem('i18nextLng');
  } catch {
    // Storage blocked: none chosen.
  }
  const otherLanguage =
    !new URLSearchParams(location.search).has('lng') &&
    storedLanguage !== null &&
    storedLanguage.slice(0, 2) !== document.documentElement.lang;
  if (signedIn || otherLanguage) return start();
  for (const type of START_EVENTS) addEventListener(type, start, { capture: true, passive: true });
})();
