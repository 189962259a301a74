// @taskflow/domain: the product's rules (docs/product-rules.md) computed on the client, pure and tested, one copy for
// every remote. Time-dependent rules take `now`; text-producing ones take the language.
export { toDate, calendarDaysBetween, daysUntil, localDay, isDayAfter, type DateInput } from './lib/dates';
export { FORMAT_LOCALES, compareText, type Language } from './lib/language';
export { formatDate, formatDateTime, formatCurrencyEur, formatHours } from './lib/format';
export { parseAmountEntry, formatAmountEntry, parseEuroCentsEntry, formatEuroCentsEntry } from './lib/amount-entry';
export { DATE_ENTRY_FORMATS, formatDateEntry, parseDateEntry, isIsoDay, type DateEntryFormat } from './lib/date-entry';
export {
  formatRelativeTime,
  formatActivityAge,
  RELATIVE_DAYS_LIMIT,
  ACTIVITY_WEEKS_LIMIT_DAYS,
} from './lib/relative-time';
export { badgeCountLabel, BADGE_MAX_COUNT } from './lib/badge';
export { messagePreview } from './lib/message-preview';
export {
  taskDueState,
  hasRecentClientActivity,
  isPendingClientApproval,
  taskFocusScore,
  isImportantTask,
  sortTasksByDueDate,
  sortTasksForFocus,
  taskStats,
  FOCUS_SCORE_WEIGHTS,
  IMPORTANT_TASK_MIN_SCORE,
  type TaskDueState,
  type TaskStats,
  type FocusScoreFields,
} from './lib/tasks';
export {
  projectDisplayState,
  dashboardProjectState,
  compareProjectStatus,
  sortProjectsByStatus,
  projectProgress,
  projectTaskSummary,
  isProjectReadyToComplete,
  type ProjectDisplayState,
  type DashboardProjectState,
  type ProjectTaskSummary,
} from './lib/projects';
export {
  customerStatus,
  customerLastActivity,
  customerSummary,
  type CustomerStatus,
  type CustomerSummary,
} from './lib/customers';
export {
  passwordStrength,
  passwordStrengthLevel,
  PASSWORD_STRENGTH_LEVELS,
  PASSWORD_STRENGTH_MAX_SCORE,
  type PasswordStrengthLevel,
} from './lib/password-strength';
export { EMAIL_PATTERN, isEmailLike, isPasswordLongEnough } from './lib/validation';
export {
  compareBoardOrder,
  matchesBoardFilters,
  hasBoardFilters,
  hasOpenChecklistItems,
  type BoardFilterFields,
} from './lib/board';
export {
  parseDurationEntry,
  formatDurationEntry,
  formatMinutesAsClock,
  formatElapsed,
  elapsedMinutes,
  weekStartOf,
  addDays,
  weekDays,
  budgetLevel,
  type DurationEntry,
  type DurationEntryError,
  type BudgetLevel,
} from './lib/time-tracking';
