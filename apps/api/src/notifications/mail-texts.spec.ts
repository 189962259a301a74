import { teamInvitationMail } from '../invitations/invitation-mails';
import { activityLine, activitySubject, unsubscribeLabel, type ActivityFacts } from './mail-texts';
import { unsubscribePage } from './unsubscribe.service';

/** The mails' words, as they were written before the texts moved into src/locales: they must not change. */
describe('the mail texts', () => {
  const title = 'Logo “x” {{who}} $t(someone)';
  const facts = (values: Partial<ActivityFacts>): ActivityFacts => ({
    kind: 'task.updated',
    actorName: 'Ann Admin',
    project: { name: 'Web <site>', status: 'in_progress' },
    task: { title, status: 'review' },
    ...values,
  });

  it('tell what happened, in either language', () => {
    expect(activityLine('en', facts({ statusChanged: true }))).toBe(
      `Ann Admin set the task “${title}” (Web <site>) to “In review”.`,
    );
    expect(
      activityLine('de', facts({ kind: 'project.updated', actorName: null, task: undefined, statusChanged: true })),
    ).toBe('Jemand hat das Projekt Web <site> auf „In Bearbeitung“ gesetzt.');
    expect(activityLine('de', facts({ kind: 'comment.created', task: undefined }))).toBe(
      'Ann Admin hat das Projekt Web <site> kommentiert:',
    );
    expect(activityLine('en', facts({ kind: 'task.created' }))).toBe(
      `Ann Admin created the task “${title}” (Web <site>) and assigned it to you.`,
    );
    expect(activitySubject('de', facts({ completed: true }), false)).toBe(`Erledigt: ${title}`);
    expect(activitySubject('en', facts({ kind: 'task.approval_requested' }), true)).toBe(
      `Your approval is requested: ${title}`,
    );
    expect(unsubscribeLabel('de', ['emailTaskAssigned', 'emailDailyDigest'])).toBe(
      'Aufgabenzuweisungen, den Tagesüberblick abbestellen',
    );
    expect(unsubscribeLabel('en', ['emailClientReports'])).toBe('Unsubscribe from progress reports');
  });

  it('write both languages while the reader has chosen none', () => {
    expect(
      teamInvitationMail({
        firstName: 'Ann',
        url: 'https://x/a?t=1',
        language: null,
        agencyName: 'Pixel & Code',
        role: 'Designer',
      }),
    ).toEqual({
      subject: 'You are invited to TaskFlow / Einladung zu TaskFlow',
      text: 'Hello Ann,\n\nPixel & Code invited you to join the team on TaskFlow as Designer.\nSet your password here: https://x/a?t=1\n\nThe link is valid for 7 days.\n\n---\n\nHallo Ann,\n\nPixel & Code hat Sie eingeladen, dem Team bei TaskFlow als Designer beizutreten.\nLegen Sie hier Ihr Passwort fest: https://x/a?t=1\n\nDer Link ist 7 Tage lang gültig.',
    });
  });

  it('escape what the unsubscribe page writes into HTML', () => {
    const page = unsubscribePage(
      { email: 'a<b>@example.com', preferences: ['emailTaskAssigned', 'emailWeeklyReport'], unsubscribed: true },
      'de',
      'token',
    );
    expect(page).toContain(
      '<h1>Abbestellt</h1><p>a&lt;b&gt;@example.com erhält keine E-Mails mehr zu: Aufgabenzuweisungen, den Wochenbericht. Sie können sie in den Benachrichtigungseinstellungen wieder einschalten.</p>',
    );
  });
});
