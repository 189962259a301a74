import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { TaskView } from '@taskflow/contracts';

/** What a section of the task modal is given: the task and what the viewer may do with it. */
export interface TaskModalSectionProps {
  task: TaskView;
  /** Admins, and members with canEditTasks. */
  canEdit: boolean;
  /** canCreateTasks as well (admins always). */
  canCreate: boolean;
}

type Section = ComponentType<TaskModalSectionProps> | LazyExoticComponent<ComponentType<TaskModalSectionProps>>;

const sections: Array<{ id: string; Section: Section }> = [];

/**
 * Adds a feature's section to every task modal (below the details). Features are not imported by common/, so the
 * remote's root registers them (task-modal-sections.ts); a lazy section loads with the first modal that shows it.
 */
export function addTaskModalSection(id: string, Section: Section): void {
  if (!sections.some((section) => section.id === id)) sections.push({ id, Section });
}

/** The registered sections, in the order they were added. */
export function TaskModalSections(props: TaskModalSectionProps) {
  return (
    <>
      {sections.map(({ id, Section }) => (
        <Suspense key={id} fallback={null}>
          <Section {...props} />
        </Suspense>
      ))}
    </>
  );
}
