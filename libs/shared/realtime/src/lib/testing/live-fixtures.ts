import type { TaskView, User } from '@taskflow/contracts';

/** The signed-in admin of the live cache specs. */
export const me: User = {
  id: 'u-me',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  userType: 'admin',
  serviceProviderId: 'sp1',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Another user of the same agency, who writes and changes things. */
export const otherUser = { id: 'u-tom', firstName: 'Tom', lastName: 'Team', userType: 'team' as const };

/** A task of `projectId` as the API answers it. */
export function task(id: string, projectId: string, changes: Partial<TaskView> = {}): TaskView {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    projectId,
    project: { id: projectId, name: `Project ${projectId}`, clientCompanyId: 'c1' },
    status: 'todo',
    priority: 'medium',
    category: null,
    dueDate: null,
    estimatedTime: null,
    isClientVisible: false,
    tags: '[]',
    assignedToId: null,
    assignedTo: null,
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
