import i18next from 'i18next';
import { initI18n } from './init-i18n';
import { loadTexts, registeredNamespaces, type NamespaceTexts } from './texts';

const remoteTexts = (load: NamespaceTexts['load']): NamespaceTexts => ({ namespace: 'remote', load });
const files = {
  en: { default: { greeting: 'Hello from the remote' } },
  de: { default: { greeting: 'Hallo aus dem Remote' } },
};

describe('texts of an app', () => {
  beforeAll(() => initI18n({ lng: 'en' }));
  afterEach(() => i18next.changeLanguage('en'));

  it('are loaded through their own loader before the app renders', async () => {
    const load = jest.fn((language: 'de' | 'en') => Promise.resolve(files[language]));
    await loadTexts([remoteTexts(load)]);
    expect(i18next.t('remote:greeting')).toBe('Hello from the remote');
    expect(load).toHaveBeenCalledWith('en');
    expect(registeredNamespaces()).toEqual(expect.arrayContaining(['common', 'remote']));
  });

  it('are in the new language before anything hears of a language change', async () => {
    await loadTexts([remoteTexts((language) => Promise.resolve(files[language]))]);
    const seen: string[] = [];
    const listener = () => seen.push(i18next.t('remote:greeting'));
    i18next.on('languageChanged', listener);
    await i18next.changeLanguage('de');
    i18next.off('languageChanged', listener);
    expect(seen).toEqual(['Hallo aus dem Remote']);
  });

  it('are fetched again after a failed load, and a load that keeps failing is reported', async () => {
    let reachable = false;
    const load = jest.fn(async (language: 'de' | 'en') => {
      if (!reachable) throw new Error('chunk failed');
      return { default: { title: `title in ${language}` } };
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flaky: NamespaceTexts = { namespace: 'flaky', load };
    await expect(loadTexts([flaky])).rejects.toThrow('Texts could not be loaded: flaky');

    reachable = true;
    await loadTexts([flaky]);
    expect(i18next.t('flaky:title')).toBe('title in en');
    jest.restoreAllMocks();
  });
});
