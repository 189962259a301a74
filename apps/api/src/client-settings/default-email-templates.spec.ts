import { DEFAULT_EMAIL_TEMPLATES, defaultEmailTemplates } from './default-email-templates';

describe('the client mail templates an agency starts with', () => {
  it('are German, word for word as before they moved into src/locales, with their placeholders', () => {
    expect(DEFAULT_EMAIL_TEMPLATES).toEqual({
      projectStart:
        'Hallo {clientName},\n\nwir freuen uns, Ihnen mitzuteilen, dass das Projekt "{projectName}" gestartet ist.',
      projectUpdate: 'Hallo {clientName},\n\nes gibt Neuigkeiten zum Projekt "{projectName}".',
      projectComplete: 'Hallo {clientName},\n\ndas Projekt "{projectName}" wurde erfolgreich abgeschlossen.',
      taskUpdate: 'Hallo {clientName},\n\neine Aufgabe im Projekt "{projectName}" wurde aktualisiert.',
    });
  });

  it('exist in English with the same placeholders', () => {
    for (const text of Object.values(defaultEmailTemplates('en'))) {
      expect(text).toMatch(/^Hello \{clientName\},\n\n.*"\{projectName\}"/);
    }
  });
});
