import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ts from 'typescript';
import * as YAML from 'yaml';

// The self-hosting files (docker/docker-compose.yml, docker/.env.example, docker/caddy/Caddyfile) against what the
// code reads: every variable of the API's configuration class and of the web image's start-up script is passed
// through by compose and explained in .env.example, and the one public address is the only one. Docker is not needed:
// the files are parsed.
const workspaceRoot = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(workspaceRoot, path), 'utf8');

const composeText = read('docker/docker-compose.yml');
const envExample = read('docker/.env.example');
const caddyfile = read('docker/caddy/Caddyfile');
const runtimeConfigScript = read('docker/nginx/write-runtime-config.sh');

interface Service {
  image?: string;
  build?: { dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  restart?: string;
  depends_on?: Record<string, { condition: string; required?: boolean }> | string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}
// Merge keys (<<: *anchor) as docker compose reads them.
const compose = YAML.parse(composeText, { merge: true }) as Compose;
const { services } = compose;

/** The properties of the API's configuration class: one per environment variable (apps/api/src/config/app-config.ts). */
function apiConfigVariables(): string[] {
  const path = 'apps/api/src/config/app-config.ts';
  const source = ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true);
  const configClass = source.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === 'AppConfig',
  );
  if (!configClass) throw new Error(`class AppConfig not found in ${path}`);
  return configClass.members
    .filter(ts.isPropertyDeclaration)
    .map((member) => member.name.getText(source))
    .filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
}

/** What the web image's start-up script reads from the environment (TASKFLOW_*: the tests' output folders only). */
function webImageVariables(): string[] {
  const names = [...runtimeConfigScript.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
  return [...new Set(names)].filter((name) => !name.startsWith('TASKFLOW_'));
}

/** Variables docker compose substitutes from the environment or .env: ${NAME}, ${NAME:-default}, ${NAME:?error}. */
const composeVariables = () => [
  ...new Set([...composeText.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1])),
];

