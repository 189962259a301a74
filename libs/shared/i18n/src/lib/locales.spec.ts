import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES, SUPPORTED_LANGUAGES } from './languages';

const localesDir = join(__dirname, '../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
}

describe('translation files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const files = readdirSync(join(localesDir, language)).sort();
      expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(NAMESPACES)('give German and English the same keys in %s', (namespace) => {
    expect(keysOf(load('de', namespace)).sort()).toEqual(keysOf(load('en', namespace)).sort());
  });

  it.each(NAMESPACES)('have no empty text in %s', (namespace) => {
    for (const language of SUPPORTED_LANGUAGES) {
      const json = JSON.stringify(load(language, namespace));
      expect(json).not.toMatch(/:""/);
    }
  });
});
