import type { UserLanguage } from '@taskflow/contracts';
import { textsIn } from '../i18n/api-texts';

/** Task and project states as the API writes them into mails and calendar feeds, in the reader's language. */
export const taskStatusLabel = (language: UserLanguage, status: string) =>
  textsIn(language, 'status')(`task.${status}` as 'task.todo', { defaultValue: status });
export const projectStatusLabel = (language: UserLanguage, status: string) =>
  textsIn(language, 'status')(`project.${status}` as 'project.planning', { defaultValue: status });
