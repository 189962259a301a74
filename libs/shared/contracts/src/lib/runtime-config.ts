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
}
