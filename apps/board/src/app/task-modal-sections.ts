import { lazy } from 'react';
import { addTaskModalSection } from './common/components/TaskModalSections';

// The features' sections of the task modal, in their order below the task's details.
addTaskModalSection(
  'checklist',
  lazy(() => import('./checklists/components/TaskChecklist').then((m) => ({ default: m.TaskChecklistSection }))),
);
