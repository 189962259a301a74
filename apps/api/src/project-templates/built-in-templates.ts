import {
  BUILT_IN_PROJECT_TEMPLATE_ID_PREFIX,
  BUILT_IN_PROJECT_TEMPLATES,
  type BuiltInProjectTemplate,
  type ProjectTemplateTask,
  type ProjectTemplateView,
  type UserLanguage,
} from '@taskflow/contracts';
import { API_TEXTS } from '../i18n/api-texts';

/** What a built-in task is besides its texts (those come from src/locales/<language>/projectTemplates.json). */
type TaskShape = Omit<ProjectTemplateTask, 'title' | 'description' | 'checklist' | 'assignedToId'>;

const task = (shape: Partial<TaskShape> & Pick<TaskShape, 'dueOffsetDays'>): TaskShape => ({
  priority: 'medium',
  category: null,
  tags: [],
  isClientVisible: false,
  estimatedTime: null,
  recurrence: null,
  ...shape,
});

const monthly = { frequency: 'monthly' } as const;

/** The built-ins' tasks, in the order of their texts. */
const SHAPES: Record<BuiltInProjectTemplate, { tags: string[]; durationDays: number | null; tasks: TaskShape[] }> = {
  'website-relaunch': {
    tags: ['website'],
    durationDays: 56,
    tasks: [
      task({ dueOffsetDays: 2, priority: 'high', category: 'planning', isClientVisible: true, estimatedTime: 4 }),
      task({ dueOffsetDays: 7, category: 'planning', estimatedTime: 8 }),
      task({ dueOffsetDays: 14, priority: 'high', category: 'design', isClientVisible: true, estimatedTime: 16 }),
      task({ dueOffsetDays: 24, priority: 'high', category: 'design', isClientVisible: true, estimatedTime: 32 }),
      task({ dueOffsetDays: 35, category: 'documentation', isClientVisible: true, estimatedTime: 16 }),
      task({ dueOffsetDays: 45, priority: 'high', category: 'development', estimatedTime: 60 }),
      task({ dueOffsetDays: 51, priority: 'high', category: 'testing', estimatedTime: 12 }),
      task({ dueOffsetDays: 54, priority: 'urgent', category: 'development', isClientVisible: true, estimatedTime: 4 }),
      task({ dueOffsetDays: 56, category: 'documentation', isClientVisible: true, estimatedTime: 4 }),
    ],
  },
  'monthly-retainer': {
    tags: ['retainer'],
    durationDays: null,
    tasks: [
      task({ dueOffsetDays: 27, category: 'maintenance', estimatedTime: 4, recurrence: monthly }),
      task({
        dueOffsetDays: 29,
        isClientVisible: true,
        category: 'documentation',
        estimatedTime: 1,
        recurrence: monthly,
      }),
      task({ dueOffsetDays: 30, isClientVisible: true, category: 'review', estimatedTime: 1, recurrence: monthly }),
      task({
        dueOffsetDays: 89,
        priority: 'low',
        category: 'review',
        estimatedTime: 2,
        recurrence: { frequency: 'monthly', interval: 3 },
      }),
    ],
  },
  'client-onboarding': {
    tags: ['onboarding'],
    durationDays: 14,
    tasks: [
      task({ dueOffsetDays: 1, priority: 'high', category: 'planning', isClientVisible: true }),
      task({ dueOffsetDays: 3, priority: 'high', category: 'planning', isClientVisible: true }),
      task({ dueOffsetDays: 5, category: 'planning', isClientVisible: true, estimatedTime: 2 }),
      task({ dueOffsetDays: 6, category: 'planning', estimatedTime: 0.5 }),
      task({ dueOffsetDays: 7, priority: 'low', category: 'planning', estimatedTime: 1 }),
      task({ dueOffsetDays: 14, category: 'review', isClientVisible: true, estimatedTime: 1 }),
    ],
  },
};

/** `built-in:<key>` → the key, when it names a built-in. */
export function builtInKeyOf(id: string): BuiltInProjectTemplate | null {
  if (!id.startsWith(BUILT_IN_PROJECT_TEMPLATE_ID_PREFIX)) return null;
  const key = id.slice(BUILT_IN_PROJECT_TEMPLATE_ID_PREFIX.length);
  return (BUILT_IN_PROJECT_TEMPLATES as readonly string[]).includes(key) ? (key as BuiltInProjectTemplate) : null;
}

/** A built-in template in one language (read-only; copies of it are the agency's). */
export function builtInTemplate(key: BuiltInProjectTemplate, language: UserLanguage): ProjectTemplateView {
  const texts = API_TEXTS[language].projectTemplates[key];
  const shape = SHAPES[key];
  return {
    id: `${BUILT_IN_PROJECT_TEMPLATE_ID_PREFIX}${key}`,
    builtIn: true,
    name: texts.name,
    description: texts.description,
    taskCount: shape.tasks.length,
    updatedAt: null,
    createdAt: null,
    createdById: null,
    tags: [...shape.tags],
    durationDays: shape.durationDays,
    tasks: shape.tasks.map((taskShape, index) => ({
      ...taskShape,
      tags: [...taskShape.tags],
      title: texts.tasks[index].title,
      description: texts.tasks[index].description,
      checklist: [...texts.tasks[index].checklist],
      assignedToId: null,
    })),
  };
}

export function builtInTemplates(language: UserLanguage): ProjectTemplateView[] {
  return BUILT_IN_PROJECT_TEMPLATES.map((key) => builtInTemplate(key, language));
}

export function copySuffix(language: UserLanguage): string {
  return API_TEXTS[language].projectTemplates.copySuffix;
}
