import type { UserLanguage } from '@taskflow/contracts';
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
  return localizedMail(facts.language, {
    en: {
      subject: 'You are invited to TaskFlow',
      text: `Hello ${firstName},\n\n${providerName} invited you to join the team on TaskFlow${role ? ` as ${role}` : ''}.\nSet your password here: ${url}\n\nThe link is valid for 7 days.`,
    },
    de: {
      subject: 'Einladung zu TaskFlow',
      text: `Hallo ${firstName},\n\n${providerName} hat Sie eingeladen, dem Team bei TaskFlow${role ? ` als ${role}` : ''} beizutreten.\nLegen Sie hier Ihr Passwort fest: ${url}\n\nDer Link ist 7 Tage lang gültig.`,
    },
  });
}

/** The client portal invitation of a customer's contact. */
export function contactInvitationMail(facts: InvitationMailFacts & { companyName: string }): MailTexts {
  const { firstName, url, providerName, companyName } = facts;
  return localizedMail(facts.language, {
    en: {
      subject: `${providerName} invites you to the client portal`,
      text: `Hello ${firstName},\n\n${providerName} invited you to its client portal on TaskFlow for ${companyName}. There you can follow your projects, comment and approve work.\nSet your password here: ${url}\n\nThe link is valid for 7 days.`,
    },
    de: {
      subject: `${providerName} lädt Sie ins Kundenportal ein`,
      text: `Hallo ${firstName},\n\n${providerName} hat Sie für ${companyName} in das Kundenportal bei TaskFlow eingeladen. Dort verfolgen Sie Ihre Projekte, kommentieren und geben Arbeiten frei.\nLegen Sie hier Ihr Passwort fest: ${url}\n\nDer Link ist 7 Tage lang gültig.`,
    },
  });
}
