// The messages remote's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { commentsTexts, filesTexts } from '@taskflow/work-comments';
import { messagesTexts, notificationCentreTexts } from './app/messages-texts';

registerTexts([messagesTexts, commentsTexts, filesTexts, notificationCentreTexts]);
