import type { UserLanguage } from '@taskflow/contracts';

export interface MailTexts {
  subject: string;
  text: string;
}

/**
 * A mail in the recipient's interface language (`write` builds it in one language, e.g. from the API's texts:
 * `i18n/api-texts.ts`); while they have not chosen one, English and German in one mail.
 */
export function localizedMail(
  language: UserLanguage | null | undefined,
  write: (language: UserLanguage) => MailTexts,
): MailTexts {
  if (language) return write(language);
  const [en, de] = [write('en'), write('de')];
  return {
    subject: `${en.subject} / ${de.subject}`,
    text: [en.text, '', '---', '', de.text].join('\n'),
  };
}
