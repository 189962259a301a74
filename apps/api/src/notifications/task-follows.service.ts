import { Injectable } from '@nestjs/common';
import type { TaskFollowView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TaskFollower } from './task-follower.entity';

/** Team users follow tasks (their comments and completion come by mail); creating or commenting follows too. */
@Injectable()
export class TaskFollowsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly tasks: TasksService,
  ) {}

  async get(actor: Actor, taskId: string): Promise<TaskFollowView> {
    await this.tasks.findVisible(actor, taskId);
    const row = await this.data
      .forTenant(actor.serviceProviderId)
      .findOne(TaskFollower, { taskId, userId: actor.userId });
    return { taskId, following: row !== null };
  }

  async follow(actor: Actor, taskId: string): Promise<TaskFollowView> {
    await this.tasks.findVisible(actor, taskId);
    await this.data.forTenant(actor.serviceProviderId).insertOrIgnore(TaskFollower, { taskId, userId: actor.userId });
    return { taskId, following: true };
  }

  async unfollow(actor: Actor, taskId: string): Promise<TaskFollowView> {
    await this.tasks.findVisible(actor, taskId);
    await this.data.forTenant(actor.serviceProviderId).delete(TaskFollower, { taskId, userId: actor.userId });
    return { taskId, following: false };
  }
}
