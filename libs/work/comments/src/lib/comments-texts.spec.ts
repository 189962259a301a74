import { join } from 'node:path';
import { initTestI18n, describeTranslationFiles } from '@taskflow/i18n/testing';
import { loadTexts } from '@taskflow/i18n';
import { commentsTexts } from './comments-texts';

describeTranslationFiles(join(__dirname, '../locales'), ['comments', 'files']);

describe('commentsTexts', () => {
  it('loads the texts of the comments namespace in both languages', async () => {
    const i18n = await initTestI18n('en');
    await loadTexts([commentsTexts], i18n);
    await i18n.loadLanguages(['de', 'en']);
    expect(i18n.getFixedT('en', 'comments')('composer.added')).toBe('Comment added');
    expect(i18n.getFixedT('en', 'comments')('composer.addFailed')).toBe('Failed to add comment');
    expect(i18n.getFixedT('en', 'comments')('composer.notAuthenticated')).toBe('User not authenticated');
    expect(i18n.getFixedT('de', 'comments')('composer.added')).toBe('Kommentar hinzugefügt');
  });
});
