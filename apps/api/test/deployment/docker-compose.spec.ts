import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as YAML from 'yaml';
import { AppConfig } from '../../src/config/app-config';

const COMPOSE_FILE = path.resolve(__dirname, '../../../../docker/docker-compose.yml');
const NGINX_DIR = path.resolve(__dirname, '../../../../docker/nginx');

interface Service {
  image?: string;
  build?: { dockerfile: string };
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  command?: string[];
}

/**
 * docker/docker-compose.yml's production defaults for the API (no demo data, secrets required) and, with
 * --profile scale, the shape the reliability test proves: two API processes behind nginx with the test's configuration
 * (docker/nginx/api*.conf) and Redis that never runs open. (docker/test/compose-env.spec.ts checks the variables, the
 * volumes and the one public address.)
 */
describe('docker/docker-compose.yml', () => {
  const file = readFileSync(COMPOSE_FILE, 'utf8');
  const { services } = YAML.parse(file, { merge: true }) as { services: Record<string, Service> };
  const apiServices = Object.entries(services).filter(
    ([, service]) => service.build?.dockerfile === 'docker/api.Dockerfile',
  );
  const apiNames = apiServices.map(([name]) => name);

  it('runs PostgreSQL and one API process; --profile scale a second one and Redis', () => {
    expect(services.postgres.image).toBe('postgres:15');
    expect(apiNames).toEqual(['api', 'api-2']);
    expect(services.api.profiles).toBeUndefined();
    expect(services['api-2'].profiles).toEqual(['scale']);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.redis.profiles).toEqual(['scale']);
  });

  it.each(apiServices)(
    '%s: no demo data (known passwords) unless asked, secrets required, the proxy trusted',
    (_name, service) => {
      const environment = service.environment ?? {};
      expect(environment.NODE_ENV).toBe('production');
      expect(environment.DEMO_DATA).toBe('${DEMO_DATA:-false}');
      for (const secret of ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'])
        expect(environment[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?.+\\}$`));
      expect(environment.DATABASE_URL).toMatch(
        /^postgres:\/\/taskflow:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/taskflow$/,
      );
      expect(environment.TRUST_PROXY).toBe('${TRUST_PROXY:-1}');
      // Files uploaded through one process are downloaded through the other: one shared volume.
      expect(environment.FILES_DIR).toBe('/data/files');
      expect(service.volumes).toContain('files-data:/data/files');
      // Reached only through Caddy (and the balancer).
      expect(service.ports).toBeUndefined();
    },
  );

  it('requires the PostgreSQL password (no default); Redis never runs without one', () => {
    expect(services.postgres.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    expect(file).not.toMatch(/POSTGRES_PASSWORD:-/);
    const command = (services.redis.command ?? []).join(' ');
    expect(command).toContain('[ -n "$$REDIS_PASSWORD" ] ||');
    expect(command).toContain('--requirepass "$$REDIS_PASSWORD"');
    // The health check authenticates too (REDISCLI_AUTH), or it would report a locked Redis as down.
    expect(services.redis.environment?.REDISCLI_AUTH).toBe(services.redis.environment?.REDIS_PASSWORD);
  });

  it('puts nginx in front of every API process with the configuration the reliability test runs', () => {
    const balancer = services['api-balancer'];
    expect(balancer.profiles).toEqual(['scale']);
    for (const conf of ['api.conf', 'api-balancing.conf', 'api-locations.conf'])
      expect(balancer.volumes?.some((volume) => volume.startsWith(`./nginx/${conf}:`))).toBe(true);
    expect(balancer.ports).toBeUndefined();
    // nginx lets the API's largest upload (FILE_MAX_BYTES's default) through; the API answers anything bigger.
    const bodyLimit = readFileSync(path.join(NGINX_DIR, 'api-locations.conf'), 'utf8').match(
      /^\s*client_max_body_size (\d+)m;/m,
    );
    expect(Number(bodyLimit?.[1]) * 1024 * 1024).toBeGreaterThan(new AppConfig().FILE_MAX_BYTES);

    const apiConf = readFileSync(path.join(NGINX_DIR, 'api.conf'), 'utf8');
    expect(apiConf).toContain('include /etc/nginx/taskflow/api-balancing.conf;');
    expect(apiConf).toContain('include /etc/nginx/taskflow/api-locations.conf;');
    for (const name of apiNames)
      expect(apiConf).toMatch(new RegExp(`server ${name}:3000 max_fails=1 fail_timeout=10s;`));
    expect(readFileSync(path.join(NGINX_DIR, 'api-balancing.conf'), 'utf8')).toMatch(
      /^hash \$remote_addr consistent;/m,
    );
    // Behind Caddy, $remote_addr is the client's address Caddy reports, not Caddy's own.
    expect(apiConf).toMatch(/^\s*real_ip_header X-Forwarded-For;/m);
  });
});
