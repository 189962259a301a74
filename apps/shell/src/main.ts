import { preloadRemoteAt, registerRemotesFromManifest } from './remotes/remote-registry';
import { hasStoredToken } from './remotes/stored-token';

// The remotes' manifest, and for a signed-in visit the remote of the address being opened, load while the shell's
// own start-up loads, instead of one after the other (docs/remote-preloading.md).
void (hasStoredToken() ? preloadRemoteAt(window.location.pathname) : registerRemotesFromManifest());

// The asynchronous boundary lets Module Federation settle shared modules before any of them runs. It starts in a
// task of its own, so the browser can answer input (and paint) between this file's start-up and the app's.
setTimeout(() => {
  import('./bootstrap').catch((error: unknown) => {
    console.error('TaskFlow could not start', error);
  });
}, 0);
