import { In } from 'typeorm';
import type { TenantScope } from '../tenancy/tenant-scope';
import { NotificationPreferences } from './notification-preferences.entity';
import { IN_APP_PREFERENCES } from './notification-reasons';

/** What a user who never opened the notification settings gets (the columns' defaults). */
export function defaultPreferences(userId: string): NotificationPreferences {
  return Object.assign(new NotificationPreferences(), {
    userId,
    emailTaskAssigned: true,
    emailTaskCompleted: true,
    emailProjectUpdates: true,
    emailTaskCommented: true,
    emailDeadlineReminders: true,
    emailDailyDigest: false,
    emailWeeklyReport: false,
    frequency: 'immediate',
    quietHoursEnabled: false,
    quietHoursFrom: '22:00',
    quietHoursTo: '08:00',
    emailClientUpdates: true,
    emailClientReports: true,
    ...Object.fromEntries(IN_APP_PREFERENCES.map((preference) => [preference, true])),
    emailMentioned: true,
  });
}

/** Each user's stored preferences, or the defaults. */
export async function preferencesOf(
  scope: TenantScope,
  userIds: string[],
): Promise<Map<string, NotificationPreferences>> {
  const stored = userIds.length
    ? await scope.find(NotificationPreferences, { where: { userId: In([...new Set(userIds)]) } })
    : [];
  const byUser = new Map(stored.map((preferences) => [preferences.userId, preferences]));
  return new Map(userIds.map((id) => [id, byUser.get(id) ?? defaultPreferences(id)]));
}
