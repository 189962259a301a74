import type {
  CreateProjectFromTemplateRequest,
  ProjectTemplateSummary,
  ProjectTemplateTask,
  ProjectTemplateView,
  ProjectView,
  SaveProjectAsTemplateRequest,
  SaveProjectTemplateRequest,
} from '@taskflow/contracts';
import { apiError, apiRoute, apiServer } from '@taskflow/testing';
import { project } from './board-fixtures';

export function templateTask(title: string, changes: Partial<ProjectTemplateTask> = {}): ProjectTemplateTask {
  return {
    title,
    description: '',
    priority: 'medium',
    category: null,
    tags: [],
    isClientVisible: false,
    estimatedTime: null,
    dueOffsetDays: null,
    assignedToId: null,
    recurrence: null,
    checklist: [],
    ...changes,
  };
}

export function template(id: string, name: string, tasks: ProjectTemplateTask[] = []): ProjectTemplateView {
  const builtIn = id.startsWith('built-in:');
  return {
    id,
    builtIn,
    name,
    description: `${name} description`,
    taskCount: tasks.length,
    updatedAt: builtIn ? null : '2026-03-01T10:00:00.000Z',
    tags: [],
    durationDays: null,
    tasks,
    createdAt: builtIn ? null : '2026-03-01T10:00:00.000Z',
    createdById: builtIn ? null : 'u-admin',
  };
}

export const BUILT_INS = [
  template('built-in:website-relaunch', 'Website relaunch', [templateTask('Kick-off', { dueOffsetDays: 0 })]),
  template('built-in:monthly-retainer', 'Monthly retainer', [
    templateTask('Monthly report', {
      dueOffsetDays: 27,
      recurrence: { frequency: 'monthly', interval: 1 },
      checklist: ['Collect figures', 'Send report'],
    }),
    templateTask('Planning call', { dueOffsetDays: 2 }),
  ]),
  template('built-in:client-onboarding', 'Client onboarding', [templateTask('Welcome mail')]),
];

const summary = ({
  id,
  builtIn,
  name,
  description,
  taskCount,
  updatedAt,
}: ProjectTemplateView): ProjectTemplateSummary => ({
  id,
  builtIn,
  name,
  description,
  taskCount,
  updatedAt,
});

/** The template routes over a store of templates (built-ins first, then the agency's, as the API answers). */
export function serveTemplates(own: ProjectTemplateView[] = []) {
  const store = { templates: [...BUILT_INS, ...own], nextId: 1 };
  const find = (id: string) => store.templates.find((candidate) => candidate.id === id);
  const notFound = () => apiError(404, 'PROJECT_TEMPLATE_NOT_FOUND', { message: 'Template not found' });
  const saveNew = (body: SaveProjectTemplateRequest): ProjectTemplateView => {
    const created = {
      ...template(`tpl-${store.nextId++}`, body.name, body.tasks),
      description: body.description ?? '',
    };
    store.templates.push(created);
    return created;
  };
  apiServer.use(
    apiRoute.get<ProjectTemplateSummary[]>('/project-templates', () => store.templates.map(summary)),
    apiRoute.get<ProjectTemplateView>('/project-templates/:id', ({ params }) => find(params.id) ?? notFound()),
    apiRoute.post<SaveProjectTemplateRequest, ProjectTemplateView>('/project-templates', ({ body }) => saveNew(body)),
    apiRoute.put<SaveProjectTemplateRequest, ProjectTemplateView>('/project-templates/:id', ({ params, body }) => {
      const found = find(params.id);
      if (!found) return notFound();
      Object.assign(found, { name: body.name, tasks: body.tasks, taskCount: body.tasks.length });
      return found;
    }),
    apiRoute.delete('/project-templates/:id', ({ params }) => {
      store.templates = store.templates.filter((candidate) => candidate.id !== params.id);
      return undefined;
    }),
    apiRoute.post<unknown, ProjectTemplateView>('/project-templates/:id/copy', ({ params }) => {
      const found = find(params.id);
      return found ? saveNew({ name: `${found.name} (copy)`, tasks: found.tasks }) : notFound();
    }),
    apiRoute.post<SaveProjectAsTemplateRequest, ProjectTemplateView>(
      '/project-templates/from-project/:projectId',
      ({ body }) => saveNew({ name: body.name, tasks: [templateTask('From the project')] }),
    ),
    apiRoute.post<CreateProjectFromTemplateRequest, ProjectView>(
      '/project-templates/:id/projects',
      ({ params, body }) =>
        find(params.id) ? { ...project('p-new', body.name ?? 'New'), startDate: body.startDate } : notFound(),
    ),
  );
  return store;
}
