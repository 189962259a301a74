import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WEB_ORIGINS } from './app-config';
import { DEVELOPMENT_SECRETS_FILE } from './development-jwt-secrets';
import { InvalidAppConfigException } from './invalid-app-config.exception';
import { loadAppConfig } from './load-app-config';

const ACCESS_SECRET = 'a'.repeat(32);
const REFRESH_SECRET = 'r'.repeat(32);

const MAIL_AND_DEMO_DEFAULTS = {
  HOST: 'localhost',
  DEMO_DATA: false,
  TRUST_PROXY: false,
  SMTP_PORT: 587,
  SMTP_SECURE: false,
  SMTP_FROM: 'TaskFlow <no-reply@taskflow.local>',
  MAIL_RETRY_LIMIT: 10,
  MAIL_RETRY_DELAY_SECONDS: 30,
};

describe('loadAppConfig', () => {
  let cwd: string;

  beforeEach(() => {
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'taskflow-config-'));
  });

  afterEach(() => {
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  const load = (env: Record<string, string | undefined>) => loadAppConfig(env, cwd);
  const problemsOf = (env: Record<string, string | undefined>): string[] => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof InvalidAppConfigException) return error.problems;
      throw error;
    }
    throw new Error('expected the configuration to be refused');
  };

  it('applies the defaults', () => {
    const config = load({ JWT_ACCESS_SECRET: ACCESS_SECRET, JWT_REFRESH_SECRET: REFRESH_SECRET });

    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_URL: undefined,
      DATA_DIR: path.join(cwd, '.data'),
      WEB_ORIGINS: DEFAULT_WEB_ORIGINS,
      LOG_LEVEL: 'info',
      ...MAIL_AND_DEMO_DEFAULTS,
      FILES_DIR: undefined,
      FILE_MAX_BYTES: 25 * 1024 * 1024,
      FILE_QUOTA_BYTES: 6 * 1024 * 1024 * 1024,
      FILE_DRAFT_QUOTA_BYTES: 250 * 1024 * 1024,
    });
  });

  it('reads and converts every variable, ignoring unrelated ones', () => {
    const config = load({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://taskflow:secret@db:5432/taskflow',
      DATA_DIR: 'var/data',
      JWT_ACCESS_SECRET: ACCESS_SECRET,
      JWT_REFRESH_SECRET: REFRESH_SECRET,
      WEB_ORIGINS: 'https://app.example.com, https://portal.example.com',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      // No longer read: platform admins are granted by command (an email alone proves nothing).
      PLATFORM_ADMIN_EMAILS: 'Ops@Example.com, boss@example.com',
      TRUST_PROXY: '1',
      WEB_APP_URL: 'https://app.example.com',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'mail-secret',
      SMTP_FROM: 'Team <team@example.com>',
      API_PUBLIC_URL: 'https://api.example.com',
      MAIL_RETRY_LIMIT: '3',
      MAIL_RETRY_DELAY_SECONDS: '5',
      FILES_DIR: '/srv/taskflow-files',
      FILE_MAX_BYTES: '1048576',
      FILE_QUOTA_BYTES: '10737418240',
      FILE_DRAFT_QUOTA_BYTES: '52428800',
      HOST: '0.0.0.0',
      HOME: '/root',
    });

    expect({ ...config }).toEqual({
      NODE_ENV: 'production',
      PORT: 8080,
      DATABASE_URL: 'postgres://taskflow:secret@db:5432/taskflow',
      DATA_DIR: path.join(cwd, 'var/data'),
      JWT_ACCESS_SECRET: ACCESS_SECRET,
      JWT_REFRESH_SECRET: REFRESH_SECRET,
      WEB_ORIGINS: ['https://app.example.com', 'https://portal.example.com'],
      LOG_LEVEL: 'warn',
      DEMO_DATA: true,
      TRUST_PROXY: 1,
      WEB_APP_URL: 'https://app.example.com',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: 465,
      SMTP_SECURE: true,
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'mail-secret',
      SMTP_FROM: 'Team <team@example.com>',
      API_PUBLIC_URL: 'https://api.example.com',
      MAIL_RETRY_LIMIT: 3,
      MAIL_RETRY_DELAY_SECONDS: 5,
      FILES_DIR: '/srv/taskflow-files',
      FILE_MAX_BYTES: 1048576,
      FILE_QUOTA_BYTES: 10737418240,
      FILE_DRAFT_QUOTA_BYTES: 52428800,
      HOST: '0.0.0.0',
    });
  });

  it('treats empty variables as unset', () => {
    const config = load({
      PORT: '',
      DATABASE_URL: '',
      JWT_ACCESS_SECRET: ACCESS_SECRET,
      JWT_REFRESH_SECRET: REFRESH_SECRET,
    });

    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every invalid variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/taskflow',
      REDIS_URL: 'localhost:6379',
      WEB_ORIGINS: 'http://localhost:4200/app',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      API_PUBLIC_URL: 'api.example.com',
      MAIL_RETRY_LIMIT: 'often',
      MAIL_RETRY_DELAY_SECONDS: '0',
    });

    expect(problems.join('\n')).toMatch(/PORT/);
    for (const variable of [
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'WEB_ORIGINS',
      'LOG_LEVEL',
      'NODE_ENV',
      'API_PUBLIC_URL',
      'MAIL_RETRY_LIMIT',
      'MAIL_RETRY_DELAY_SECONDS',
    ]) {
      expect(problems.some((problem) => problem.startsWith(variable))).toBe(true);
    }
  });

  it('names the bad variables in the error message, without their values', () => {
    expect(() => load({ PORT: '99999', JWT_ACCESS_SECRET: 'short-secret-value' })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^Invalid configuration:\n {2}- PORT .*\n {2}- JWT_ACCESS_SECRET /),
      }),
    );
    expect(() => load({ JWT_ACCESS_SECRET: 'short-secret-value' })).toThrow(
      expect.not.objectContaining({ message: expect.stringContaining('short-secret-value') }),
    );
  });

  it('requires both JWT secrets in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });

    expect(problems).toEqual([
      'JWT_ACCESS_SECRET is required when NODE_ENV=production',
      'JWT_REFRESH_SECRET is required when NODE_ENV=production',
    ]);
  });

  it('outside production, generates missing JWT secrets once and keeps them in DATA_DIR', () => {
    const first = load({});
    const second = load({});

    expect(first.JWT_ACCESS_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.JWT_REFRESH_SECRET).not.toBe(first.JWT_ACCESS_SECRET);
    expect(second.JWT_ACCESS_SECRET).toBe(first.JWT_ACCESS_SECRET);
    expect(second.JWT_REFRESH_SECRET).toBe(first.JWT_REFRESH_SECRET);
    const file = path.join(cwd, '.data', DEVELOPMENT_SECRETS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers a configured secret over the generated one', () => {
    const config = load({ JWT_ACCESS_SECRET: ACCESS_SECRET });

    expect(config.JWT_ACCESS_SECRET).toBe(ACCESS_SECRET);
    expect(config.JWT_REFRESH_SECRET).not.toBe(ACCESS_SECRET);
  });

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string | undefined) =>
      load({ JWT_ACCESS_SECRET: ACCESS_SECRET, JWT_REFRESH_SECRET: REFRESH_SECRET, TRUST_PROXY: value }).TRUST_PROXY;
    const refusal = (value: string) =>
      problemsOf({ JWT_ACCESS_SECRET: ACCESS_SECRET, JWT_REFRESH_SECRET: REFRESH_SECRET, TRUST_PROXY: value });

    it('trusts no proxy by default', () => {
      expect(trustProxy(undefined)).toBe(false);
      expect(trustProxy('false')).toBe(false);
    });

    it('takes a number of proxy hops, or the proxies by address, subnet or name', () => {
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy('loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, ::1')).toEqual([
        'loopback',
        '10.0.0.0/8',
        '192.168.1.7',
        'fd00::/8',
        '::1',
      ]);
    });

    it('refuses "true" (anyone could then claim any address), and anything that is not a proxy', () => {
      expect(refusal('true')).toEqual([expect.stringMatching(/^TRUST_PROXY must be/)]);
      for (const bad of ['0', '11', '-1', 'banana', '10.0.0.0/33', '300.1.1.1', 'loopback,,', '1.5'])
        expect(refusal(bad)).toEqual([expect.stringMatching(/^TRUST_PROXY must be/)]);
    });
  });

  it('refuses a corrupt secrets file with a hint', () => {
    fs.mkdirSync(path.join(cwd, '.data'));
    fs.writeFileSync(path.join(cwd, '.data', DEVELOPMENT_SECRETS_FILE), '{not json');

    expect(() => load({})).toThrow(/delete it to generate new secrets/);
  });
});
