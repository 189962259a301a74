import { lazy } from 'react';
import type { RouteTable } from '@taskflow/app-providers';

const DashboardPage = lazy(() =>
  import('./dashboard/components/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

const KanbanPage = lazy(() => import('./kanban/components/KanbanPage').then((m) => ({ default: m.KanbanPage })));
const ProjectsPage = lazy(() =>
  import('./projects/components/ProjectsPage').then((m) => ({ default: m.ProjectsPage })),
);
const AddProjectPage = lazy(() =>
  import('./projects/components/AddProjectPage').then((m) => ({ default: m.AddProjectPage })),
);
const ProjectDetailPage = lazy(() =>
  import('./projects/components/ProjectDetailPage').then((m) => ({ default: m.ProjectDetailPage })),
);
const TaskListPage = lazy(() => import('./tasks/components/TaskListPage').then((m) => ({ default: m.TaskListPage })));

const CustomersPage = lazy(() =>
  import('./customers/components/CustomersPage').then((m) => ({ default: m.CustomersPage })),
);
const CustomerDetailPage = lazy(() =>
  import('./customers/components/CustomerDetailPage').then((m) => ({ default: m.CustomerDetailPage })),
);
const TeamPage = lazy(() => import('./team/components/TeamPage').then((m) => ({ default: m.TeamPage })));
const TeamMemberPage = lazy(() =>
  import('./team/components/TeamMemberPage').then((m) => ({ default: m.TeamMemberPage })),
);

const projectsCrumb = { labelKey: 'board:projects.title', path: 'projects' };
const customersCrumb = { labelKey: 'board:customers.title', path: 'customers' };
const teamCrumb = { labelKey: 'board:team.title', path: 'team' };
const detailsCrumb = { labelKey: 'board:breadcrumbs.details' };

/**
 * The board's pages below /dashboard (docs/screens-and-routes.md#board): who may open them, their titles and breadcrumbs.
 * The shell applies these rules; BoardRoutes renders the pages from this table. An entry without a page
 * is described in docs/ but not built yet: its access rule already holds, and it shows the not-found page.
 */
export const boardRoutes: RouteTable = [
  { path: '', titleKey: 'board:dashboard.title', page: DashboardPage },
  { path: 'kanban', titleKey: 'board:kanban.title', page: KanbanPage },
  { path: 'projects', titleKey: 'board:projects.title', page: ProjectsPage },
  {
    path: 'projects/add',
    allowedUserTypes: ['admin', 'team'],
    titleKey: 'board:projects.addTitle',
    breadcrumbs: [projectsCrumb, { labelKey: 'board:projects.addTitle' }],
    page: AddProjectPage,
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
  { path: 'team', allowedUserTypes: ['admin'], titleKey: 'board:team.title', page: TeamPage },
  {
    path: 'team/:memberId',
    allowedUserTypes: ['admin'],
    titleKey: 'board:team.title',
    breadcrumbs: [teamCrumb, detailsCrumb],
    page: TeamMemberPage,
  },
];
