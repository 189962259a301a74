import { builtInTemplate } from '../project-templates/built-in-templates';
import { ProjectTemplate } from '../project-templates/project-template.entity';
import type { TenantScope } from '../tenancy/tenant-scope';

export const DEMO_TEMPLATE_NAME = 'Website-Relaunch (Agentur)';

/**
 * The demo agency's own template: the German website relaunch built-in, adapted as an agency would (its designer
 * keeps the design tasks, a review round before the launch).
 */
export async function seedDemoProjectTemplate(
  scope: TenantScope,
  people: { admin: { id: string }; designer: { id: string } },
): Promise<void> {
  const base = builtInTemplate('website-relaunch', 'de');
  const tasks = base.tasks.map((task) =>
    task.category === 'design' ? { ...task, assignedToId: people.designer.id } : task,
  );
  tasks.splice(tasks.length - 2, 0, {
    title: 'Abnahme durch den Kunden',
    description: 'Der Kunde prüft die Staging-Website und gibt sie für den Livegang frei.',
    priority: 'high',
    category: 'review',
    tags: ['abnahme'],
    isClientVisible: true,
    estimatedTime: 2,
    dueOffsetDays: 52,
    assignedToId: null,
    recurrence: null,
    checklist: ['Zugang zur Staging-Website senden', 'Rückmeldungen einarbeiten', 'Freigabe schriftlich bestätigen'],
  });
  await scope.insert(ProjectTemplate, {
    name: DEMO_TEMPLATE_NAME,
    description: `${base.description} Mit unserer Abnahmerunde vor dem Livegang.`,
    tags: base.tags,
    durationDays: base.durationDays,
    tasks,
    createdById: people.admin.id,
  });
}
