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
  REGISTRATION: 'open',
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
      FILES_STORE: 'local',
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_FORCE_PATH_STYLE: false,
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
      FILES_STORE: 's3',
      S3_BUCKET: 'taskflow-files',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'access-key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'true',
      FILE_MAX_BYTES: '1048576',
      FILE_QUOTA_BYTES: '10737418240',
      FILE_DRAFT_QUOTA_BYTES: '52428800',
      REGISTRATION: 'invite-only',
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
      FILES_STORE: 's3',
      S3_BUCKET: 'taskflow-files',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'access-key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: true,
      FILE_MAX_BYTES: 1048576,
      FILE_QUOTA_BYTES: 10737418240,
      FILE_DRAFT_QUOTA_BYTES: 52428800,
      REGISTRATION: 'invite-only',
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
      REGISTRATION: 'sometimes',
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
      'REGISTRATION',
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

  describe('FILES_STORE', () => {
    const secrets = { JWT_ACCESS_SECRET: ACCESS_SECRET, JWT_REFRESH_SECRET: REFRESH_SECRET };
    const s3 = (env: Record<string, string>) => load({ ...secrets, FILES_STORE: 's3', ...env });
    const refusal = (env: Record<string, string>) => problemsOf({ ...secrets, ...env });

    it('takes an S3 bucket alone (AWS, credentials from the SDK), or with an endpoint and a key pair', () => {
      expect(s3({ S3_BUCKET: 'files' })).toMatchObject({
        FILES_STORE: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: undefined,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: undefined,
        S3_SECRET_ACCESS_KEY: undefined,
        S3_FORCE_PATH_STYLE: false,
      });
      expect(
        s3({
          S3_BUCKET: 'my.files-1',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'minio',
          S3_SECRET_ACCESS_KEY: 'minio-secret',
          S3_FORCE_PATH_STYLE: 'true',
        }),
      ).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    });

    it('requires a valid bucket with FILES_STORE=s3, and refuses other stores', () => {
      expect(refusal({ FILES_STORE: 's3' })).toEqual(['S3_BUCKET is required when FILES_STORE=s3']);
      for (const bad of ['ab', 'Files', 'files_2026', '-files', 'a'.repeat(64)])
        expect(refusal({ FILES_STORE: 's3', S3_BUCKET: bad })).toEqual([
          expect.stringMatching(/^S3_BUCKET must be an S3 bucket name/),
        ]);
      expect(refusal({ FILES_STORE: 'minio' })).toEqual([expect.stringMatching(/^FILES_STORE must be one of/)]);
    });

    it('refuses half a key pair, a bad endpoint or region', () => {
      expect(refusal({ FILES_STORE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toEqual([
        'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID',
      ]);
      expect(refusal({ FILES_STORE: 's3', S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
        'S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY',
      ]);
      const problems = refusal({
        FILES_STORE: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'minio:9000/files',
        S3_REGION: 'EU Central',
      });
      expect(problems).toEqual([
        expect.stringMatching(/^S3_ENDPOINT must be an http\(s\) URL/),
        expect.stringMatching(/^S3_REGION must be a region name/),
      ]);
    });

    it('refuses S3 settings while the files stay on the local disk (FILES_STORE unset)', () => {
      expect(
        refusal({
          S3_BUCKET: 'files',
          S3_ENDPOINT: 'http://minio:9000',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
        }),
      ).toEqual([
        'S3_BUCKET is only read with FILES_STORE=s3',
        'S3_ENDPOINT is only read with FILES_STORE=s3',
        'S3_ACCESS_KEY_ID is only read with FILES_STORE=s3',
        'S3_SECRET_ACCESS_KEY is only read with FILES_STORE=s3',
      ]);
    });
  });

  it('refuses a corrupt secrets file with a hint', () => {
    fs.mkdirSync(path.join(cwd, '.data'));
    fs.writeFileSync(path.join(cwd, '.data', DEVELOPMENT_SECRETS_FILE), '{not json');

    expect(() => load({})).toThrow(/delete it to generate new secrets/);
  });
});
