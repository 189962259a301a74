import { SignInLink } from '../sign-in-links/sign-in-link.entity';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { CalendarFeed } from '../calendar-feed/calendar-feed.entity';
import { Customer } from '../customer-records/customer.entity';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { ConversationParticipant } from '../conversations/conversation-participant.entity';
import { Conversation } from '../conversations/conversation.entity';
import { MessageReaction } from '../conversations/message-reaction.entity';
import { Message } from '../conversations/message.entity';
import { CommentCount } from '../comments/comment-count.entity';
import { ProjectComment } from '../comments/project-comment.entity';
import { TaskComment } from '../comments/task-comment.entity';
import { TeamInvitation } from '../users/team-invitation.entity';
import { NotificationMail } from '../notifications/notification-mail.entity';
import { NotificationPreferences } from '../notifications/notification-preferences.entity';
import { Notification } from '../notifications/notification.entity';
import { TaskFollower } from '../notifications/task-follower.entity';
import { WorkActivity } from '../notifications/work-activity.entity';
import { Project } from '../projects/project.entity';
import { PendingRegistration } from '../agencies/pending-registration.entity';
import { TaskApprovalEvent } from '../tasks/task-approval-event.entity';
import { Task } from '../tasks/task.entity';
import { TeamMemberProfile } from '../team-member-profiles/team-member-profile.entity';
import { TeamPermissionSet } from '../team-permissions/team-permission-set.entity';
import { Agency } from '../tenancy/agency.entity';
import { RefreshToken } from '../users/refresh-token.entity';
import { User } from '../users/user.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { FileBlobDeletion } from '../file-storage/file-blob-deletion.entity';
import { StoredFile } from '../file-storage/stored-file.entity';
import { TaskCount } from '../tasks/task-count.entity';
import { UnreadCommentCount } from '../comments/unread-comment-count.entity';
import { ProjectMemberRate } from '../time-tracking/project-member-rate.entity';
import { RunningTimer } from '../time-tracking/running-timer.entity';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import { TimeEntryMonthTotal } from '../time-tracking/time-entry-month-total.entity';
import { TimesheetWeek } from '../time-tracking/timesheet-week.entity';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { RecoveryCode } from '../two-factor/recovery-code.entity';
import { TwoFactorFactor } from '../two-factor/two-factor-factor.entity';
import { TaskSeries } from '../task-recurrence/task-series.entity';
import { ProjectTemplate } from '../project-templates/project-template.entity';

/** Every entity, listed explicitly because the API is bundled (no globs). */
export const DATABASE_ENTITIES = [
  Agency,
  User,
  Customer,
  Project,
  Task,
  TaskApprovalEvent,
  TaskComment,
  ProjectComment,
  CommentCount,
  TaskCount,
  TimeEntryMonthTotal,
  UnreadCommentCount,
  TeamPermissionSet,
  NotificationPreferences,
  ClientCommunicationSettings,
  RefreshToken,
  PasswordResetToken,
  SignInLink,
  TeamInvitation,
  PendingRegistration,
  WaitlistEntry,
  Conversation,
  ConversationParticipant,
  Message,
  MessageReaction,
  CalendarFeed,
  WorkActivity,
  TaskFollower,
  NotificationMail,
  Notification,
  TeamMemberProfile,
  StoredFile,
  FileBlobDeletion,
  TimeEntry,
  RunningTimer,
  TimesheetWeek,
  ProjectMemberRate,
  ChecklistItem,
  TwoFactorFactor,
  RecoveryCode,
  TaskSeries,
  ProjectTemplate,
];
