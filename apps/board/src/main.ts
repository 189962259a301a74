// The asynchronous boundary lets Module Federation settle shared modules before any of them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('TaskFlow could not start', error);
});
