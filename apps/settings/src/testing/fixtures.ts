import type {
  ClientCommunicationSettingsView,
  NotificationPreferencesView,
  ProjectView,
  TeamPermissionSet,
} from '@taskflow/contracts';

export const preferences = (overrides: Partial<NotificationPreferencesView> = {}): NotificationPreferencesView => ({
  emailTaskAssigned: true,
  emailTaskCompleted: true,
  emailProjectUpdates: true,
  emailTaskCommented: true,
  emailDeadlineReminders: true,
  emailDailyDigest: false,
  emailWeeklyReport: false,
  frequency: 'immediate',
  quietHoursEnabled: false,
  quietHoursFrom: '22:00',
  quietHoursTo: '08:00',
  ...overrides,
});

export const communication = (
  overrides: Partial<ClientCommunicationSettingsView> = {},
): ClientCommunicationSettingsView => ({
  autoNotifyClients: true,
  clientVisibilityDefault: false,
  allowClientComments: true,
  requireApprovalForUpdates: true,
  clientPortalAccess: true,
  clientReportsFrequency: 'weekly',
  emailTemplates: {
    projectStart: 'Hallo {clientName},\n\ndas Projekt "{projectName}" ist gestartet.',
    projectUpdate: 'Hallo {clientName}, Neuigkeiten zu "{projectName}".',
    projectComplete: 'Hallo {clientName}, "{projectName}" ist abgeschlossen.',
    taskUpdate: 'Hallo {clientName}, eine Aufgabe in "{projectName}" wurde aktualisiert.',
  },
  ...overrides,
});

export const project = (name: string, company: string): ProjectView => ({
  id: `project-${name}`,
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
  clientCompanyId: `company-${company}`,
  clientCompany: { id: `company-${company}`, name: company, industry: null, website: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const permissionSet = (overrides: Partial<TeamPermissionSet> = {}): TeamPermissionSet => ({
  canCreateTasks: true,
  canEditTasks: true,
  canDeleteTasks: true,
  canCreateProjects: true,
  canEditProjects: true,
  canDeleteProjects: true,
  canAddCustomers: true,
  canEditCustomers: true,
  canDeleteCustomers: true,
  canInviteTeamMembers: true,
  canManageTeam: true,
  canAccessReports: true,
  canManageSettings: true,
  canViewAllProjects: true,
  canViewAllTasks: true,
  id: 'set-1',
  serviceProviderId: 'p1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
