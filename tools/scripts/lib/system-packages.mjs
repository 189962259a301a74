// The test suites need PostgreSQL and Redis (API end-to-end, multi-node), Chromium (browser end-to-end) and
// nginx (the browser tests serve a versioned CDN and the shell with the configuration of docker/nginx; the API's
// reliability test runs two API processes behind it, as docker compose does), and Caddy with NSS's certutil (the
// self-hosting browser test serves the product through docker/caddy/Caddyfile over HTTPS, its local CA trusted by
// Chromium) from Debian.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const POSTGRES_ROOT = '/usr/lib/postgresql';
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';
export const CERTUTIL_PATH = '/usr/bin/certutil';

function hasPostgres() {
  if (!existsSync(POSTGRES_ROOT)) return false;
  return readdirSync(POSTGRES_ROOT).some((version) => existsSync(`${POSTGRES_ROOT}/${version}/bin/initdb`));
}

const REQUIREMENTS = [
  { name: 'PostgreSQL server', debianPackage: 'postgresql', isPresent: hasPostgres },
  { name: 'Redis server', debianPackage: 'redis-server', isPresent: () => existsSync('/usr/bin/redis-server') },
  { name: 'nginx', debianPackage: 'nginx', isPresent: () => existsSync(NGINX_PATH) },
  { name: 'Caddy', debianPackage: 'caddy', isPresent: () => existsSync(CADDY_PATH) },
  { name: 'certutil (NSS tools)', debianPackage: 'libnss3-tools', isPresent: () => existsSync(CERTUTIL_PATH) },
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    isPresent: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
];

export function ensureSystemPackages() {
  const missing = REQUIREMENTS.filter((requirement) => !requirement.isPresent());
  if (missing.length === 0) return;
  const packages = missing.map((requirement) => requirement.debianPackage);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Missing for the tests: ${missing.map((requirement) => requirement.name).join(', ')}.\n` +
        `Install them with: sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian (needed by the end-to-end tests)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}
