import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Customer } from '../src/customer-records/customer.entity';
import { ConversationParticipant } from '../src/conversations/conversation-participant.entity';
import { Conversation } from '../src/conversations/conversation.entity';
import { Message } from '../src/conversations/message.entity';
import { ProjectComment } from '../src/comments/project-comment.entity';
import { TaskComment } from '../src/comments/task-comment.entity';
import { Project } from '../src/projects/project.entity';
import { FILE_STORAGE, type FileStorage } from '../src/file-storage/file-storage';
import { StoredFile } from '../src/file-storage/stored-file.entity';
import { ChecklistItem } from '../src/task-checklists/checklist-item.entity';
import { TaskSeries } from '../src/task-recurrence/task-series.entity';
import { TaskApprovalEvent } from '../src/tasks/task-approval-event.entity';
import { Task } from '../src/tasks/task.entity';
import { TeamPermissionSet } from '../src/team-permissions/team-permission-set.entity';
import { TenantDataAccess } from '../src/tenancy/tenant-data-access.service';
import type { TenantScope } from '../src/tenancy/tenant-scope';
import { User } from '../src/users/user.entity';
import { WaitlistEntry } from '../src/waitlist/waitlist-entry.entity';
import { TEAM_PERMISSION_FLAGS, type TeamPermissionFlags } from '@taskflow/contracts';
import { uniqueEmail, type TestTenant } from './test-tenant';

/** Rows created straight in the database for one tenant, for tests that need their own (e.g. to delete them). */
export class Fixtures {
  constructor(
    private readonly app: INestApplication,
    readonly tenant: TestTenant,
  ) {}

  private get scope(): TenantScope {
    return this.app.get(TenantDataAccess).forTenant(this.tenant.serviceProviderId);
  }

  async clientUser(customerId = this.tenant.companyA): Promise<string> {
    const user = await this.scope.insert(User, {
      firstName: 'Fresh',
      lastName: 'Client',
      email: uniqueEmail('fresh'),
      userType: 'client',
      clientCompanyId: customerId,
      status: 'active',
    });
    return user.id;
  }

  /** A fresh active team member (counts against the team limit). */
  async teamMember(): Promise<string> {
    const user = await this.scope.insert(User, {
      firstName: 'Fresh',
      lastName: 'Member',
      email: uniqueEmail('member'),
      userType: 'team',
      status: 'active',
    });
    return user.id;
  }

  async company(): Promise<string> {
    return (await this.scope.insert(Customer, { name: `Company ${randomUUID().slice(0, 6)}` })).id;
  }

  async project(customerId = this.tenant.companyA): Promise<string> {
    return (
      await this.scope.insert(Project, {
        clientCompanyId: customerId,
        name: 'Fresh project',
        description: 'x',
        startDate: '2026-01-01',
        tags: [],
      })
    ).id;
  }

  async task(fields: Partial<Task> = {}): Promise<string> {
    const task = await this.scope.insert(Task, {
      projectId: this.tenant.projectA,
      title: 'Fresh task',
      description: 'x',
      assignedToId: this.tenant.team.id,
      isClientVisible: true,
      tags: '[]',
      ...fields,
    });
    return task.id;
  }

