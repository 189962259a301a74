import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_TEXTS, textsIn } from './api-texts';

const LOCALES = path.join(__dirname, '../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("the API's texts (src/locales)", () => {
  it('are loaded for every language and namespace there is a file of', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(Object.keys(API_TEXTS).sort());
    for (const language of readdirSync(LOCALES))
      expect(readdirSync(path.join(LOCALES, language)).sort()).toEqual(
        Object.keys(API_TEXTS.en)
          .map((namespace) => `${namespace}.json`)
          .sort(),
      );
  });

  it.each(Object.keys(API_TEXTS.en) as (keyof typeof API_TEXTS.en)[])(
    'give German and English the same keys, none empty, in %s',
    (namespace) => {
      expect(keysOf(API_TEXTS.de[namespace]).sort()).toEqual(keysOf(API_TEXTS.en[namespace]).sort());
      for (const language of ['en', 'de'] as const)
        expect(JSON.stringify(API_TEXTS[language][namespace])).not.toMatch(/:""/);
    },
  );

  it('choose the plural form by the count, in both languages', () => {
    const en = textsIn('en', 'mail');
    const de = textsIn('de', 'mail');
    expect(en('deadlines.subject', { count: 1 })).toBe('Deadlines: 1 task due tomorrow or overdue');
    expect(en('deadlines.subject', { count: 2 })).toBe('Deadlines: 2 tasks due tomorrow or overdue');
    expect(de('deadlines.subject', { count: 1 })).toBe('Fristen: 1 Aufgabe morgen fällig oder überfällig');
    expect(de('deadlines.subject', { count: 3 })).toBe('Fristen: 3 Aufgaben morgen fällig oder überfällig');
    expect(en('dailyDigest.subject', { count: 1 })).toBe('Your daily digest: 1 activity');
    expect(de('dailyDigest.subject', { count: 5 })).toBe('Ihr Tagesüberblick: 5 Aktivitäten');
    expect(en('digest.subject', { count: 3 })).toBe('Your TaskFlow summary: 3 updates');
    expect(de('digest.subject', { count: 3 })).toBe('Ihre TaskFlow-Zusammenfassung: 3 Neuigkeiten');
    expect(en('weeklyReport.summary', { completed: 1, open: 0 })).toBe(
      'You completed 1 task last week; 0 are still open.',
    );
    expect(en('weeklyReport.summary', { completed: 0, open: 1 })).toBe(
      'You completed 0 tasks last week; 1 is still open.',
    );
    expect(de('weeklyReport.summary', { completed: 1, open: 2 })).toBe(
      'Sie haben letzte Woche 1 Aufgabe erledigt; 2 sind noch offen.',
    );
    expect(de('weeklyReport.summary', { completed: 4, open: 1 })).toBe(
      'Sie haben letzte Woche 4 Aufgaben erledigt; 1 ist noch offen.',
    );
  });

  it('insert values as they are: no HTML escaping, and no texts or placeholders read from them', () => {
    const title = 'Logo <b>&</b> “{{who}}” $t(someone)';
    expect(textsIn('en', 'mail')('subject.newTask', { title })).toBe(`New task for you: ${title}`);
    expect(textsIn('de', 'mail')('activity.task', { title, project: 'A & B' })).toBe(`die Aufgabe „${title}“ (A & B)`);
  });
});
