import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * Nx caches a build or test by its project's files and those of the projects it imports. It finds the imports with the
 * TypeScript analysis of @nx/js: without that package (nothing imports it, yet Nx loads it) every project stood alone,
 * a change in a shared lib left the apps' cached builds in place and the lint's module boundaries saw no imports.
 */
describe('the Nx project graph', () => {
  it('sees the imports between projects: a change in the UI kit core affects the apps that use it', () => {
    const affected = execFileSync(
      'npx',
      ['nx', 'show', 'projects', '--affected', '--files=libs/shared/ui-core/src/index.ts', '--json'],
      {
        cwd: ROOT,
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
        encoding: 'utf8',
      },
    );

    expect(JSON.parse(affected)).toEqual(expect.arrayContaining(['shared-ui-core', 'shared-ui', 'shell', 'board']));
  }, 120_000);
});
