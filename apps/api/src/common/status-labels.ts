import type { ProjectStatus, TaskStatus, UserLanguage } from '@taskflow/contracts';

/** Task and project states as the API writes them into mails and calendar feeds, in the reader's language. */
const TASK_STATUS: Record<UserLanguage, Record<TaskStatus, string>> = {
  en: { todo: 'To do', in_progress: 'In progress', review: 'In review', completed: 'Completed' },
  de: { todo: 'Zu erledigen', in_progress: 'In Bearbeitung', review: 'In Prüfung', completed: 'Erledigt' },
};
const PROJECT_STATUS: Record<UserLanguage, Record<ProjectStatus, string>> = {
  en: {
    planning: 'Planning',
    in_progress: 'In progress',
    review: 'In review',
    completed: 'Completed',
    on_hold: 'On hold',
  },
  de: {
    planning: 'Planung',
    in_progress: 'In Bearbeitung',
    review: 'In Prüfung',
    completed: 'Abgeschlossen',
    on_hold: 'Pausiert',
  },
};

export const taskStatusLabel = (language: UserLanguage, status: string) =>
  TASK_STATUS[language][status as TaskStatus] ?? status;
export const projectStatusLabel = (language: UserLanguage, status: string) =>
  PROJECT_STATUS[language][status as ProjectStatus] ?? status;
