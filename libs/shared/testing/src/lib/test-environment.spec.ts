/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from 'jest-config';

const WORKSPACE_ROOT = path.join(__dirname, '../../../../..');
const MSW_ENVIRONMENT = path.join(WORKSPACE_ROOT, 'tools/jest/jsdom-with-fetch-environment.js');
const MSW_SETUP = path.join(WORKSPACE_ROOT, 'libs/shared/testing/src/lib/setup-api-server.ts');

/**
 * Projects whose tests run without a DOM: the API, and the libs the API loads too (types, constants and rules, with no
 * screen and no HTTP of their own). Every other project is front end: its tests answer the API through MSW.
 */
const NODE_PROJECTS = new Set(['api', 'shared-contracts', 'shared-domain']);

interface Project {
  name: string;
  root: string;
}

function projects(): Project[] {
  return ['apps', 'libs/shared', 'libs/work'].flatMap((folder) =>
    readdirSync(path.join(WORKSPACE_ROOT, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(WORKSPACE_ROOT, folder, entry.name))
      .filter((root) => existsSync(path.join(root, 'project.json')))
      .map((root) => ({ name: JSON.parse(readFileSync(path.join(root, 'project.json'), 'utf8')).name, root })),
  );
}

/** What is wrong with the test environment Jest really gives this config (after its preset): none when it is MSW's. */
async function environmentProblems(configPath: string): Promise<string[]> {
  const { projectConfig } = await readConfig({ $0: 'jest', _: [] }, configPath);
  const problems: string[] = [];
  if (projectConfig.testEnvironment !== MSW_ENVIRONMENT)
    problems.push(`runs on ${path.relative(WORKSPACE_ROOT, projectConfig.testEnvironment)}`);
  if (!projectConfig.setupFilesAfterEnv.includes(MSW_SETUP)) problems.push('does not start the MSW API server');
  return problems;
}

/** A spec file may switch to Node (tooling and rule tests), never to another DOM without MSW. */
function environmentPragmas(root: string): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(file);
      else if (/\.spec\.tsx?$/.test(entry.name)) {
        const pragma = /@jest-environment\s+(\S+)/.exec(readFileSync(file, 'utf8'))?.[1];
        if (pragma && pragma !== 'node') found.push(`${path.relative(WORKSPACE_ROOT, file)}: ${pragma}`);
      }
    }
  };
  visit(path.join(root, 'src'));
  return found;
}

describe('front-end tests run on the Mock Service Worker environment', () => {
  const frontEnds = projects().filter(
    (project) => !NODE_PROJECTS.has(project.name) && existsSync(path.join(project.root, 'jest.config.js')),
  );

  it('finds the front-end projects', () => {
    expect(frontEnds.map((project) => project.name)).toEqual(
      expect.arrayContaining(['shell', 'board', 'messages', 'settings', 'marketing', 'work-comments', 'shared-ui']),
    );
  });

  it.each(frontEnds.map((project) => [project.name, project.root]))(
    '%s: its Jest config runs on the MSW environment with the API server, and no spec switches to another DOM',
    async (_name, root) => {
      expect(await environmentProblems(path.join(root, 'jest.config.js'))).toEqual([]);
      expect(environmentPragmas(root)).toEqual([]);
    },
  );

  describe('catches a config that leaves it', () => {
    let folder: string;
    const sample = (config: string) => {
      const file = path.join(folder, `jest.config.${Math.random().toString(36).slice(2)}.js`);
      writeFileSync(file, config.replaceAll('ROOT', WORKSPACE_ROOT));
      return file;
    };

    beforeAll(() => {
      folder = mkdtempSync(path.join(tmpdir(), 'jest-environment-'));
    });

    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it("the comments lib's old config: jsdom without MSW, and the preset's set-up replaced", async () => {
      const file = sample(`
        const webPreset = require('ROOT/jest.web.preset.js');
        module.exports = {
          ...webPreset,
          rootDir: 'ROOT',
          testEnvironment: 'jsdom',
          setupFilesAfterEnv: [require.resolve('ROOT/tools/jest/setup-web.ts')],
        };`);
      expect(await environmentProblems(file)).toEqual([
        expect.stringMatching(/runs on .*jest-environment-jsdom/),
        'does not start the MSW API server',
      ]);
    });

    it('an environment named over the web preset', async () => {
      const file = sample(
        `module.exports = { preset: './jest.web.preset.js', rootDir: 'ROOT', testEnvironment: 'node' };`,
      );
      expect(await environmentProblems(file)).toEqual([expect.stringMatching(/runs on .*jest-environment-node/)]);
    });

    it("the API's preset", async () => {
      const file = sample(`module.exports = { preset: './jest.preset.js', rootDir: 'ROOT' };`);
      expect(await environmentProblems(file)).toEqual([
        expect.stringMatching(/runs on .*jest-environment-node/),
        'does not start the MSW API server',
      ]);
    });

    it('lets the web preset be, with set-up files of its own', async () => {
      const file = sample(
        `module.exports = { preset: './jest.web.preset.js', rootDir: 'ROOT', setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.ts'] };`,
      );
      expect(await environmentProblems(file)).toEqual([]);
    });
  });
});
