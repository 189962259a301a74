import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  DEMO_PASSWORD,
  type ClientApprovalStatus,
  type ProjectStatus,
  type RecurrenceRuleRequest,
  type TaskStatus,
} from '@taskflow/contracts';
import { Customer } from '../customer-records/customer.entity';
import { ProjectComment } from '../comments/project-comment.entity';
import { TaskComment } from '../comments/task-comment.entity';
import { hashPassword } from '../common/password-hasher';
import { hashToken, newSecretToken } from '../common/secret-token';
import { TeamInvitation } from '../users/team-invitation.entity';
import { TeamMemberProfile } from '../team-member-profiles/team-member-profile.entity';
import { AppConfig } from '../config/app-config';
import { seedDemoConversations } from './demo-conversations';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoProjectTemplate } from './demo-project-template';
import { seedDemoTimeTracking, type DemoPerson, type DemoProjectWork } from './demo-time-tracking';
import { Project } from '../projects/project.entity';
import { createAgency } from '../agencies/create-agency';
import { TaskApprovalEvent } from '../tasks/task-approval-event.entity';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { patternFrom } from '../task-recurrence/recurrence-rule';
import { startSeries } from '../task-recurrence/start-series';
import { zoneOf } from '../tenancy/agency-time-zone';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { syncTeamMemberCount } from '../users/team-member-count';
import { User } from '../users/user.entity';

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);

interface DemoTask {
  title: string;
  status: TaskStatus;
  due: number | null;
  clientVisible: boolean;
  /** Asked for the client's approval (true: still pending), with the client's decision if made. */
  approval?: true | { decision: Exclude<ClientApprovalStatus, 'pending'>; comment: string };
  priority?: string;
  category?: string;
  hours?: number;
  tags?: string[];
  assignee: DemoPerson;
  /** The task's checklist in order: each item's title and whether it is done (docs/checklists.md). */
  checklist?: [title: string, done: boolean][];
  /** The task repeats from its due date (docs/recurring-tasks.md). */
  repeat?: RecurrenceRuleRequest;
}

const COMPANIES: {
  name: string;
  website: string;
  industry: string;
  address: string;
  phone: string;
  description: string;
  /** pending: invited to the portal, has not set a password yet. */
  client: { firstName: string; lastName: string; email: string; pending?: boolean };
}[] = [
  {
    name: 'Müller Bau GmbH',
    website: 'https://mueller-bau.example',
    industry: 'Immobilien',
    address: 'Hafenstraße 12, 20457 Hamburg',
    phone: '+49 40 123456',
    description: 'Familiengeführtes Bauunternehmen; Website und Bautagebuch-App.',
    client: { firstName: 'Clara', lastName: 'Client', email: 'client@example.com' },
  },
  {
    name: 'Sonnenschein Bäckerei',
    website: 'https://sonnenschein.example',
    industry: 'Lebensmittel & Getränke',
    address: 'Marktplatz 3, 80331 München',
    phone: '+49 89 765432',
    description: 'Drei Filialen, Online-Vorbestellung seit diesem Jahr.',
    client: { firstName: 'Ben', lastName: 'Becker', email: 'baeckerei@example.com' },
  },
  {
    name: 'Nordlicht Consulting',
    website: 'https://nordlicht.example',
    industry: 'Consulting',
    address: 'Speicherstadt 5, 20457 Hamburg',
    phone: '+49 40 998877',
    description: 'Unternehmensberatung; Intranet-Migration pausiert bis zur Freigabe.',
    client: { firstName: 'Nora', lastName: 'Nordmann', email: 'nordlicht@example.com' },
  },
  {
    name: 'Hansa Logistik KG',
    website: 'https://hansa-logistik.example',
    industry: 'Logistik',
    address: 'Am Kai 8, 28195 Bremen',
    phone: '+49 421 55500',
    description: 'Lager-Dashboard abgeschlossen; Folgeauftrag in Aussicht.',
    client: { firstName: 'Hanna', lastName: 'Hansen', email: 'hansa@example.com' },
  },
  {
    name: 'Alpen Energie AG',
    website: 'https://alpen-energie.example',
    industry: 'Energie',
    address: 'Bergweg 1, 6020 Innsbruck',
    phone: '+43 512 4040',
    description: 'Interessent: Angebot für ein Kundenportal in Vorbereitung.',
    client: { firstName: 'Alois', lastName: 'Alpmann', email: 'alpen@example.com', pending: true },
  },
];

