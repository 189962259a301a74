import { startWebApp } from '@taskflow/app-providers';
import { App } from './app/App';
import { preloadSignedInArea } from './app/signed-in-preload';
import { registerRemotesFromManifest, signedInRemoteAt } from './remotes/remote-registry';
import { hasStoredToken } from './remotes/stored-token';

void (async () => {
  await registerRemotesFromManifest();
  const signedInRemote = hasStoredToken() ? signedInRemoteAt(window.location.pathname) : null;
  const preloading = signedInRemote
    ? preloadSignedInArea(signedInRemote, window.location.pathname, window.location.search)
    : null;
  // The shell's own texts load with its pages (app/lazy-with-texts): the public pages need none of them.
  await startWebApp(() => <App />);
  preloading?.afterStart();
})();
