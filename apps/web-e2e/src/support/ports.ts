/**
 * Ports of the product served for the browser tests, away from npm start's 3000 and 4200–4204.
 * E2E_PORT_OFFSET moves them all, so two checkouts can run their browser tests side by side: the web ports of one
 * checkout fit in ten (4310–4319), so offsets ten apart never share a port.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  api: 3310 + offset,
  shell: 4310 + offset,
  marketing: 4311 + offset,
  board: 4312 + offset,
  messages: 4313 + offset,
  settings: 4314 + offset,
  /** A second shell whose manifest points the board remote at a dead address. */
  shellWithDeadBoard: 4315 + offset,
  deadBoard: 4319 + offset,
  /** A third shell configured for pre-launch (its /app-config.json says preLaunch: true). */
  shellPreLaunch: 4316 + offset,
  /** Debian's nginx with docker/nginx/web-locations.conf: the shell's build, and a CDN with board/<version>/ folders. */
  shellOnNginx: 4317 + offset,
  cdn: 4318 + offset,
  /**
   * The self-hosted product (self-hosting.e2e.ts): Debian's Caddy with docker/caddy/Caddyfile on HTTPS and HTTP, in
   * front of an API of its own (production mode) and the shell and remotes on nginx with the images' configuration.
   */
  selfHostedHttps: 3311 + offset,
  selfHostedHttp: 3312 + offset,
  selfHostedApi: 3313 + offset,
  selfHostedShell: 3314 + offset,
  selfHostedMarketing: 3315 + offset,
  selfHostedBoard: 3316 + offset,
  selfHostedMessages: 3317 + offset,
  selfHostedSettings: 3318 + offset,
};