  /** A task that repeats every Monday from its due date (docs/recurring-tasks.md), as its first occurrence. */
  async recurringTask(fields: Partial<Task> = {}): Promise<string> {
    const taskId = await this.task({ dueDate: '2027-01-04', ...fields });
    const task = await this.scope.findOne(Task, { id: taskId });
    if (!task?.dueDate) throw new Error('A recurring task needs a due date');
    const series = await this.scope.insert(TaskSeries, {
      projectId: task.projectId,
      rule: `DTSTART;TZID=Europe/Berlin:${task.dueDate.replaceAll('-', '')}T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO`,
      pattern: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO'],
        monthDay: null,
        nthWeekday: null,
        ends: { type: 'never' },
      },
      timeZone: 'Europe/Berlin',
      startDate: task.dueDate,
      occurrenceCount: null,
      untilDate: null,
      mode: 'on_completion',
      title: task.title,
      description: task.description,
      assignedToId: task.assignedToId,
      isClientVisible: task.isClientVisible,
      tags: task.tags,
      priority: task.priority,
      category: task.category,
      estimatedTime: task.estimatedTime,
      createdById: null,
      endedAt: null,
    });
    await this.scope.update(Task, { id: taskId }, { seriesId: series.id, occurrenceIndex: 0 });
    return taskId;
  }

  /** A checklist item at the end of the task's checklist (position: how many items it had). */
  async checklistItem(taskId = this.tenant.visibleTaskA, fields: Partial<ChecklistItem> = {}): Promise<string> {
    const position = await this.scope.count(ChecklistItem, { taskId });
    const item = await this.scope.insert(ChecklistItem, { taskId, title: 'Fresh step', position, ...fields });
    return item.id;
  }

  /** The ids of the task's checklist, in order. */
  async checklistIds(taskId = this.tenant.visibleTaskA): Promise<string[]> {
    const items = await this.scope.find(ChecklistItem, { where: { taskId }, order: { position: 'ASC', id: 'ASC' } });
    return items.map((item) => item.id);
  }

  async taskComment(
    userId: string,
    taskId = this.tenant.visibleTaskA,
    fields: Partial<TaskComment> = {},
  ): Promise<string> {
    return (await this.scope.insert(TaskComment, { taskId, userId, content: 'Fresh comment', ...fields })).id;
  }

  async projectComment(
    userId: string,
    projectId = this.tenant.projectA,
    fields: Partial<ProjectComment> = {},
  ): Promise<string> {
    return (await this.scope.insert(ProjectComment, { projectId, userId, content: 'Fresh comment', ...fields })).id;
  }

  /** A step of a task's client approval, as a client's decision records it. */
  async approvalEvent(
    taskId: string,
    actorId: string,
    comment: string,
    status: TaskApprovalEvent['status'] = 'approved',
  ): Promise<string> {
    return (await this.scope.insert(TaskApprovalEvent, { taskId, actorId, status, comment })).id;
  }

  /** A direct conversation (no uniqueness key, so each call makes a fresh one) or a channel created by `creatorId`. */
  async conversation(creatorId: string, memberIds: string[], type: Conversation['type'] = 'direct'): Promise<string> {
    const conversation = await this.scope.insert(Conversation, {
      type,
      name: type === 'direct' ? null : 'Channel',
      description: null,
      createdById: creatorId,
      directKey: null,
    });
    await this.scope.insert(ConversationParticipant, {
      conversationId: conversation.id,
      userId: creatorId,
      role: type === 'direct' ? 'member' : 'admin',
      isActive: true,
    });
    for (const userId of memberIds)
      await this.scope.insert(ConversationParticipant, {
        conversationId: conversation.id,
        userId,
        role: 'member',
        isActive: true,
      });
    return conversation.id;
  }

  async message(conversationId: string, senderId: string, content = 'Fresh message'): Promise<string> {
    return (await this.scope.insert(Message, { conversationId, senderId, content, messageType: 'text' })).id;
  }

  async waitlistEntry(): Promise<string> {
    return (
      await this.app
        .get(TenantDataAccess)
        .platform()
        .insert(WaitlistEntry, { email: uniqueEmail('waiting') })
    ).id;
  }

  /**
   * Undoes ended sessions (a raised session version), so the user's test token works again. Through the tenant scope,
   * like the API's own writes: this process's actor cache lets go of the user at once.
   */
  async restoreSessions(userId: string): Promise<void> {
    const data = this.app.get(TenantDataAccess);
    // The user may be of another agency (the matrix's other admin).
    const user = await data.platform().findAcrossTenants(User, { id: userId });
    if (user) await data.forTenant(user.serviceProviderId).update(User, { id: userId }, { sessionVersion: 0 });
  }

  async setTeamPermissions(value: boolean): Promise<void> {
    const flags = Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, value]));
    await this.scope.update(TeamPermissionSet, {}, flags);
  }

  /** Every flag `value`, except those given (e.g. may create and edit, but see only what they are assigned to). */
  async setTeamPermissionFlags(flags: Partial<TeamPermissionFlags>, value = true): Promise<void> {
    const all = Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, value]));
    await this.scope.update(TeamPermissionSet, {}, { ...all, ...flags });
  }

  /** The agency's internal data of a project (never shown to clients). */
  async setProjectInternals(projectId: string, notes: string, budget: number): Promise<void> {
    await this.scope.update(Project, { id: projectId }, { notes, budget });
  }

  async setMaxTeamMembers(maxTeamMembers: number): Promise<void> {
    await this.scope.updateTenant({ maxTeamMembers });
  }

  /** A stored file with its content (default: a PDF attached to visibleTaskA by the admin). */
  async storedFile(
    fields: Partial<StoredFile> = {},
    content = Buffer.from('%PDF-1.4\n%%EOF\n'),
    mimeType = 'application/pdf',
  ): Promise<string> {
    const storageKey = `${this.tenant.serviceProviderId}/${randomUUID()}`;
    const local = join(tmpdir(), `taskflow-fixture-${randomUUID()}`);
    await writeFile(local, content);
    await this.app.get<FileStorage>(FILE_STORAGE).save(storageKey, local);
    const file = await this.scope.insert(StoredFile, {
      uploadedById: this.tenant.admin.id,
      fileName: 'fixture',
      mimeType,
      size: content.length,
      storageKey,
      taskId: this.tenant.visibleTaskA,
      ...fields,
    });
    return file.id;
  }
}
