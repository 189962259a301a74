import { lazyPage, type RouteTable } from '@taskflow/app-providers';

const DashboardPage = lazyPage(() => import('./dashboard/components/DashboardPage').then((m) => m.DashboardPage));

const KanbanPage = lazyPage(() => import('./kanban/components/KanbanPage').then((m) => m.KanbanPage));
const ProjectsPage = lazyPage(() => import('./projects/components/ProjectsPage').then((m) => m.ProjectsPage));
const AddProjectPage = lazyPage(() => import('./projects/components/AddProjectPage').then((m) => m.AddProjectPage));
const ProjectDetailPage = lazyPage(() =>
  import('./projects/components/ProjectDetailPage').then((m) => m.ProjectDetailPage),
);
const ProjectTemplatesPage = lazyPage(() =>
  import('./project-templates/components/ProjectTemplatesPage').then((m) => m.ProjectTemplatesPage),
);
const TemplateEditorPage = lazyPage(() =>
  import('./project-templates/components/TemplateEditorPage').then((m) => m.TemplateEditorPage),
);
const TaskListPage = lazyPage(() => import('./tasks/components/TaskListPage').then((m) => m.TaskListPage));

const CustomersPage = lazyPage(() => import('./customers/components/CustomersPage').then((m) => m.CustomersPage));
const CustomerDetailPage = lazyPage(() =>
  import('./customers/components/CustomerDetailPage').then((m) => m.CustomerDetailPage),
);
const TeamPage = lazyPage(() => import('./team/components/TeamPage').then((m) => m.TeamPage));
const TimesheetPage = lazyPage(() => import('./time/components/TimesheetPage').then((m) => m.TimesheetPage));
const TimeReportsPage = lazyPage(() => import('./time/components/TimeReportsPage').then((m) => m.TimeReportsPage));
const TeamMemberPage = lazyPage(() => import('./team/components/TeamMemberPage').then((m) => m.TeamMemberPage));

const projectsCrumb = { labelKey: 'board:projects.title', path: 'projects' };
const customersCrumb = { labelKey: 'board:customers.title', path: 'customers' };
const teamCrumb = { labelKey: 'board:team.title', path: 'team' };
const templatesCrumb = { labelKey: 'board:templates.title', path: 'projects/templates' };
const detailsCrumb = { labelKey: 'board:breadcrumbs.details' };

/**
 * The board's pages below /dashboard (docs/screens-and-routes.md#board): who may open them, their titles and breadcrumbs.
 * The shell applies these rules; BoardRoutes renders the pages from this table. An entry without a page
 * is described in docs/ but not built yet: its access rule already holds, and it shows the not-found page.
 */
export const boardRoutes: RouteTable = [
  {
    path: '',
    titleKey: 'board:dashboard.title',
    page: DashboardPage,
    prefetchData: () => import('./dashboard/state/dashboard-prefetch').then((m) => m.prefetchDashboard),
  },
  {
    path: 'kanban',
    titleKey: 'board:kanban.title',
    page: KanbanPage,
    prefetchData: () => import('./kanban/state/kanban-prefetch').then((m) => m.prefetchKanban),
  },
  { path: 'projects', titleKey: 'board:projects.title', page: ProjectsPage },
  {
    path: 'projects/add',
    allowedUserTypes: ['admin', 'team'],
    titleKey: 'board:projects.addTitle',
    breadcrumbs: [projectsCrumb, { labelKey: 'board:projects.addTitle' }],
    page: AddProjectPage,
  },
  // Templates are for admins and members with canCreateProjects (the pages tell the others; docs/screens-and-routes.md#board).
  {
    path: 'projects/templates',
    allowedUserTypes: ['admin', 'team'],
    titleKey: 'board:templates.title',
    breadcrumbs: [projectsCrumb, { labelKey: 'board:templates.title' }],
    page: ProjectTemplatesPage,
  },
  {
    path: 'projects/templates/new',
    allowedUserTypes: ['admin', 'team'],
    titleKey: 'board:templates.editor.newTitle',
    breadcrumbs: [projectsCrumb, templatesCrumb, { labelKey: 'board:templates.editor.newTitle' }],
    page: TemplateEditorPage,
  },
  {
    path: 'projects/templates/:templateId',
    allowedUserTypes: ['admin', 'team'],
    titleKey: 'board:templates.title',
    breadcrumbs: [projectsCrumb, templatesCrumb, detailsCrumb],
    page: TemplateEditorPage,
  },
  {
    path: 'projects/:projectId',
    titleKey: 'board:projects.title',
    breadcrumbs: [projectsCrumb, detailsCrumb],
    page: ProjectDetailPage,
  },
  // The agency's customer pages: a client has only their own company (docs/roles-and-permissions.md#client-contact-of-a-customer).
  { path: 'customers', allowedUserTypes: ['admin', 'team'], titleKey: 'board:customers.title', page: CustomersPage },
  {
    path: 'customers/:customerId',
    allowedUserTypes: ['admin', 'team'],
    titleKey: 'board:customers.title',
    breadcrumbs: [customersCrumb, detailsCrumb],
    page: CustomerDetailPage,
  },
  { path: 'tasks', titleKey: 'board:tasks.title', page: TaskListPage },
  // Time is the agency's (docs/time-tracking.md): a client never sees entries.
  { path: 'time', allowedUserTypes: ['admin', 'team'], titleKey: 'board:time.timesheet.title', page: TimesheetPage },
  {
    path: 'time/reports',
    allowedUserTypes: ['admin', 'team'],
    titleKey: 'board:time.reports.title',
    breadcrumbs: [{ labelKey: 'board:time.timesheet.title', path: 'time' }, { labelKey: 'board:time.reports.title' }],
    page: TimeReportsPage,
  },
  { path: 'team', allowedUserTypes: ['admin'], titleKey: 'board:team.title', page: TeamPage },
  {
    path: 'team/:memberId',
    allowedUserTypes: ['admin'],
    titleKey: 'board:team.title',
    breadcrumbs: [teamCrumb, detailsCrumb],
    page: TeamMemberPage,
  },
];
