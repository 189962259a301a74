import type { ProjectView, TaskView, User, UserSummary } from '@taskflow/contracts';

/** The people, projects and tasks the board's component tests show (the API's answers, typed by the contracts). */
export const people = {
  admin: { id: 'u-admin', firstName: 'Anna', lastName: 'Admin', email: 'admin@example.com', userType: 'admin' },
  team: { id: 'u-team', firstName: 'Tom', lastName: 'Team', email: 'team@example.com', userType: 'team' },
  client: { id: 'u-client', firstName: 'Clara', lastName: 'Client', email: 'client@example.com', userType: 'client' },
} satisfies Record<string, UserSummary>;

export function sessionUser(kind: keyof typeof people): User {
  return { ...people[kind], serviceProviderId: 'sp1', status: 'active', createdAt: '2026-01-01T00:00:00.000Z' };
}

export function project(id: string, name: string, company = 'Müller Bau GmbH'): ProjectView {
  return {
    id,
    name,
    description: '',
    startDate: '2026-01-01',
    endDate: null,
    isActive: true,
    status: 'in_progress',
    priority: 'medium',
    budget: null,
    notes: null,
    tags: [],
    clientCompanyId: 'c1',
    clientCompany: { id: 'c1', name: company, industry: null, website: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function task(id: string, changes: Partial<TaskView> = {}): TaskView {
  return {
    id,
    title: `Task ${id}`,
    description: `About ${id}`,
    projectId: 'p1',
    project: { id: 'p1', name: 'Website-Relaunch', clientCompanyId: 'c1' },
    status: 'todo',
    priority: 'medium',
    category: 'design',
    dueDate: null,
    estimatedTime: null,
    isClientVisible: false,
    tags: '[]',
    assignedToId: people.team.id,
    assignedTo: people.team,
    requiresClientApproval: false,
    clientApprovalStatus: null,
    clientComments: null,
    lastClientActivity: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    checklistDone: 0,
    checklistTotal: 0,
    recurrence: null,
    ...changes,
  };
}
