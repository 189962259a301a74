import { Expose, Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { REGISTRATION_MODES, type RegistrationMode } from '@taskflow/contracts';
import { OnlyWithS3Store } from './only-with-s3-store';
import { IsTrustProxy, parseTrustProxy, type TrustProxy } from './trust-proxy';

export const NODE_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_WEB_ORIGINS = ['http://localhost:4200', 'http://127.0.0.1:4200'];

export const JWT_SECRET_MIN_LENGTH = 32;

export const FILE_STORES = ['local', 's3'] as const;
export type FileStore = (typeof FILE_STORES)[number];

/** S3's rules for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at both ends. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const requiredInProductionOrWhenSet = (config: AppConfig, value: unknown) =>
  config.NODE_ENV === 'production' || value !== undefined;

/**
 * The API's whole configuration: one property per environment variable, validated once at start-up
 * by `loadAppConfig`, then injected wherever it is needed.
 */
export class AppConfig {
  @Expose()
  @IsIn(NODE_ENVIRONMENTS)
  NODE_ENV: NodeEnvironment = 'development';

  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? Number(value) : value))
  @Max(65535)
  @Min(0)
  @IsInt() // checked first (decorators apply bottom-up, validation stops at the first error)
  PORT = 3000;

  /**
   * The address the API listens on: `localhost` (the default: this machine only) or e.g. `0.0.0.0` / `::` (every
   * interface: in a container, where the proxy reaches it from another one).
   */
  @Expose()
  @IsString()
  HOST = 'localhost';

  /** PostgreSQL to use; when absent the API runs an embedded PGlite under DATA_DIR. */
  @Expose()
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: '$property must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  /** Redis shared by several API processes: live events then reach sockets on every process. */
  @Expose()
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: '$property must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  /** Absolute path (relative values are resolved from the working directory). */
  @Expose()
  @IsString()
  DATA_DIR: string;

  @Expose()
  @ValidateIf(requiredInProductionOrWhenSet)
  @MinLength(JWT_SECRET_MIN_LENGTH)
  @IsString({ message: '$property is required when NODE_ENV=production' }) // checked first
  JWT_ACCESS_SECRET: string;

  @Expose()
  @ValidateIf(requiredInProductionOrWhenSet)
  @MinLength(JWT_SECRET_MIN_LENGTH)
  @IsString({ message: '$property is required when NODE_ENV=production' }) // checked first
  JWT_REFRESH_SECRET: string;

  /** Browser origins allowed by CORS (comma separated in the environment). */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? splitList(value) : value))
  @ArrayNotEmpty()
  @Matches(/^https?:\/\/[^/\s]+$/, { each: true, message: '$property must list origins like http://localhost:4200' })
  WEB_ORIGINS: string[] = DEFAULT_WEB_ORIGINS;

  @Expose()
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  /** `true`: seed the demo agency and accounts into an empty database at start-up, and list them on GET /api/auth/demo-accounts. */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? value === 'true' : value))
  @IsBoolean()
  DEMO_DATA = false;

  /**
   * Which proxies in front of the API to believe about the client's address (X-Forwarded-For): `false` (none, the
   * default: the connection's peer is the client), a number of hops (1: the one proxy in front), or a comma-separated
   * list of proxy addresses, subnets (CIDR) and the names loopback, linklocal, uniquelocal. Throttles count per
   * client address, so behind a proxy this must be set, or every user shares the proxy's address.
   */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? parseTrustProxy(value) : value))
  @IsTrustProxy()
  TRUST_PROXY: TrustProxy = false;

  /**
   * Who may register a new agency: `open` (anyone, the default), `invite-only` (nobody; people join an existing
   * agency by invitation) or `closed` (nobody). While the installation has no agency yet, the first registration is
   * always allowed, so a fresh install can be set up; `create-agency` (main.js command) works in every mode.
   */
  @Expose()
  @IsIn(REGISTRATION_MODES)
  REGISTRATION: RegistrationMode = 'open';

  /** Where invitation links point (the web app); defaults to the first WEB_ORIGINS entry. */
  @Expose()
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: '$property must be an http(s) URL' })
  WEB_APP_URL?: string;

  /** Mail delivery; without SMTP_HOST, mails are appended to DATA_DIR/outbox.jsonl. */
  @Expose()
  @IsOptional()
  @IsString()
  SMTP_HOST?: string;

  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? Number(value) : value))
  @Max(65535)
  @Min(1)
  @IsInt()
  SMTP_PORT = 587;

  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? value === 'true' : value))
  @IsBoolean()
  SMTP_SECURE = false;

  @Expose()
  @IsOptional()
  @IsString()
  SMTP_USER?: string;

  @Expose()
  @IsOptional()
  @IsString()
  SMTP_PASSWORD?: string;

  @Expose()
  @IsString()
  SMTP_FROM = 'TaskFlow <no-reply@taskflow.local>';

  /**
   * This API as mail readers reach it (base of the one-click unsubscribe links, without `/api`); defaults to
   * `http://localhost:<PORT>`.
   */
  @Expose()
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: '$property must be an http(s) URL' })
  API_PUBLIC_URL?: string;

  /** How often a notification mail is retried after a failed delivery before it counts as failed (dead letter). */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? Number(value) : value))
  @Max(50)
  @Min(0)
  @IsInt()
  MAIL_RETRY_LIMIT = 10;

  /** Seconds before the first retry of a failed mail; each further retry waits twice as long (at most an hour). */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? Number(value) : value))
  @Max(3600)
  @Min(1)
  @IsInt()
  MAIL_RETRY_DELAY_SECONDS = 30;

  /**
   * Where uploaded files are kept (local disk); defaults to DATA_DIR/files. With FILES_STORE=s3 only uploads still
   * arriving are kept here (`.incoming`).
   */
  @Expose()
  @IsOptional()
  @IsString()
  FILES_DIR?: string;

  /** Where file contents live: `local` (FILES_DIR) or `s3` (the bucket S3_BUCKET of an S3-compatible object store). */
  @Expose()
  @IsIn(FILE_STORES)
  FILES_STORE: FileStore = 'local';

  @Expose()
  @ValidateIf((config: AppConfig, value: unknown) => config.FILES_STORE === 's3' || value !== undefined)
  @OnlyWithS3Store()
  @Matches(S3_BUCKET_NAME, { message: '$property must be an S3 bucket name (3-63 of a-z, 0-9, ".", "-")' })
  @IsString({ message: '$property is required when FILES_STORE=s3' }) // checked first
  S3_BUCKET?: string;

  /** The object store's URL when it is not AWS S3 (MinIO, Ceph, Garage, another cloud's S3 API). */
  @Expose()
  @IsOptional()
  @OnlyWithS3Store()
  @Matches(/^https?:\/\/[^/\s]+\/?$/, { message: '$property must be an http(s) URL without a path' })
  S3_ENDPOINT?: string;

  @Expose()
  @Matches(/^[a-z0-9-]+$/, { message: '$property must be a region name like us-east-1' })
  S3_REGION = 'us-east-1';

  /**
   * Access key of the object store; with S3_SECRET_ACCESS_KEY, or neither (then the AWS SDK's own sources apply:
   * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance or task role).
   */
  @Expose()
  @ValidateIf((config: AppConfig, value: unknown) => value !== undefined || config.S3_SECRET_ACCESS_KEY !== undefined)
  @OnlyWithS3Store()
  @IsString({ message: '$property is required with S3_SECRET_ACCESS_KEY' })
  S3_ACCESS_KEY_ID?: string;

  @Expose()
  @ValidateIf((config: AppConfig, value: unknown) => value !== undefined || config.S3_ACCESS_KEY_ID !== undefined)
  @OnlyWithS3Store()
  @IsString({ message: '$property is required with S3_ACCESS_KEY_ID' })
  S3_SECRET_ACCESS_KEY?: string;

  /** `true`: address the bucket in the path (`<endpoint>/<bucket>/<key>`), as MinIO and most self-hosted stores need. */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? value === 'true' : value))
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** The largest file one upload may carry, in bytes (25 MB). */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? Number(value) : value))
  @Min(1)
  @IsInt()
  FILE_MAX_BYTES = 25 * 1024 * 1024;

  /** What all files of one agency may take together, in bytes (6 GB). */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? Number(value) : value))
  @Min(1)
  @IsInt()
  FILE_QUOTA_BYTES = 6 * 1024 * 1024 * 1024;

  /** What one user's unsent drafts (files uploaded for a comment or message not sent yet) may take, in bytes (250 MB). */
  @Expose()
  @Transform(({ value }) => (typeof value === 'string' ? Number(value) : value))
  @Min(1)
  @IsInt()
  FILE_DRAFT_QUOTA_BYTES = 250 * 1024 * 1024;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
