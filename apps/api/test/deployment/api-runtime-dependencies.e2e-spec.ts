import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_API } from '../api-process';

const ROOT = path.resolve(__dirname, '../../../..');

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readPackage = (folder: string) =>
  JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as PackageJson;
const packageName = (request: string) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/** Loaded by name at run time, not by a require in the bundle. */
const LOADED_BY_NAME: Record<string, string> = {
  '@fastify/static': "the OpenAPI page's files, which Nest's Fastify adapter loads when Swagger UI is set up",
};

/**
 * The API image installs package.json's `dependencies` only (`npm ci --omit=dev`, docker/api.Dockerfile): they must be
 * exactly what the bundled API needs at run time. The web apps' packages are devDependencies (bundled at build time).
 */
describe('the API bundle and package.json dependencies', () => {
  const dependencies = Object.keys(readPackage('.').dependencies ?? {});
  const required = new Set(
    [...readFileSync(BUILT_API, 'utf8').matchAll(/require\("([^".][^"]*)"\)/g)]
      .map((match) => match[1])
      .filter((request) => !request.startsWith('node:'))
      .map(packageName),
  );

  it('lists every package the bundle requires (the image would miss it)', () => {
    expect([...required].filter((name) => !dependencies.includes(name))).toEqual([]);
  });

  it('lists nothing the API does not load: each is required, a peer of a required one, or loaded by name', () => {
    const peers = new Set(
      [...required].flatMap((name) => {
        const manifest = readPackage(`node_modules/${name}`);
        return Object.keys(manifest.peerDependencies ?? {}).filter(
          (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
        );
      }),
    );
    const unused = dependencies.filter((name) => !required.has(name) && !peers.has(name) && !LOADED_BY_NAME[name]);

    expect(unused).toEqual([]);
  });
});
