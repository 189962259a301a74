import { CreateWaitlistEntry1795292930476 } from './1795292930476-create-waitlist-entry';
import { CreateTenancyAndWork1795400000000 } from './1795400000000-create-tenancy-and-work';
import { CreateConversations1795500000000 } from './1795500000000-create-conversations';
import { CreatePasswordResetToken1795550000000 } from './1795550000000-create-password-reset-token';
import { PendingRegistrationHoldsProviderFields1795600000000 } from './1795600000000-pending-registration-holds-provider-fields';
import { AccountLanguageSessionsCalendarFeed1796100000000 } from './1796100000000-account-language-sessions-calendar-feed';
import { AddUserPlatformAdmin1796400000001 } from './1796400000001-add-user-platform-admin';
import { NotificationDelivery1796500000000 } from './1796500000000-notification-delivery';
import { CustomerDetailsTeamProfiles1796700000000 } from './1796700000000-customer-details-team-profiles';
import { FileAttachments1796900000000 } from './1796900000000-file-attachments';
import { RowChangeNotifications1797500000000 } from './1797500000000-row-change-notifications';
import { IndexesForPagesAndCounts1797600000000 } from './1797600000000-indexes-for-pages-and-counts';
import { BoardColumnOrder1797813000000 } from './1797813000000-board-column-order';
import { KeptCommentCounts1797820000000 } from './1797820000000-kept-comment-counts';
import { TaskProjectStatistics1797850000000 } from './1797850000000-task-project-statistics';
import { KeptTaskCounts1797860000000 } from './1797860000000-kept-task-counts';
import { KeptUnreadTaskCommentsPerAssignee1797860000001 } from './1797860000001-kept-unread-task-comments-per-assignee';
import { BoardColumnCounts1797870000000 } from './1797870000000-board-column-counts';
import { BoardFilterIndexes1797871000000 } from './1797871000000-board-filter-indexes';
import { TaskListIndexesPerProject1797880000000 } from './1797880000000-task-list-indexes-per-project';
import { TaskCountSlots1797881000000 } from './1797881000000-task-count-slots';
import { TaskCommentAssignee1797882000000 } from './1797882000000-task-comment-assignee';
import { TimeTracking1797900000000 } from './1797900000000-time-tracking';
import { KeptTimeTotals1797940000000 } from './1797940000000-kept-time-totals';
import { TaskChecklists1797950000000 } from './1797950000000-task-checklists';
import { TaskRecurrence1797960000000 } from './1797960000000-task-recurrence';
import { ProjectTemplates1797970000000 } from './1797970000000-project-templates';
import { RecurrenceAhead1797980000000 } from './1797980000000-recurrence-ahead';
import { SignInLinks1797990000000 } from './1797990000000-sign-in-links';
import { TwoFactor1798000000000 } from './1798000000000-two-factor';
import { NotificationCentre1798010000000 } from './1798010000000-notification-centre';
import { MentionNotifications1798020000000 } from './1798020000000-mention-notifications';
import { BudgetWarningCentre1798050000000 } from './1798050000000-budget-warning-centre';

/** Every migration, oldest first. Listed explicitly because the API is bundled (no globs). */
export const DATABASE_MIGRATIONS = [
  CreateWaitlistEntry1795292930476,
  CreateTenancyAndWork1795400000000,
  CreateConversations1795500000000,
  CreatePasswordResetToken1795550000000,
  PendingRegistrationHoldsProviderFields1795600000000,
  AccountLanguageSessionsCalendarFeed1796100000000,
  AddUserPlatformAdmin1796400000001,
  NotificationDelivery1796500000000,
  CustomerDetailsTeamProfiles1796700000000,
  FileAttachments1796900000000,
  RowChangeNotifications1797500000000,
  IndexesForPagesAndCounts1797600000000,
  BoardColumnOrder1797813000000,
  KeptCommentCounts1797820000000,
  TaskProjectStatistics1797850000000,
  KeptTaskCounts1797860000000,
  KeptUnreadTaskCommentsPerAssignee1797860000001,
  BoardColumnCounts1797870000000,
  BoardFilterIndexes1797871000000,
  TaskListIndexesPerProject1797880000000,
  TaskCountSlots1797881000000,
  TaskCommentAssignee1797882000000,
  TimeTracking1797900000000,
  KeptTimeTotals1797940000000,
  TaskChecklists1797950000000,
  TaskRecurrence1797960000000,
  ProjectTemplates1797970000000,
  RecurrenceAhead1797980000000,
  SignInLinks1797990000000,
  TwoFactor1798000000000,
  NotificationCentre1798010000000,
  MentionNotifications1798020000000,
  BudgetWarningCentre1798050000000,
];
