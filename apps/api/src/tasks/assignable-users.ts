import { In } from 'typeorm';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';

/** Of `ids`, the agency's users a task may be assigned to: its admins and team members (never clients). */
export async function assignableUsers(scope: TenantScope, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return scope.find(User, { where: { id: In([...new Set(ids)]), userType: In(['admin', 'team']) } });
}
