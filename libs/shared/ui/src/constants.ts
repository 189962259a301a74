/** How long a toast stays before it starts leaving (spec: 5000 ms). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Length of a toast's exit animation; the toast is removed when it ends (spec: 300 ms). */
export const TOAST_EXIT_DURATION_MS = 300;
