import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { uniqueEmail } from '../../test/test-tenant';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { CREATE_AGENCY_USAGE, runCreateAgencyCommand } from './create-agency-command';

describe('create-agency (main.js command)', () => {
  let app: INestApplication;
  let errors: jest.SpyInstance;
  let logs: jest.SpyInstance;
  // The operator's tool works whatever REGISTRATION says.
  const config = testAppConfig({ REGISTRATION: 'closed' });
  const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => String(call[0])).join('\n');
  const data = () => app.get(TenantDataAccess);
  const userWithEmail = (email: string) => data().platform().findAcrossTenants(User, { email });
  const agencyOf = async (email: string) => {
    const user = await userWithEmail(email);
    if (!user) throw new Error(`no account ${email}`);
    return data().forTenant(user.serviceProviderId).tenant();
  };

  beforeAll(async () => {
    app = await createTestApp(config);
  });
  afterAll(() => app.close());

  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logs = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('creates an agency on a trial with its active admin, who can sign in, even with registration closed', async () => {
    const email = uniqueEmail('operator');

    const exitCode = await runCreateAgencyCommand(config, [
      ...['--name', '  Operator Studio ', '--email', email.toUpperCase(), '--password', 'operator-secret-1'],
      ...['--language', 'de'],
    ]);

    expect(exitCode).toBe(0);
    expect(printed(logs)).toContain(`Agency "Operator Studio" created`);
    const admin = await userWithEmail(email);
    expect(admin).toMatchObject({ userType: 'admin', status: 'active', language: 'de', firstName: 'Admin' });
    expect(await agencyOf(email)).toMatchObject({ companyName: 'Operator Studio', licenseStatus: 'trial' });
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email, password: 'operator-secret-1' })
      .expect(200);
  });

  it.each([
    [['--email', 'a@b.io', '--password', 'long-enough-1'], /--name \(the agency name\) is required/],
    [['--name', 'X', '--email', 'not-an-email', '--password', 'long-enough-1'], /--email: Please enter a valid email/],
    [['--name', 'X', '--email', 'a@b.io'], /--password: /],
    [['--name', 'X', '--email', 'a@b.io', '--password', 'short'], /--password: Password must be at least 8/],
    [
      ['--name', 'X', '--email', 'a@b.io', '--password', 'long-enough-1', '--language', 'fr'],
      /--language must be de or en/,
    ],
    [
      ['--name', 'X', '--email', 'a@b.io', '--password', 'long-enough-1', '--colour', 'red'],
      /Unknown option '--colour'/,
    ],
    [['--name'], /--name.*argument missing/],
  ])('refuses bad input %j with a clear message and exit code 1', async (argv, message) => {
    expect(await runCreateAgencyCommand(config, argv)).toBe(1);

    expect(printed(errors)).toMatch(message);
    expect(printed(errors)).toContain(CREATE_AGENCY_USAGE);
    expect(logs).not.toHaveBeenCalled();
  });

  it('refuses an email that belongs to an account already, creating no agency', async () => {
    const email = uniqueEmail('taken');
    expect(
      await runCreateAgencyCommand(config, ['--name', 'First', '--email', email, '--password', 'long-enough-1']),
    ).toBe(0);

    const exitCode = await runCreateAgencyCommand(config, [
      ...['--name', 'Second', '--email', email, '--password', 'long-enough-1'],
    ]);

    expect(exitCode).toBe(1);
    expect(printed(errors)).toMatch(/already exists|already registered/i);
    expect(await agencyOf(email)).toMatchObject({ companyName: 'First' });
  });
});
