import { Injectable, Logger } from '@nestjs/common';
import type { NotificationFrequency, NotificationPreferencesView, TestEmailResponse } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { textsIn } from '../i18n/api-texts';
import { localizedMail } from '../mail/localized-mail';
import { MailService } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { NotificationPreferences } from './notification-preferences.entity';
import { IN_APP_PREFERENCES, type InAppPreference } from './notification-reasons';
import type { UpdateNotificationPreferencesDto } from './notifications.dto';
import { sentFields } from '../validation/common-validators';

export const TEST_EMAIL_FAILED_MESSAGE = 'Failed to test email configuration';

@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly data: TenantDataAccess,
    private readonly mail: MailService,
  ) {}

  async get(actor: Actor): Promise<NotificationPreferencesView> {
    return toView(await this.load(actor));
  }

  async update(actor: Actor, dto: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesView> {
    const preferences = await this.load(actor);
    Object.assign(preferences, sentFields(dto));
    return toView(await this.data.forTenant(actor.serviceProviderId).save(NotificationPreferences, preferences));
  }

  async sendTestEmail(actor: Actor): Promise<TestEmailResponse> {
    const user = await this.data.forTenant(actor.serviceProviderId).findOne(User, { id: actor.userId });
    if (!user) return { success: false, message: TEST_EMAIL_FAILED_MESSAGE };
    try {
      await this.mail.send({
        to: user.email,
        ...localizedMail(user.language, (language) => {
          const t = textsIn(language, 'mail');
          return { subject: t('testMail.subject'), text: t('testMail.text', { firstName: user.firstName }) };
        }),
      });
      return { success: true, message: `Test email sent to ${user.email}` };
    } catch (error) {
      this.logger.warn({ err: error, msg: 'Test email failed' });
      return { success: false, message: TEST_EMAIL_FAILED_MESSAGE };
    }
  }

  private async load(actor: Actor): Promise<NotificationPreferences> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const existing = await scope.findOne(NotificationPreferences, { userId: actor.userId });
    if (existing) return existing;
    // Two first requests at once: the second insert is ignored and both read the one row.
    await scope.insertOrIgnore(NotificationPreferences, { userId: actor.userId });
    return (await scope.findOne(NotificationPreferences, { userId: actor.userId })) as NotificationPreferences;
  }
}

function toView(preferences: NotificationPreferences): NotificationPreferencesView {
  const {
    emailTaskAssigned,
    emailTaskCompleted,
    emailProjectUpdates,
    emailTaskCommented,
    emailDeadlineReminders,
    emailDailyDigest,
    emailWeeklyReport,
  } = preferences;
  return {
    emailTaskAssigned,
    emailTaskCompleted,
    emailProjectUpdates,
    emailTaskCommented,
    emailDeadlineReminders,
    emailDailyDigest,
    emailWeeklyReport,
    frequency: preferences.frequency as NotificationFrequency,
    quietHoursEnabled: preferences.quietHoursEnabled,
    quietHoursFrom: preferences.quietHoursFrom,
    quietHoursTo: preferences.quietHoursTo,
    emailClientUpdates: preferences.emailClientUpdates,
    emailClientReports: preferences.emailClientReports,
    ...(Object.fromEntries(IN_APP_PREFERENCES.map((preference) => [preference, preferences[preference]])) as Pick<
      NotificationPreferencesView,
      InAppPreference
    >),
    emailMentioned: preferences.emailMentioned,
  };
}
