// The board's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { boardTexts } from './app/board-texts';

registerTexts([boardTexts]);
