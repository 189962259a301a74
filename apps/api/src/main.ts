import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { API_PREFIX, createApp } from './bootstrap/create-app';
import { runMigrations } from './bootstrap/run-migrations';
import { AppConfig } from './config/app-config';
import { InvalidAppConfigException } from './config/invalid-app-config.exception';
import { loadAppConfig } from './config/load-app-config';
import { DemoDataSeeder } from './demo-data/demo-data.seeder';
import { OPEN_API_PATH } from './open-api/setup-open-api';
import { CREATE_AGENCY_COMMAND, runCreateAgencyCommand } from './bootstrap/create-agency-command';
import { PLATFORM_ADMIN_COMMANDS, runPlatformAdminCommand } from './bootstrap/platform-admin-command';
import { releaseStartUpMemory } from './bootstrap/release-start-up-memory';
import { BACKUP_COMMANDS, BACKUP_USAGE, runBackupCommand, type BackupCommand } from './backup/backup-command';

const USAGE = `Usage: node dist/apps/api/main.js [migrate | seed | create-agency --name <name> --email <email> --password <password> [--language de|en] | grant-platform-admin <email> | revoke-platform-admin <email> | ${BACKUP_USAGE}]`;

async function main(): Promise<void> {
  const [command, argument, ...rest] = process.argv.slice(2);
  const config = loadAppConfig();
  if (process.env['PLATFORM_ADMIN_EMAILS'])
    console.warn(
      'PLATFORM_ADMIN_EMAILS is no longer read: grant platform admins with `node dist/apps/api/main.js grant-platform-admin <email>`',
    );
  if (command === undefined) {
    await serve(config);
  } else if (command === 'migrate') {
    await runMigrations(config);
  } else if (command === 'seed') {
    await seed(config);
  } else if (command === CREATE_AGENCY_COMMAND) {
    process.exitCode = await runCreateAgencyCommand(config, process.argv.slice(3));
  } else if ((PLATFORM_ADMIN_COMMANDS as readonly string[]).includes(command)) {
    process.exitCode = await runPlatformAdminCommand(
      config,
      command as (typeof PLATFORM_ADMIN_COMMANDS)[number],
      argument,
    );
  } else if ((BACKUP_COMMANDS as readonly string[]).includes(command)) {
    const args = argument === undefined ? [] : [argument, ...rest];
    process.exitCode = await runBackupCommand(config, command as BackupCommand, args);
  } else {
    console.error(`Unknown command: ${command}\n${USAGE}`);
    process.exitCode = 1;
  }
}

/** Applies migrations and seeds the demo data into an empty database (whatever DEMO_DATA says). */
async function seed(config: AppConfig): Promise<void> {
  const app = await createApp({ ...config, DEMO_DATA: false } as AppConfig);
  const seeded = await app.get(DemoDataSeeder).seedIfEmpty();
  await app.close();
  console.log(
    seeded
      ? 'Demo data seeded (admin@example.com, team@example.com, client@example.com; password taskflow-demo)'
      : 'The database is not empty: nothing seeded',
  );
}

async function serve(config: AppConfig): Promise<void> {
  const app = await createApp(config);
  // SIGTERM/SIGINT: close HTTP, then the pool, then the embedded database; exit 0.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen(config.PORT, config.HOST);
  releaseStartUpMemory();

  const { port } = app.getHttpServer().address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  new Logger('Bootstrap').log(
    `TaskFlow API listening on ${origin}/${API_PREFIX} (OpenAPI: ${origin}/${OPEN_API_PATH})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof InvalidAppConfigException) {
    console.error(error.message);
  } else {
    console.error('TaskFlow API failed to start:', error);
  }
  process.exit(1);
});
