import i18next from 'i18next';
import { initI18n } from './init-i18n';

describe('initI18n', () => {
  it('falls back to English for a language TaskFlow does not offer and sets the page language', async () => {
    await initI18n({ lng: 'fr' });
    expect(i18next.t('loading')).toBe('Loading…');
    await i18next.changeLanguage('de');
    expect(i18next.t('loading')).toBe('Wird geladen…');
    expect(document.documentElement.lang).toBe('de');
  });
});
