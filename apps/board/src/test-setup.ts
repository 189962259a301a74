// The board's component tests render its real texts (and the comment thread's) and talk to the API over real HTTP
// through the real base query: Mock Service Worker answers (libs/shared/testing), with the routes each test serves;
// any other call gets 404 as from the API.
import { registerTexts } from '@taskflow/i18n';
import { answerUnknownRoutes, apiServer } from '@taskflow/testing';
import { commentsTexts, filesTexts } from '@taskflow/work-comments';
import { boardTexts, timerTexts } from './app/board-texts';

registerTexts([boardTexts, timerTexts, commentsTexts, filesTexts]);

beforeEach(() => apiServer.use(...answerUnknownRoutes()));
