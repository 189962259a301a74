// The settings remote's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { settingsTexts } from './app/settings-texts';

registerTexts([settingsTexts]);
