// The messages remote's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { messagesTexts } from './app/messages-texts';

registerTexts([messagesTexts]);
