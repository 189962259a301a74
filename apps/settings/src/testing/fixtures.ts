import type {
  ClientCommunicationSettingsView,
  MailDeliveryView,
  NotificationMailView,
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

export const failedMail = (overrides: Partial<NotificationMailView> = {}): NotificationMailView => ({
  id: '7f0c1a52-0d5e-4a8e-9a57-3f1f6b1d2c01',
  recipient: { id: 'u2', firstName: 'Tom', lastName: 'Team', email: 'tom@agency.de', userType: 'team' },
  kind: 'event',
  status: 'failed',
  subject: 'Task assigned: Homepage copy',
  attempts: 11,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T10:30:00.000Z',
  ...overrides,
});

export const mailDelivery = (overrides: Partial<MailDeliveryView> = {}): MailDeliveryView => ({
  transport: 'smtp',
  queueRunning: true,
  retryLimit: 10,
  counts: { held: 1, queued: 2, sent: 40, skipped: 3, failed: 1 },
  failed: [failedMail()],
  ...overrides,
});