/** Who does what on the team page (job title, department, skills, weekly hours). */
const TEAM_PROFILES = {
  admin: {
    jobTitle: 'Project Manager',
    department: 'management',
    location: 'Hamburg',
    skills: ['Scrum', 'Kundenberatung'],
    weeklyTargetHours: 40,
  },
  team: {
    jobTitle: 'Full Stack Developer',
    department: 'development',
    location: 'Hamburg',
    skills: ['React', 'NestJS', 'PostgreSQL'],
    weeklyTargetHours: 40,
  },
  designer: {
    jobTitle: 'UI/UX Designer',
    department: 'design',
    location: 'Berlin',
    skills: ['Figma', 'Branding'],
    weeklyTargetHours: 30,
  },
} as const;

const PROJECTS: {
  company: number;
  name: string;
  status: ProjectStatus;
  start: number;
  end: number | null;
  budget: number;
  tasks: DemoTask[];
}[] = [
  {
    company: 0,
    name: 'Website-Relaunch',
    status: 'in_progress',
    start: -30,
    end: 30,
    budget: 18000,
    tasks: [
      {
        title: 'Startseite gestalten',
        status: 'review',
        due: 2,
        clientVisible: true,
        approval: true,
        priority: 'high',
        category: 'design',
        hours: 8,
        tags: ['design', 'homepage'],
        assignee: 'designer',
        checklist: [
          ['Moodboard abstimmen', true],
          ['Entwurf Desktop', true],
          ['Entwurf Smartphone', false],
          ['Fotos vom Team auswählen', false],
        ],
      },
      {
        title: 'Kontaktformular umsetzen',
        status: 'in_progress',
        due: -3,
        clientVisible: true,
        approval: { decision: 'rejected', comment: 'Bitte das Pflichtfeld Telefon wieder entfernen.' },
        priority: 'high',
        category: 'development',
        hours: 5.5,
        tags: ['frontend'],
        assignee: 'team',
      },
      {
        title: 'Hosting einrichten',
        status: 'todo',
        due: 10,
        clientVisible: false,
        category: 'maintenance',
        hours: 2,
        assignee: 'team',
        checklist: [
          ['Domain umziehen', false],
          ['SSL-Zertifikat einrichten', false],
          ['Backups planen', false],
        ],
      },
      {
        title: 'Impressum prüfen',
        status: 'completed',
        due: -10,
        clientVisible: true,
        approval: { decision: 'approved', comment: 'Passt so, danke!' },
        category: 'documentation',
        hours: 1,
        assignee: 'admin',
        checklist: [
          ['Angaben zum Unternehmen', true],
          ['Datenschutzerklärung verlinken', true],
        ],
      },
      {
        title: 'Interne Code-Review',
        status: 'todo',
        due: -1,
        clientVisible: false,
        category: 'review',
        hours: 3,
        assignee: 'team',
      },
      {
        title: 'SEO-Texte schreiben',
        status: 'todo',
        due: 1,
        clientVisible: true,
        priority: 'low',
        category: 'documentation',
        hours: 4,
        tags: ['seo', 'content'],
        assignee: 'designer',
      },
      {
        title: 'Bildrechte klären',
        status: 'in_progress',
        due: 6,
        clientVisible: false,
        priority: 'urgent',
        category: 'planning',
        hours: 1.5,
        tags: ['legal'],
        assignee: 'admin',
      },
      {
        title: 'Monatliche Wartung',
        status: 'todo',
        due: 5,
        clientVisible: true,
        category: 'maintenance',
        hours: 2,
        tags: ['wartung'],
        assignee: 'team',
        checklist: [
          ['Backup prüfen', false],
          ['Plugins und CMS aktualisieren', false],
          ['Uptime-Bericht an den Kunden', false],
        ],
        repeat: { frequency: 'monthly' },
      },
      {
        title: 'Ladezeiten messen',
        status: 'review',
        due: null,
        clientVisible: false,
        priority: 'low',
        category: 'testing',
        tags: ['performance'],
        assignee: 'team',
      },
    ],
  },
  {
    company: 0,
    name: 'Bautagebuch-App',
    status: 'planning',
    start: 7,
    end: 120,
    budget: 30000,
    tasks: [
      {
        title: 'Anforderungen aufnehmen',
        status: 'todo',
        due: 14,
        clientVisible: true,
        category: 'planning',
        hours: 6,
        assignee: 'admin',
      },
      {
        title: 'Wireframes erstellen',
        status: 'todo',
        due: 21,
        clientVisible: true,
        approval: true,
        category: 'design',
        hours: 10,
        assignee: 'designer',
      },
    ],
  },
  {
    company: 1,
    name: 'Online-Bestellsystem',
    status: 'review',
    start: -60,
    end: 5,
    budget: 8000,
    tasks: [
      {
        title: 'Warenkorb testen',
        status: 'review',
        due: 1,
        clientVisible: true,
        approval: true,
        category: 'testing',
        hours: 4,
        assignee: 'team',
      },
      {
        title: 'Zahlungsanbieter anbinden',
        status: 'completed',
        due: -5,
        clientVisible: false,
        category: 'feature',
        hours: 12,
        assignee: 'team',
      },
      {
        title: 'Fehler im Checkout beheben',
        status: 'in_progress',
        due: -2,
        clientVisible: true,
        priority: 'high',
        category: 'bugFix',
        hours: 2.5,
        assignee: 'team',
      },
    ],
  },
  {
    company: 1,
    name: 'Logo-Überarbeitung',
    status: 'completed',
    start: -120,
    end: -60,
    budget: 1500,
    tasks: [
      {
        title: 'Logo-Varianten liefern',
        status: 'completed',
        due: -70,
        clientVisible: true,
        category: 'design',
        hours: 6,
        assignee: 'designer',
      },
    ],
  },
  {
    company: 3,
    name: 'Lager-Dashboard',
    status: 'completed',
    start: -150,
    end: -40,
    budget: 8000,
    tasks: [
      {
        title: 'Kennzahlen-Dashboard ausliefern',
        status: 'completed',
        due: -45,
        clientVisible: true,
        category: 'development',
        hours: 24,
        assignee: 'team',
      },
    ],
  },
  {
    company: 2,
    name: 'Intranet-Migration',
    status: 'on_hold',
    start: -20,
    end: 90,
    budget: 20000,
    tasks: [
      {
        title: 'Altsystem analysieren',
        status: 'in_progress',
        due: 5,
        clientVisible: false,
        category: 'planning',
        hours: 16,
        assignee: 'admin',
      },
      {
        title: 'Migrationsplan abstimmen',
        status: 'todo',
        due: -4,
        clientVisible: true,
        category: 'documentation',
        hours: 3,
        assignee: 'team',
      },
    ],
  },
];

