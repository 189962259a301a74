import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
  devDependencies: Record<string, string>;
};
const major = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

/** TaskFlow runs on Node.js 24 LTS; every place that names a Node version says so (README: Quick start). */
describe('Node.js 24', () => {
  it('runs this Jest worker (npm test starts Jest on the Node that the dev dependency `node` brings)', () => {
    expect(major(process.versions.node)).toBe('24');
  });

  it('is what the project asks for and brings along', () => {
    expect(read('.nvmrc').trim()).toBe('24');
    expect(rootPackage.engines.node).toBe('>=24');
    expect(major(rootPackage.devDependencies['node'])).toBe('24');
    expect(rootPackage.allowScripts['node']).toBe(true);
    expect(major(rootPackage.devDependencies['@types/node'])).toBe('24');
  });

  it('decides for every locked package with an install script whether it runs (npm ci warns of any left open)', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([location]) => location.replace(/^.*node_modules\//, ''));
    expect(withScripts.filter((name) => !(name in rootPackage.allowScripts))).toEqual([]);
  });

  it('is the target of the API bundle and the base of both images, which install with npm ci', () => {
    expect(read('apps/api/webpack.config.js')).toContain("target: 'node24'");
    for (const dockerfile of ['docker/api.Dockerfile', 'docker/web.Dockerfile']) {
      const text = read(dockerfile);
      const nodeImages = [...text.matchAll(/^FROM (node:\S+)/gm)].map((match) => match[1]);
      expect(nodeImages.length).toBeGreaterThan(0);
      for (const image of nodeImages) expect(image).toMatch(/^node:24-/);
      expect(text).not.toMatch(/npm install/);
      expect(text).toMatch(/npm ci/);
    }
    expect(read('.ci/run')).toMatch(/^node tools\/scripts\/npm-ci.mjs$/m);
    expect(read('tools/scripts/npm-ci.mjs')).toContain("['npm', ['ci']]");
  });
});
