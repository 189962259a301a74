import type { UserLanguage } from '@taskflow/contracts';
import { textsIn } from '../i18n/api-texts';
import { localizedMail, type MailTexts } from '../mail/localized-mail';

export interface InvitationMailFacts {
  firstName: string;
  url: string;
  language: UserLanguage | null;
  agencyName: string;
}

/** The team invitation: join the agency's team as `role`. */
export function teamInvitationMail(facts: InvitationMailFacts & { role: string | null }): MailTexts {
  const { firstName, url, agencyName, role } = facts;
  return localizedMail(facts.language, (language) => {
    const t = textsIn(language, 'mail');
    const values = { firstName, agency: agencyName, url, role };
    return {
      subject: t('teamInvitation.subject'),
      text: role ? t('teamInvitation.textWithRole', values) : t('teamInvitation.text', values),
    };
  });
}

/** The client portal invitation of a customer's contact. */
export function contactInvitationMail(
  facts: InvitationMailFacts & { companyName: string; signInUrl: string },
): MailTexts {
  const { firstName, url, agencyName, companyName, signInUrl } = facts;
  return localizedMail(facts.language, (language) => {
    const t = textsIn(language, 'mail');
    return {
      subject: t('contactInvitation.subject', { agency: agencyName }),
      text: t('contactInvitation.text', { firstName, agency: agencyName, company: companyName, url, signInUrl }),
    };
  });
}
