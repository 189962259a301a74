// The shell's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { shellTexts } from './shell-texts';

registerTexts(shellTexts);
