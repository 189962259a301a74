import type { API_TEXTS } from './api-texts';

// The API's keys are checked against its English texts (the German ones have the same keys: api-texts.spec.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'mail';
    resources: (typeof API_TEXTS)['en'];
  }
}
