import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../tenancy/tenant-scope';

/** Work another feature does when a task is completed or deleted, inside the same transaction. */
export interface TaskLifecycleListener {
  /** The task just became completed; answers the ids of the tasks this created. */
  completed(scope: TenantScope, taskId: string): Promise<string[]>;
  /** The task is about to be deleted (still there); answers the ids of the tasks this created. */
  removing(scope: TenantScope, taskId: string): Promise<string[]>;
}

/**
 * Lets features that depend on tasks (recurring tasks: docs/recurring-tasks.md) act in the transaction of a task's
 * status change or deletion, without TasksService depending on them.
 */
@Injectable()
export class TaskLifecycleHooks {
  private readonly listeners: TaskLifecycleListener[] = [];

  register(listener: TaskLifecycleListener): void {
    this.listeners.push(listener);
  }

  async completed(scope: TenantScope, taskId: string): Promise<string[]> {
    const created: string[] = [];
    for (const listener of this.listeners) created.push(...(await listener.completed(scope, taskId)));
    return created;
  }

  async removing(scope: TenantScope, taskId: string): Promise<string[]> {
    const created: string[] = [];
    for (const listener of this.listeners) created.push(...(await listener.removing(scope, taskId)));
    return created;
  }
}
