import { lintSamples } from './lint-samples';

const MESSAGE = "Put the API's texts in apps/api/src/locales";

/** How the API wrote its texts before they moved into src/locales: each sample must fail the lint. */
const FORBIDDEN: Record<string, string> = {
  'chooses a text by comparing the language': `import type { UserLanguage } from '@taskflow/contracts';
export const greeting = (language: UserLanguage, name: string) => (language === 'en' ? \`Hello \${name},\` : \`Hallo \${name},\`);`,
  'switches on the language': `export function due(language: string): string {
  switch (language) {
    case 'de':
      return 'Morgen fällig';
    default:
      return 'Due tomorrow';
  }
}`,
  'keeps a text per language in a map': `export const TEXTS = { en: { open: 'Open in TaskFlow' }, de: { open: 'In TaskFlow öffnen' } };`,
  'writes a mail per language with template strings': `export const invitation = (agency: string) => ({
  en: { subject: \`\${agency} invites you to the client portal\` },
  de: { subject: \`\${agency} lädt Sie ins Kundenportal ein\` },
});`,
  'keeps a mail text with placeholders in code': `export const DEFAULT_TEMPLATES = {
  projectUpdate: 'Hallo {clientName},\\n\\nes gibt Neuigkeiten zum Projekt "{projectName}".',
};`,
  'writes a mail text with placeholders in a template string': `export const start = (greeting: string) => \`\${greeting}\\n\\nthe project "{projectName}" has started.\`;`,
};

/** The recent activity's fallback names were a map per language in the contracts. */
const FORBIDDEN_IN_CONTRACTS: Record<string, string> = {
  'keeps names per language in the contracts': `export const FALLBACK_NAMES = {
  de: { author: 'Unbekannt', task: 'Aufgabe', project: 'Projekt' },
  en: { author: 'Unknown', task: 'Task', project: 'Project' },
} as const;`,
};

const ALLOWED: Record<string, string> = {
  'reads texts with textsIn()': `import type { UserLanguage } from '@taskflow/contracts';
import { textsIn } from '../i18n/api-texts';
export const greeting = (language: UserLanguage, firstName: string) => textsIn(language, 'mail')('greeting', { firstName });
export const languagesOf = (language: UserLanguage | null): UserLanguage[] => (language ? [language] : ['en', 'de']);`,
  'replaces a placeholder by name': `export const fill = (template: string, name: string) => template.replaceAll('{clientName}', name);`,
  'describes a route with a path parameter': `export const DESCRIPTION = 'GET /api/files/task/{taskId} lists them';`,
  'loads the locale files by language': `import deMail from '../locales/de/mail.json';
import enMail from '../locales/en/mail.json';
export const API_TEXTS = { en: { mail: enMail }, de: { mail: deMail } } as const;`,
};

describe("the lint rule for the API's texts (eslint.config.mjs)", () => {
  const file = (name: string) => `apps/api/src/notes/${name.replace(/\W+/g, '-')}.ts`;
  const contractsFile = (name: string) => `libs/shared/contracts/src/lib/${name.replace(/\W+/g, '-')}.ts`;
  let results: ReturnType<typeof lintSamples>;

  beforeAll(() => {
    results = lintSamples(
      Object.fromEntries([
        ...Object.entries({ ...FORBIDDEN, ...ALLOWED }).map(([name, code]) => [file(name), code]),
        ...Object.entries(FORBIDDEN_IN_CONTRACTS).map(([name, code]) => [contractsFile(name), code]),
      ]),
    );
  });

  const textErrors = (name: string, path = file(name)) =>
    results[path].filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.startsWith(MESSAGE));

  it.each(Object.keys(FORBIDDEN))('fails a feature file that %s', (name) => {
    expect(textErrors(name).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(FORBIDDEN_IN_CONTRACTS))('fails a contracts file that %s', (name) => {
    expect(textErrors(name, contractsFile(name)).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(ALLOWED))('passes a feature file that %s', (name) => {
    expect(results[file(name)].filter((message) => message.ruleId === 'no-restricted-syntax')).toEqual([]);
  });
});
