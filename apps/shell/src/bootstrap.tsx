import { startWebApp } from '@taskflow/app-providers';
import { App } from './app/App';
import { registerRemotesFromManifest } from './remotes/remote-registry';

void (async () => {
  await registerRemotesFromManifest();
  await startWebApp(() => <App />);
})();
