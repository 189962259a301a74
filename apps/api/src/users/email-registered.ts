import type { PlatformScope } from '../tenancy/platform-scope';
import { User } from './user.entity';

/** Emails are unique across all agencies (they are the login name), so this one check looks beyond the tenant. */
export function isEmailRegistered(platform: PlatformScope, email: string): Promise<boolean> {
  return platform.existsAcrossTenants(User, { email });
}
