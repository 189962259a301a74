// Test helpers: the real i18next set-up with the real translation files, so component tests render
// real texts. An app's Jest set-up registers its own namespaces (registerTexts); they are loaded here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initI18n } from './lib/init-i18n';
import { SUPPORTED_LANGUAGES } from './lib/languages';
import { registeredNamespaces } from './lib/texts';

export async function initTestI18n(lng = 'en') {
  const i18n = await initI18n({ lng });
  await i18n.loadNamespaces(registeredNamespaces());
  return i18n;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * The checks every app runs on its own translation files (`<localesDir>/<language>/<namespace>.json`):
 * one file per language and namespace and nothing else, the same keys in German and English, no empty text.
 */
export function describeTranslationFiles(localesDir: string, namespaces: readonly string[]): void {
  const load = (language: string, namespace: string): unknown =>
    JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));

  describe(`translation files (${namespaces.join(', ')})`, () => {
    it('exist for every language and namespace, and nothing else', () => {
      expect(readdirSync(localesDir).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
      for (const language of SUPPORTED_LANGUAGES) {
        const files = readdirSync(join(localesDir, language)).sort();
        expect(files).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
      }
    });

    it.each(namespaces)('give German and English the same keys in %s', (namespace) => {
      expect(keysOf(load('de', namespace)).sort()).toEqual(keysOf(load('en', namespace)).sort());
    });

    it.each(namespaces)('have no empty text in %s', (namespace) => {
      for (const language of SUPPORTED_LANGUAGES) {
        expect(JSON.stringify(load(language, namespace))).not.toMatch(/:""/);
      }
    });
  });
}
