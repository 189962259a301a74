/** How long a deliberate logout explains the end of a session. */
const INTENT_WINDOW_MS = 2000;

let intentAt = 0;

/** Called by the logout action, so the sign-in guard does not report an expired session. */
export function markIntentionalSignOut(now = Date.now()): void {
  intentAt = now;
}

/** True (once) when the session just ended through a logout rather than a failed token refresh. */
export function consumeIntentionalSignOut(now = Date.now()): boolean {
  const intentional = now - intentAt <= INTENT_WINDOW_MS;
  intentAt = 0;
  return intentional;
}