/** Names given a value in .env.example (`NAME=…` at the start of a line). */
const envExampleAssignments = () => new Set([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
const mentionedInEnvExample = (name: string) => new RegExp(`\\b${name}\\b`).test(envExample);

const API_SERVICES = ['api', 'api-2'];
const WEB_SERVICES = ['shell', 'marketing', 'board', 'messages', 'settings'];
const REMOTES = ['marketing', 'board', 'messages', 'settings'];

describe('docker compose and .env.example', () => {
  const apiVariables = apiConfigVariables();

  it('reads the API configuration class (sanity: the parser finds its properties)', () => {
    expect(apiVariables).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'SMTP_HOST', 'API_PUBLIC_URL']));
    expect(apiVariables.length).toBeGreaterThan(20);
  });

  it.each(API_SERVICES)('%s is given every variable the API reads', (service) => {
    const environment = Object.keys(services[service].environment ?? {});
    expect(apiVariables.filter((name) => !environment.includes(name))).toEqual([]);
  });

  it('.env.example explains every variable the API reads', () => {
    expect(apiVariables.filter((name) => !mentionedInEnvExample(name))).toEqual([]);
  });

  it('the shell is given, and .env.example explains, every variable its image reads at start', () => {
    const webVariables = webImageVariables();
    expect(webVariables).toEqual(expect.arrayContaining(['PUBLIC_URL', 'API_BASE_URL', 'REMOTE_BOARD_URL']));
    const environment = Object.keys(services.shell.environment ?? {});
    expect(webVariables.filter((name) => !environment.includes(name))).toEqual([]);
    expect(webVariables.filter((name) => !envExampleAssignments().has(name))).toEqual([]);
  });

  it('.env.example sets every variable docker compose substitutes, and no other', () => {
    const assigned = envExampleAssignments();
    const used = composeVariables();
    expect(used.filter((name) => !assigned.has(name))).toEqual([]);
    // COMPOSE_PROFILES is read by docker compose itself.
    expect([...assigned].filter((name) => !used.includes(name) && name !== 'COMPOSE_PROFILES')).toEqual([]);
  });

  it('derives every address of the API from PUBLIC_URL and defaults to invitation-only sign-up', () => {
    for (const service of API_SERVICES) {
      const environment = services[service].environment ?? {};
      for (const name of ['WEB_ORIGINS', 'WEB_APP_URL', 'API_PUBLIC_URL']) {
        expect([service, name, environment[name]]).toEqual([
          service,
          name,
          expect.stringMatching(/^\$\{PUBLIC_URL[:}]/),
        ]);
      }
      expect(environment.NODE_ENV).toBe('production');
      expect(environment.REGISTRATION).toBe('${REGISTRATION:-invite-only}');
      expect(environment.DEMO_DATA).toBe('${DEMO_DATA:-false}');
    }
    expect(services.shell.environment?.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL[:}]/);
    expect(services.caddy.environment?.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL[:}]/);
    expect(composeText).not.toMatch(/localhost/);
  });

  it('publishes only Caddy, on 80 and 443', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
    expect(services.caddy.image).toBe('caddy:2');
    expect(services.caddy.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(services.caddy.volumes).toContain('./caddy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('restarts every service unless stopped', () => {
    const others = Object.entries(services).filter(([, service]) => service.restart !== 'unless-stopped');
    expect(others.map(([name]) => name)).toEqual([]);
  });

  it('keeps the database, the API data (mail outbox), the files and the certificates on named volumes', () => {
    const named = Object.keys(compose.volumes);
    const mounts = (service: string) =>
      Object.fromEntries((services[service].volumes ?? []).map((volume) => volume.split(':').slice(0, 2).reverse()));
    expect(named).toEqual(expect.arrayContaining(['postgres-data', 'api-data', 'files-data', 'caddy-data']));
    expect(mounts('postgres')['/var/lib/postgresql/data']).toBe('postgres-data');
    for (const service of API_SERVICES) {
      const environment = services[service].environment ?? {};
      // The outbox is DATA_DIR/outbox.jsonl; files live in FILES_DIR.
      expect(mounts(service)[String(environment.DATA_DIR)]).toBe('api-data');
      expect(mounts(service)[String(environment.FILES_DIR)]).toBe('files-data');
    }
    expect(mounts('caddy')['/data']).toBe('caddy-data');
  });

  it('runs one API process by default; --profile scale adds the second one, Redis and the balancer', () => {
    const inProfile = (profile: string) =>
      Object.entries(services)
        .filter(([, service]) => service.profiles?.includes(profile))
        .map(([name]) => name);
    expect(inProfile('scale').sort()).toEqual(['api-2', 'api-balancer', 'redis']);
    const always = Object.entries(services).filter(([, service]) => !service.profiles);
    expect(always.map(([name]) => name).sort()).toEqual(
      ['api', 'caddy', 'postgres', ...WEB_SERVICES].sort((a, b) => a.localeCompare(b)),
    );
    // api waits for Redis only when the profile brings it.
    expect((services.api.depends_on as Record<string, { required?: boolean }>).redis.required).toBe(false);
    expect(services['api-balancer'].volumes).toContain('./nginx/api.conf:/etc/nginx/conf.d/default.conf:ro');
    const balancerConf = read('docker/nginx/api.conf');
    expect(balancerConf).toMatch(/server api:3000 /);
    expect(balancerConf).toMatch(/server api-2:3000 /);
  });

  it('builds each web app from the web image', () => {
    for (const service of WEB_SERVICES) {
      expect(services[service].build).toEqual({
        context: '..',
        dockerfile: 'docker/web.Dockerfile',
        args: { APP: service },
      });
    }
  });
});

