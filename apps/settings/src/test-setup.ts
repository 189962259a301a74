// The settings remote's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { settingsTexts } from './app/settings-texts';

registerTexts([settingsTexts]);

// Each test starts signed out: the store mirrors its session into storage.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
