import type { AppConfig } from '../config/app-config';
import { withCommandContext } from './command-context';
import { PlatformAdminRefusedException, PlatformAdmins } from '../waitlist/platform-admins.service';

export const PLATFORM_ADMIN_COMMANDS = ['grant-platform-admin', 'revoke-platform-admin'] as const;
export type PlatformAdminCommand = (typeof PLATFORM_ADMIN_COMMANDS)[number];

/**
 * `node dist/apps/api/main.js grant-platform-admin <email>` (or revoke-…): the operator's way to let an admin
 * manage the product's waitlist. Answers the process exit code.
 */
export async function runPlatformAdminCommand(
  config: AppConfig,
  command: PlatformAdminCommand,
  email: string | undefined,
): Promise<number> {
  if (!email) {
    console.error(`Usage: node dist/apps/api/main.js ${command} <email>`);
    return 1;
  }
  return withCommandContext(config, async (context) => {
    try {
      const admins = context.get(PlatformAdmins);
      if (command === 'grant-platform-admin') {
        console.log(`${await admins.grant(email)} is now a platform admin (manages the waitlist)`);
      } else {
        console.log(`${await admins.revoke(email)} is no longer a platform admin`);
      }
      return 0;
    } catch (error) {
      if (!(error instanceof PlatformAdminRefusedException)) throw error;
      console.error(error.message);
      return 1;
    }
  });
}
