import { startWebApp } from '@taskflow/app-providers';
import { App } from './app/App';
import { registerRemotesFromManifest } from './remotes/remote-registry';
import { shellTexts } from './shell-texts';

void (async () => {
  await registerRemotesFromManifest();
  await startWebApp(() => <App />, { texts: shellTexts });
})();
