import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { COMPOSE_FILE, composeServices, environmentValue } from './compose-services';

const NGINX_DIR = path.resolve(__dirname, '../../../../docker/nginx');

/**
 * docker/docker-compose.yml is the self-hosting shape the reliability test proves: PostgreSQL, Redis, two API
 * processes behind nginx with the test's configuration (docker/nginx/api*.conf), the web apps as static sites, and
 * production defaults (no demo data, secrets required).
 */
describe('docker/docker-compose.yml', () => {
  const services = composeServices();
  const apiServices = [...services].filter(([, block]) => block.includes('api.Dockerfile'));
  const apiNames = apiServices.map(([name]) => name);

  it('runs PostgreSQL, Redis and two API processes', () => {
    expect(services.get('postgres')).toContain('image: postgres:15');
    expect(services.get('redis')).toContain('image: redis:');
    expect(apiNames).toHaveLength(2);
  });

  it.each(apiServices.map(([name, block]) => [name, block] as const))(
    '%s: no demo data (known passwords) unless asked, secrets required, shared Redis, the proxy trusted',
    (_name, block) => {
      expect(environmentValue(block, 'DEMO_DATA')).toBe('${DEMO_DATA:-false}');
      for (const secret of ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'])
        expect(environmentValue(block, secret)).toMatch(new RegExp(`^\\$\\{${secret}:\\?.+\\}$`));
      expect(environmentValue(block, 'REDIS_URL')).toBe('redis://:${REDIS_PASSWORD}@redis:6379');
      expect(environmentValue(block, 'DATABASE_URL')).toBe(
        'postgres://taskflow:${POSTGRES_PASSWORD}@postgres:5432/taskflow',
      );
      expect(environmentValue(block, 'TRUST_PROXY')).toBe('${TRUST_PROXY:-1}');
      // Files uploaded through one process are downloaded through the other: one shared volume.
      expect(environmentValue(block, 'FILES_DIR')).toBe('/data/files');
      expect(block).toContain('- files-data:/data/files');
      // Reached only through the load balancer.
      expect(block).not.toMatch(/^ {4}ports:/m);
    },
  );

  it('requires the PostgreSQL and Redis passwords like the JWT secrets (no default, Redis never open)', () => {
    const postgres = services.get('postgres') ?? '';
    expect(environmentValue(postgres, 'POSTGRES_PASSWORD')).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    const redis = services.get('redis') ?? '';
    expect(environmentValue(redis, 'REDIS_PASSWORD')).toMatch(/^\$\{REDIS_PASSWORD:\?.+\}$/);
    expect(redis).toContain('--requirepass "$$REDIS_PASSWORD"');
    // The health check authenticates too (REDISCLI_AUTH), or it would report a locked Redis as down.
    expect(environmentValue(redis, 'REDISCLI_AUTH')).toMatch(/^\$\{REDIS_PASSWORD:\?.+\}$/);
    const file = readFileSync(COMPOSE_FILE, 'utf8');
    expect(file).not.toMatch(/POSTGRES_PASSWORD:-/);
    expect(file).not.toMatch(/REDIS_PASSWORD:-/);
  });

  it('puts nginx in front of every API process with the configuration the reliability test runs', () => {
    const [balancerName, balancer] = [...services].find(([, block]) => block.includes('nginx/api.conf')) ?? ['', ''];
    expect(balancerName).not.toBe('');
    for (const file of ['api.conf', 'api-balancing.conf', 'api-locations.conf'])
      expect(balancer).toContain(`./nginx/${file}:`);
    expect(balancer).toContain("ports: ['3000:80']");
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
  });

  it('serves the shell and the remotes as static sites that call the API through the balancer', () => {
    for (const app of ['shell', 'marketing', 'board', 'messages', 'settings'])
      expect(services.get(app)).toContain(`web.Dockerfile, args: { APP: ${app} }`);
    expect(environmentValue(services.get('shell') ?? '', 'API_BASE_URL')).toBe('http://localhost:3000/api');
  });
});
