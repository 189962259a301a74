import { startWebApp } from '@taskflow/app-providers';
import { App } from './app/App';
import { registerRemotesFromManifest } from './remotes/remote-registry';

void (async () => {
  await registerRemotesFromManifest();
  // The shell's own texts load with its pages (app/lazy-with-texts): the public pages need none of them.
  await startWebApp(() => <App />);
})();
