// The board's component tests render its real texts (and the comment thread's), against the in-memory API of
// src/testing/fake-api.ts: jsdom has no network, and the store's api must see the fake before anything loads it.
import { registerTexts } from '@taskflow/i18n';
import { commentsTexts, filesTexts } from '@taskflow/work-comments';
import { boardTexts } from './app/board-texts';

jest.mock('@taskflow/auth', () => jest.requireActual('./testing/fake-api').mockAuthModule());

registerTexts([boardTexts, commentsTexts, filesTexts]);