describe('Caddyfile', () => {
  /** The body of the block opened by the line `<header> {` (its nested blocks included), comments left out. */
  function block(header: string): string {
    const lines = caddyfile.split('\n').map((line) => line.replace(/#.*$/, '').trim());
    const start = lines.indexOf(`${header} {`);
    if (start < 0) throw new Error(`no block "${header} {" in docker/caddy/Caddyfile`);
    let depth = 0;
    const body: string[] = [];
    for (const line of lines.slice(start)) {
      depth += (line.match(/\{(?!\$)/g) ?? []).length - (line.match(/(?<!\{\$[^}]*)\}/g) ?? []).length;
      body.push(line);
      if (depth === 0) return body.join('\n');
    }
    throw new Error(`block "${header} {" is not closed`);
  }

  /** `{$NAME:default}` placeholders of the Caddyfile: Caddy reads NAME from its environment. */
  const placeholders = [...caddyfile.matchAll(/\{\$([A-Z][A-Z0-9_]*)(?::([^}]*))?\}/g)].map(([, name, fallback]) => ({
    name,
    fallback,
  }));

  it('serves the one public address', () => {
    expect(caddyfile).toMatch(/^\{\$PUBLIC_URL\} \{$/m);
    // Caddy is given every placeholder without a default.
    const required = placeholders.filter((placeholder) => placeholder.fallback === undefined).map((p) => p.name);
    expect(required.filter((name) => !(name in (services.caddy.environment ?? {})))).toEqual([]);
  });

  it('proxies each upstream to a compose service by default', () => {
    const upstreams = placeholders.filter((placeholder) => placeholder.name.endsWith('_UPSTREAM'));
    expect(upstreams.length).toBeGreaterThanOrEqual(6);
    for (const { fallback } of upstreams) {
      expect(Object.keys(services)).toContain(String(fallback).split(':')[0]);
    }
  });

  it('routes /api and socket.io to the API, each remote under the prefix the shell is told, the rest to the shell', () => {
    expect(block('handle /api/*')).toContain('reverse_proxy {$API_UPSTREAM:api:3000}');
    expect(block('handle /socket.io/*')).toContain('reverse_proxy {$API_UPSTREAM:api:3000}');
    expect(block('handle')).toContain('reverse_proxy {$SHELL_UPSTREAM:shell:80}');

    // The shell image's own start-up script, given PUBLIC_URL only.
    const dir = mkdtempSync(join(tmpdir(), 'taskflow-runtime-'));
    try {
      execFileSync('sh', [join(workspaceRoot, 'docker/nginx/write-runtime-config.sh')], {
        env: {
          PATH: process.env.PATH,
          TASKFLOW_HTML_DIR: dir,
          TASKFLOW_NGINX_DIR: dir,
          PUBLIC_URL: 'https://tasks.agency.de',
        },
      });
      const manifest = JSON.parse(readFileSync(join(dir, 'module-federation.manifest.json'), 'utf8'));
      const appConfig = JSON.parse(readFileSync(join(dir, 'app-config.json'), 'utf8'));
      expect(appConfig).toEqual({
        apiBaseUrl: 'https://tasks.agency.de/api',
        realtimeUrl: 'https://tasks.agency.de',
        preLaunch: false,
      });
      expect(Object.keys(manifest).sort()).toEqual([...REMOTES].sort());
      for (const remote of REMOTES) {
        const prefix = new URL(manifest[remote]).pathname.replace(/mf-manifest\.json$/, '');
        expect(prefix).toBe(`/remotes/${remote}/`);
        expect(block(`handle_path ${prefix}*`)).toContain(
          `reverse_proxy {$${remote.toUpperCase()}_UPSTREAM:${remote}:80}`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets an upload of FILE_MAX_BYTES with its multipart envelope through', () => {
    const maxSize = /max_size (\d+)MiB/.exec(block('handle /api/*'))?.[1];
    const fileMaxBytes = Number(/FILE_MAX_BYTES: \$\{FILE_MAX_BYTES:-(\d+)\}/.exec(composeText)?.[1]);
    expect(fileMaxBytes).toBe(25 * 1024 * 1024);
    expect(Number(maxSize) * 1024 * 1024).toBeGreaterThan(fileMaxBytes);
  });
});
