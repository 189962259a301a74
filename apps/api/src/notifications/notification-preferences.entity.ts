import { Column, Entity, ForeignKey } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

@Entity({ name: 'notification_preferences' })
export class NotificationPreferences extends TenantOwnedEntity {
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'email_task_assigned', type: 'boolean', default: true }) emailTaskAssigned: boolean;
  @Column({ name: 'email_task_completed', type: 'boolean', default: true }) emailTaskCompleted: boolean;
  @Column({ name: 'email_project_updates', type: 'boolean', default: true }) emailProjectUpdates: boolean;
  @Column({ name: 'email_task_commented', type: 'boolean', default: true }) emailTaskCommented: boolean;
  @Column({ name: 'email_deadline_reminders', type: 'boolean', default: true }) emailDeadlineReminders: boolean;
  @Column({ name: 'email_daily_digest', type: 'boolean', default: false }) emailDailyDigest: boolean;
  @Column({ name: 'email_weekly_report', type: 'boolean', default: false }) emailWeeklyReport: boolean;
  @Column({ type: 'varchar', length: 10, default: 'immediate' }) frequency: string;
  @Column({ name: 'quiet_hours_enabled', type: 'boolean', default: false }) quietHoursEnabled: boolean;
  @Column({ name: 'quiet_hours_from', type: 'varchar', length: 5, default: '22:00' }) quietHoursFrom: string;
  @Column({ name: 'quiet_hours_to', type: 'varchar', length: 5, default: '08:00' }) quietHoursTo: string;
  /** Clients: the agency's updates about their projects (autoNotifyClients) and the progress reports. */
  @Column({ name: 'email_client_updates', type: 'boolean', default: true }) emailClientUpdates: boolean;
  @Column({ name: 'email_client_reports', type: 'boolean', default: true }) emailClientReports: boolean;
  /** The notification centre, per reason (IN_APP_PREFERENCE_OF_REASON). */
  @Column({ name: 'in_app_task_assigned', type: 'boolean', default: true }) inAppTaskAssigned: boolean;
  @Column({ name: 'in_app_task_completed', type: 'boolean', default: true }) inAppTaskCompleted: boolean;
  @Column({ name: 'in_app_task_commented', type: 'boolean', default: true }) inAppTaskCommented: boolean;
  @Column({ name: 'in_app_project_updates', type: 'boolean', default: true }) inAppProjectUpdates: boolean;
  @Column({ name: 'in_app_client_updates', type: 'boolean', default: true }) inAppClientUpdates: boolean;
  @Column({ name: 'in_app_approval_requested', type: 'boolean', default: true }) inAppApprovalRequested: boolean;
  @Column({ name: 'in_app_approval_decided', type: 'boolean', default: true }) inAppApprovalDecided: boolean;
  @Column({ name: 'in_app_project_completed', type: 'boolean', default: true }) inAppProjectCompleted: boolean;
  @Column({ name: 'in_app_due_tomorrow', type: 'boolean', default: true }) inAppDueTomorrow: boolean;
  @Column({ name: 'in_app_mentioned', type: 'boolean', default: true }) inAppMentioned: boolean;
  /** Admins: a project reached a budget warning threshold. */
  @Column({ name: 'in_app_budget_warning', type: 'boolean', default: true }) inAppBudgetWarning: boolean;
  /** Everyone: someone mentioned them in a description, comment or message they may read. */
  @Column({ name: 'email_mentioned', type: 'boolean', default: true }) emailMentioned: boolean;
}
