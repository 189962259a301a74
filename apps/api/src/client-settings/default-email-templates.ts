import type { UserLanguage } from '@taskflow/contracts';
import { textsIn } from '../i18n/api-texts';
import type { ClientEmailTemplates } from './client-communication-settings.entity';

/** The templates a new agency starts with, in one language; {clientName} and {projectName} are replaced when sent. */
export function defaultEmailTemplates(language: UserLanguage): ClientEmailTemplates {
  const t = textsIn(language, 'mail');
  return {
    projectStart: t('clientTemplateDefaults.projectStart'),
    projectUpdate: t('clientTemplateDefaults.projectUpdate'),
    projectComplete: t('clientTemplateDefaults.projectComplete'),
    taskUpdate: t('clientTemplateDefaults.taskUpdate'),
  };
}

/** An agency's templates start in German (its clients' default language) until the agency edits them. */
export const DEFAULT_EMAIL_TEMPLATES: ClientEmailTemplates = defaultEmailTemplates('de');
