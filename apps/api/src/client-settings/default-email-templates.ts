import type { ClientEmailTemplates } from './client-communication-settings.entity';

/** German defaults; {clientName} and {projectName} are replaced when a mail is sent. */
export const DEFAULT_EMAIL_TEMPLATES: ClientEmailTemplates = {
  projectStart:
    'Hallo {clientName},\n\nwir freuen uns, Ihnen mitzuteilen, dass das Projekt "{projectName}" gestartet ist.',
  projectUpdate: 'Hallo {clientName},\n\nes gibt Neuigkeiten zum Projekt "{projectName}".',
  projectComplete: 'Hallo {clientName},\n\ndas Projekt "{projectName}" wurde erfolgreich abgeschlossen.',
  taskUpdate: 'Hallo {clientName},\n\neine Aufgabe im Projekt "{projectName}" wurde aktualisiert.',
};
