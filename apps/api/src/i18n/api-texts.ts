import type { UserLanguage } from '@taskflow/contracts';
import i18next, { type TFunction } from 'i18next';
import deActivity from '../locales/de/activity.json';
import deMail from '../locales/de/mail.json';
import dePages from '../locales/de/pages.json';
import deProjectTemplates from '../locales/de/projectTemplates.json';
import deStatus from '../locales/de/status.json';
import deTasks from '../locales/de/tasks.json';
import deTimeExport from '../locales/de/timeExport.json';
import enActivity from '../locales/en/activity.json';
import enMail from '../locales/en/mail.json';
import enPages from '../locales/en/pages.json';
import enProjectTemplates from '../locales/en/projectTemplates.json';
import enStatus from '../locales/en/status.json';
import enTasks from '../locales/en/tasks.json';
import enTimeExport from '../locales/en/timeExport.json';

/**
 * The API's own texts (mails, the unsubscribe page, the calendar feed, status names, the activity feed's fallback
 * names, the description of a task made from a checklist item, the built-in project templates), in German and English, from
 * `src/locales/<language>/<namespace>.json` like the web apps' texts: plurals by i18next (`key_one`, `key_other`),
 * values inserted as they are (`{{name}}`; never HTML-escaped here, pages escape what they write into HTML, and a
 * value's own `{{…}}` or `$t(…)` stays text).
 */
export const API_TEXTS = {
  en: {
    mail: enMail,
    pages: enPages,
    status: enStatus,
    activity: enActivity,
    timeExport: enTimeExport,
    tasks: enTasks,
    projectTemplates: enProjectTemplates,
  },
  de: {
    mail: deMail,
    pages: dePages,
    status: deStatus,
    activity: deActivity,
    timeExport: deTimeExport,
    tasks: deTasks,
    projectTemplates: deProjectTemplates,
  },
} as const;

export type ApiNamespace = keyof (typeof API_TEXTS)['en'];

const texts = i18next.createInstance();
void texts.init({
  resources: API_TEXTS,
  supportedLngs: ['en', 'de'],
  lng: 'en',
  fallbackLng: false,
  ns: Object.keys(API_TEXTS.en),
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  // The resources are here already: ready before init() returns.
  initAsync: false,
});

/** The texts of one namespace in one language. */
export function textsIn<N extends ApiNamespace>(language: UserLanguage, namespace: N): TFunction<N> {
  return texts.getFixedT(language, namespace);
}
