import type { EntityManager } from 'typeorm';
import { User } from './user.entity';

/** Emails are unique across all providers (they are the login name), so this one check looks beyond the tenant. */
export function isEmailRegistered(manager: EntityManager, email: string): Promise<boolean> {
  return manager.existsBy(User, { email });
}
