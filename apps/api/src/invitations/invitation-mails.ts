import type { UserLanguage } from '@taskflow/contracts';
import { textsIn } from '../i18n/api-texts';
import { localizedMail, type MailTexts } from '../mail/localized-mail';

export interface InvitationMailFacts {
  firstName: string;
  url: string;
  language: UserLanguage | null;
  providerName: string;
}

/** The team invitation: join the provider's team as `role`. */
export function teamInvitationMail(facts: InvitationMailFacts & { role: string | null }): MailTexts {
  const { firstName, url, providerName, role } = facts;
  return localizedMail(facts.language, (language) => {
    const t = textsIn(language, 'mail');
    const values = { firstName, provider: providerName, url, role };
    return {
      subject: t('teamInvitation.subject'),
      text: role ? t('teamInvitation.textWithRole', values) : t('teamInvitation.text', values),
    };
  });
}

/** The client portal invitation of a customer's contact. */
export function contactInvitationMail(facts: InvitationMailFacts & { companyName: string }): MailTexts {
  const { firstName, url, providerName, companyName } = facts;
  return localizedMail(facts.language, (language) => {
    const t = textsIn(language, 'mail');
    return {
      subject: t('contactInvitation.subject', { provider: providerName }),
      text: t('contactInvitation.text', { firstName, provider: providerName, company: companyName, url }),
    };
  });
}