/** The demo agency of the README: seeded once, only into an empty database. */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoDataSeeder.name);

  constructor(
    private readonly data: TenantDataAccess,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.DEMO_DATA) await this.seedIfEmpty();
  }

  /** Seeds and answers true when the database has no agency yet. */
  async seedIfEmpty(): Promise<boolean> {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const seeded = await this.data.platform().transaction(async (tx) => {
      await tx.lockTenantTable();
      if ((await tx.countTenants()) > 0) return false;
      await this.seed(tx.forTenant((await createAgency(tx, AGENCY)).id), passwordHash);
      return true;
    });
    if (seeded) this.logger.log('Demo data seeded (admin@example.com, team@example.com, client@example.com)');
    return seeded;
  }

  private async seed(scope: TenantScope, passwordHash: string): Promise<void> {
    const person = (
      firstName: string,
      lastName: string,
      email: string,
      userType: User['userType'],
      clientCompanyId: string | null = null,
      isPlatformAdmin = false,
    ) =>
      scope.insert(User, {
        firstName,
        lastName,
        email,
        userType,
        clientCompanyId,
        status: 'active',
        passwordHash,
        isPlatformAdmin,
      });
    const team = {
      // The demo admin also manages the product's waitlist: granted with the demo data, never by an email.
      admin: await person('Anna', 'Admin', 'admin@example.com', 'admin', null, true),
      team: await person('Tom', 'Team', 'team@example.com', 'team'),
      designer: await person('Lena', 'Lorenz', 'design@example.com', 'team'),
    };
    await syncTeamMemberCount(scope);
    for (const [key, profile] of Object.entries(TEAM_PROFILES))
      await scope.insert(TeamMemberProfile, {
        userId: team[key as keyof typeof team].id,
        ...profile,
        skills: [...profile.skills],
      });

    const companies: { company: Customer; client: User }[] = [];
    for (const { client, ...fields } of COMPANIES) {
      const company = await scope.insert(Customer, fields);
      const contact = await person(client.firstName, client.lastName, client.email, 'client', company.id);
      if (client.pending) {
        // Invited, not accepted yet: the team page shows the invitation with resend (the demo link itself is unknown).
        await scope.update(User, { id: contact.id }, { status: 'pending', passwordHash: null });
        await scope.insert(TeamInvitation, {
          userId: contact.id,
          invitedById: team.admin.id,
          tokenHash: hashToken(newSecretToken()),
          role: null,
          department: null,
          permissions: [],
          expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60_000),
        });
      }
      companies.push({ company, client: contact });
    }

    const work: DemoProjectWork[] = [];
    for (const spec of PROJECTS) {
      const { company, client } = companies[spec.company];
      const project = await scope.insert(Project, {
        clientCompanyId: company.id,
        name: spec.name,
        description: `${spec.name} für ${company.name}`,
        startDate: day(spec.start),
        endDate: spec.end === null ? null : day(spec.end),
        status: spec.status,
        isActive: spec.status !== 'completed',
        budget: spec.budget,
        tags: [],
      });
      await scope.insert(ProjectComment, {
        projectId: project.id,
        userId: team.admin.id,
        content: 'Kick-off-Termin ist bestätigt.',
        isReadByTeam: true,
        isReadByClient: false,
      });
      await scope.insert(ProjectComment, {
        projectId: project.id,
        userId: team.admin.id,
        content: 'Intern: Budget im Blick behalten.',
        isInternal: true,
        isReadByTeam: true,
      });
      await scope.insert(ProjectComment, {
        projectId: project.id,
        userId: client.id,
        content: 'Danke, wir freuen uns auf die Zusammenarbeit!',
        isReadByClient: true,
        isReadByTeam: false,
      });
      const tasks: DemoProjectWork['tasks'] = [];
      for (const taskSpec of spec.tasks)
        tasks.push({
          task: await this.seedTask(scope, project, taskSpec, team[taskSpec.assignee], client, team.admin),
          assignee: taskSpec.assignee,
        });
      work.push({ project, tasks });
    }
    await seedDemoConversations(scope, { ...team, client: companies[0].client });
    await seedDemoTimeTracking(scope, team, work);
    await seedDemoProjectTemplate(scope, team);
    await seedDemoNotifications(scope, { ...team, client: companies[0].client }, work);
  }

  private async seedTask(
    scope: TenantScope,
    project: Project,
    spec: DemoTask,
    assignee: User,
    client: User,
    admin: User,
  ): Promise<Task> {
    const decision = spec.approval === true ? null : (spec.approval ?? null);
    const task = await scope.insert(Task, {
      projectId: project.id,
      title: spec.title,
      description: `${spec.title} (${project.name})`,
      status: spec.status,
      priority: spec.priority ?? 'medium',
      category: spec.category ?? null,
      dueDate: spec.due === null ? null : day(spec.due),
      estimatedTime: spec.hours ?? null,
      isClientVisible: spec.clientVisible,
      tags: JSON.stringify(spec.tags ?? []),
      assignedToId: assignee.id,
      requiresClientApproval: Boolean(spec.approval),
      clientApprovalStatus: spec.approval ? (decision?.decision ?? 'pending') : null,
      clientComments: decision?.comment ?? null,
      lastClientActivity: spec.clientVisible ? new Date(Date.now() - 3 * 60 * 60_000) : null,
      // Completed work was done the day before it was due, so the team page's on-time rate has history to show.
      completedAt:
        spec.status === 'completed' && spec.due !== null
          ? new Date(Date.now() + (spec.due - 1) * 24 * 60 * 60_000)
          : null,
    });
    for (const [position, [title, done]] of (spec.checklist ?? []).entries())
      await scope.insert(ChecklistItem, { taskId: task.id, title, done, position, createdById: assignee.id });
    if (spec.repeat && task.dueDate) {
      const planned = patternFrom(spec.repeat, task.dueDate);
      if ('error' in planned) throw new Error(`Demo task ${spec.title}: ${planned.error.message}`);
      const timeZone = zoneOf((await scope.tenant()).timeZone);
      await startSeries(scope, { ...task, dueDate: task.dueDate }, planned.pattern, timeZone, admin.id);
    }
    if (spec.approval)
      await scope.insert(TaskApprovalEvent, {
        taskId: task.id,
        actorId: admin.id,
        status: 'pending',
        comment: 'Bitte einmal prüfen und freigeben.',
        createdAt: new Date(Date.now() - 26 * 60 * 60_000),
      });
    if (decision)
      await scope.insert(TaskApprovalEvent, {
        taskId: task.id,
        actorId: client.id,
        status: decision.decision,
        comment: decision.comment,
        createdAt: new Date(Date.now() - 3 * 60 * 60_000),
      });
    await scope.insert(TaskComment, {
      taskId: task.id,
      userId: assignee.id,
      content: 'Intern: Aufwand wie geschätzt.',
      isInternal: true,
      isReadByTeam: true,
    });
    if (spec.clientVisible) {
      await scope.insert(TaskComment, {
        taskId: task.id,
        userId: client.id,
        content: 'Wie ist hier der Stand?',
        isReadByClient: true,
        isReadByTeam: false,
      });
      await scope.insert(TaskComment, {
        taskId: task.id,
        userId: assignee.id,
        content: 'Wir sind dran und melden uns bis Freitag.',
        isReadByTeam: true,
        isReadByClient: false,
      });
    }
    return task;
  }
}

const AGENCY = {
  companyName: 'Pixel & Code Studio',
  website: 'https://pixel-code.example',
  industry: 'Technologie',
  email: 'admin@example.com',
};
