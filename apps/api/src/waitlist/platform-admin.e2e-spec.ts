import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { BUILT_API } from '../../test/api-process';
import {
  createTestApp,
  TEST_JWT_ACCESS_SECRET,
  TEST_JWT_REFRESH_SECRET,
  testAppConfig,
} from '../../test/create-test-app';
import { createTestTenant, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { NOT_PLATFORM_ADMIN_MESSAGE } from './waitlist.exception';

const execFileAsync = promisify(execFile);

/** Runs `node dist/apps/api/main.js <args>` against the run's database; answers its exit code and output. */
async function apiCommand(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [BUILT_API, ...args], {
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: process.env['DATABASE_URL'] ?? '',
        JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
        JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
        LOG_LEVEL: 'warn',
      },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Who manages the product's waitlist: admins granted it by the operator's command, never by a claimed email. */
describe('platform admins', () => {
  const listedEmail = uniqueEmail('operator');
  const secondListedEmail = uniqueEmail('operator');
  let app: INestApplication;
  let tenant: TestTenant;
  const http = () => request(app.getHttpServer());
  const waitlistAs = (token: string) => http().get('/api/waitlist').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    // The variable the API used to trust: an email alone must never make anyone a platform admin.
    app = await createTestApp(testAppConfig({ PLATFORM_ADMIN_EMAILS: `${listedEmail},${secondListedEmail}` }));
    tenant = await createTestTenant(app, 'Operators');
  });

  afterAll(async () => {
    await app.close();
  });

  it('does not let someone register with an operator email and read the waitlist', async () => {
    const registered = await http()
      .post('/api/auth/register')
      .send({ firstName: 'Mal', lastName: 'Lory', email: listedEmail, password: 'long-enough-1', companyName: 'Evil' })
      .expect(201);

    const response = await waitlistAs(registered.body.token).expect(403);
    expect(response.body.message).toBe(NOT_PLATFORM_ADMIN_MESSAGE);
  });

  it('does not let an admin become one by taking an operator email', async () => {
    const other = await createTestTenant(app, 'Email changers');
    await app
      .get(TenantDataAccess)
      .forTenant(other.serviceProviderId)
      .update(User, { id: other.admin.id }, { email: secondListedEmail });

    await waitlistAs(other.admin.token).expect(403);
  });

  it('grants and revokes it by the command, for active admins only', async () => {
    await waitlistAs(tenant.admin.token).expect(403);

    const granted = await apiCommand('grant-platform-admin', tenant.admin.email.toUpperCase());
    expect(granted).toEqual({
      code: 0,
      output: expect.stringContaining(`${tenant.admin.email} is now a platform admin`),
    });
    await waitlistAs(tenant.admin.token).expect(200);

    const revoked = await apiCommand('revoke-platform-admin', tenant.admin.email);
    expect(revoked).toEqual({ code: 0, output: expect.stringContaining(`${tenant.admin.email} is no longer`) });
    await waitlistAs(tenant.admin.token).expect(403);

    const member = await apiCommand('grant-platform-admin', tenant.team.email);
    expect(member.code).toBe(1);
    expect(member.output).toContain('only an active admin');
    const unknown = await apiCommand('grant-platform-admin', uniqueEmail('nobody'));
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No user with the email');
    const missing = await apiCommand('grant-platform-admin');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Usage: node dist/apps/api/main.js grant-platform-admin <email>');
  });

  it('keeps the grant when the admin changes their email, since it belongs to the account', async () => {
    await apiCommand('grant-platform-admin', tenant.admin.email);
    await app
      .get(TenantDataAccess)
      .forTenant(tenant.serviceProviderId)
      .update(User, { id: tenant.admin.id }, { email: uniqueEmail('renamed-operator') });

    await waitlistAs(tenant.admin.token).expect(200);
  });
});
