/** Served by the shell as /app-config.json, so one build runs against any API address. */
export interface WebRuntimeConfig {
  /** Base URL of the REST API, e.g. http://localhost:3000/api */
  apiBaseUrl: string;
  /** Origin of the live gateway (socket.io), e.g. http://localhost:3000 */
  realtimeUrl: string;
  /** When true, login, registration and legal pages redirect to /coming-soon. */
  preLaunch?: boolean;
}

/** Remote name → URL of its mf-manifest.json or remoteEntry.js, served as /module-federation.manifest.json. */
export type RemoteManifest = Record<string, string>;

export const REMOTE_NAMES = ['marketing', 'board', 'messages', 'settings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface HealthResponse {
  status: 'ok' | 'error';
  database: { status: 'up' | 'down'; embedded: boolean };
  uptimeSeconds: number;
  /** A random id of the answering API process (new at every start): tells which replica a load balancer chose. */
  instance: string;
  /** The Node.js major version the API runs on, e.g. "24" (the major only: a full version tells which fixes are missing). */
  nodeMajor: string;
  /** The TaskFlow release the API runs (package.json's version), e.g. "0.1.0". */
  version: string;
}

/** One dependency the readiness check asks: the database, the job queue, Redis (only when REDIS_URL is set). */
export type ReadinessCheckName = 'database' | 'jobQueue' | 'redis';

/**
 * GET /api/health/ready: 200 when every dependency answers, 503 otherwise; `failed` names the ones that did not.
 * GET /api/health/live answers `{ status: 'ok' }` while the process runs, without asking any dependency.
 */
export interface ReadinessResponse {
  status: 'ok' | 'error';
  checks: Partial<Record<ReadinessCheckName, 'up' | 'down'>>;
  failed: ReadinessCheckName[];
}

export interface LivenessResponse {
  status: 'ok';
}

/** How new agencies may sign up (REGISTRATION): everyone, only people invited to an existing agency, or nobody. */
export const REGISTRATION_MODES = ['open', 'invite-only', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * GET /api/registration (public): the installation's registration mode and whether a new agency may register now
 * (always while the installation has no agency yet, so a fresh install can be set up).
 */
export interface RegistrationStatusResponse {
  mode: RegistrationMode;
  newAgenciesAllowed: boolean;
}
