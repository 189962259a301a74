import { Injectable } from '@nestjs/common';
import type { UserLanguage } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { Customer } from '../customer-records/customer.entity';
import {
  ClientCommunicationSettings,
  type ClientEmailTemplates,
} from '../client-settings/client-communication-settings.entity';
import { DEFAULT_EMAIL_TEMPLATES } from '../client-settings/default-email-templates';
import { AppConfig } from '../config/app-config';
import { textsIn } from '../i18n/api-texts';
import type { OutgoingMail } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { describeActivity, type ActivityItem } from './activity-content';
import { renderMail, type MailBlock, type MailDraftDocument } from './mail-document';
import { MailLinks } from './mail-links';
import { activitySubject, unsubscribeLabel } from './mail-texts';
import type { NotificationMail } from './notification-mail.entity';
import type { NotificationPreferences } from './notification-preferences.entity';
import { CLIENT_REASONS, PREFERENCE_OF_REASON, type MailPreference } from './notification-reasons';
import { Notification } from './notification.entity';
import { preferencesOf } from './preferences-of';
import { ReaderAccess } from './reader-access';
import { ReportContent } from './report-content.service';

/** A mail's content for its reader, and the preferences its unsubscribe link turns off. */
export interface MailContentDraft {
  build: (language: UserLanguage) => MailDraftDocument;
  preferences: MailPreference[];
}

/** Everything a mail's content is read with. */
export interface MailReader {
  scope: TenantScope;
  user: User;
  actor: Actor;
  preferences: NotificationPreferences;
  links: MailLinks;
}

/**
 * Builds a mail from the state at sending time, in the reader's language: what is gone, hidden from the reader or
 * no longer wanted (a preference turned off since) is left out; null when nothing is left to tell.
 */
@Injectable()
export class MailContent {
  private readonly links: MailLinks;

  constructor(
    private readonly data: TenantDataAccess,
    private readonly access: ReaderAccess,
    private readonly reports: ReportContent,
    config: AppConfig,
  ) {
    this.links = new MailLinks(config);
  }

  async build(mail: NotificationMail): Promise<OutgoingMail | null> {
    const scope = this.data.forTenant(mail.serviceProviderId);
    const user = await scope.findOne(User, { id: mail.recipientId });
    const actor = user ? await this.access.actorOf(user) : null;
    if (!user || !actor) return null;
    const preferences = (await preferencesOf(scope, [user.id])).get(user.id) as NotificationPreferences;
    const reader: MailReader = { scope, user, actor, preferences, links: this.links };
    const draft =
      mail.kind === 'event' || mail.kind === 'digest'
        ? await this.activityMail(reader, mail)
        : await this.reports.build(reader, mail);
    if (!draft) return null;
    const unsubscribeUrl = this.links.unsubscribe(user, draft.preferences);
    return {
      to: user.email,
      ...renderMail(
        user.language,
        (language) => ({ ...draft.build(language), unsubscribeLabel: unsubscribeLabel(language, draft.preferences) }),
        unsubscribeUrl,
      ),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  private async activityMail(reader: MailReader, mail: NotificationMail): Promise<MailContentDraft | null> {
    const { scope, actor, preferences } = reader;
    const notifications = await scope.find(Notification, {
      where: { mailId: mail.id },
      relations: { activity: true },
      order: { createdAt: 'ASC' },
    });
    const settings = await scope.findOne(ClientCommunicationSettings, {});
    const items: { item: ActivityItem; preference: MailPreference }[] = [];
    for (const notification of notifications) {
      const preference = PREFERENCE_OF_REASON[notification.reason];
      if (!preferences[preference] || !notification.activity) continue;
      if (CLIENT_REASONS.includes(notification.reason) && settings && !settings.autoNotifyClients) continue;
      const item = await describeActivity(scope, this.access, this.links, actor, notification.activity);
      if (item && notification.reason === 'mentioned')
        item.facts.mentionedIn = notification.activity.details.mentionedIn ?? 'comment';
      if (item) items.push({ item, preference });
    }
    if (items.length === 0) return null;
    const wanted = [...new Set(items.map(({ preference }) => preference))];
    if (items.length === 1 && actor.userType === 'client' && !items[0].item.facts.mentionedIn) {
      const templates = { ...DEFAULT_EMAIL_TEMPLATES, ...settings?.emailTemplates };
      const company = await scope.findOne(Customer, { id: items[0].item.clientCompanyId });
      return {
        preferences: wanted,
        build: (language) => clientUpdate(language, items[0].item, templates, company?.name ?? ''),
      };
    }
    if (items.length === 1)
      return { preferences: wanted, build: (language) => singleUpdate(language, reader.user, items[0].item) };
    return {
      preferences: wanted,
      build: (language) =>
        digest(
          language,
          reader.user,
          items.map(({ item }) => item),
          reader.links.dashboard,
        ),
    };
  }
}

function singleUpdate(language: UserLanguage, user: User, item: ActivityItem): MailDraftDocument {
  const t = textsIn(language, 'mail');
  const blocks: MailBlock[] = [{ paragraph: item.line(language) }];
  if (item.facts.comment) blocks.push({ quote: item.facts.comment });
  return {
    subject: activitySubject(language, item.facts, false),
    greeting: t('greeting', { firstName: user.firstName }),
    blocks,
    action: { label: t('open'), url: item.url },
    footer: t('footer'),
  };
}

/** The agency's own template for the news (placeholders filled), then what happened in the reader's language. */
function clientUpdate(
  language: UserLanguage,
  item: ActivityItem,
  templates: ClientEmailTemplates,
  companyName: string,
): MailDraftDocument {
  const t = textsIn(language, 'mail');
  const template = templates[templateFor(item)]
    .replaceAll('{clientName}', companyName)
    .replaceAll('{projectName}', item.facts.project.name);
  const [greeting, ...rest] = template.split(/\n\s*\n/);
  const blocks: MailBlock[] = rest.map((paragraph) => ({ paragraph }));
  blocks.push({ paragraph: item.line(language) });
  if (item.facts.comment) blocks.push({ quote: item.facts.comment });
  return {
    subject: activitySubject(language, item.facts, true),
    greeting,
    blocks,
    action: { label: t('open'), url: item.url },
    footer: t('footer'),
  };
}

/** Which of the four templates tells a client of this activity. */
export function templateFor(item: Pick<ActivityItem, 'activity'>): keyof ClientEmailTemplates {
  const { kind, details, taskId } = item.activity;
  if (kind === 'project.created') return 'projectStart';
  if (kind === 'project.updated' && details.status !== details.previousStatus) {
    if (details.status === 'in_progress') return 'projectStart';
    if (details.status === 'completed') return 'projectComplete';
  }
  return taskId ? 'taskUpdate' : 'projectUpdate';
}

function digest(language: UserLanguage, user: User, items: ActivityItem[], dashboard: string): MailDraftDocument {
  const t = textsIn(language, 'mail');
  return {
    subject: t('digest.subject', { count: items.length }),
    greeting: t('greeting', { firstName: user.firstName }),
    blocks: [
      { paragraph: t('digest.intro') },
      { items: items.map((item) => ({ text: item.line(language), url: item.url, quote: item.facts.comment })) },
    ],
    action: { label: t('open'), url: dashboard },
    footer: t('footer'),
  };
}
