import type { UserLanguage } from '@taskflow/contracts';

export interface MailTexts {
  subject: string;
  text: string;
}

/**
 * A mail in the recipient's interface language; while they have not chosen one, English and German in one mail.
 */
export function localizedMail(
  language: UserLanguage | null | undefined,
  texts: Readonly<Record<UserLanguage, MailTexts>>,
): MailTexts {
  if (language) return texts[language];
  return {
    subject: `${texts.en.subject} / ${texts.de.subject}`,
    text: [texts.en.text, '', '---', '', texts.de.text].join('\n'),
  };
}
