/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WORKSPACE_ROOT = path.join(__dirname, '../../../..');
const FOLDERS_RULE = 'taskflow/feature-folders';
const LANGUAGE_RULE = 'no-restricted-syntax';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints each sample as the given file of the workspace, with the real eslint.config.mjs. */
function lint(samples: Record<string, string>): Record<string, LintMessage[]> {
  const output = execFileSync(
    process.execPath,
    [path.join(WORKSPACE_ROOT, 'tools/scripts/lint-samples.mjs'), WORKSPACE_ROOT],
    { input: JSON.stringify(samples), encoding: 'utf8' },
  );
  return JSON.parse(output) as Record<string, LintMessage[]>;
}

interface Sample {
  file: string;
  code: string;
}

const app = (file: string) => `apps/board/src/app/${file}`;

const FOLDERS_CAUGHT: Record<string, Sample> = {
  // How projects/ took the chips before common/ existed.
  "a feature importing another feature's component": {
    file: app('projects/components/ProjectSample.tsx'),
    code: "import { StyledChip } from '../../tasks/components/TaskChips';\nexport const Chip = StyledChip;\n",
  },
  "a nested file importing another feature's endpoints": {
    file: app('customers/components/detail/CustomerSample.tsx'),
    code: "import { useBoardProjectsQuery } from '../../../tasks/state/tasks.api';\nexport const use = useBoardProjectsQuery;\n",
  },
  "a re-export of another feature's component": {
    file: app('kanban/index.ts'),
    code: "export { TaskRow } from '../tasks/components/TaskRow';\n",
  },
  'a lazy import of another feature': {
    file: app('dashboard/components/DashboardSample.tsx'),
    code: "export const load = () => import('../../team/components/TeamPage');\n",
  },
  "a test mocking another feature's hook": {
    file: app('tasks/components/TaskSample.spec.tsx'),
    code: "jest.mock('../../kanban/utils/last-project');\nexport {};\n",
  },
  'common/ importing a feature': {
    file: app('common/components/CommonSample.tsx'),
    code: "import { TaskRow } from '../../tasks/components/TaskRow';\nexport const Row = TaskRow;\n",
  },
};

const FOLDERS_ALLOWED: Record<string, Sample> = {
  'a feature importing from common/, its own folders, packages and the test helpers': {
    file: app('projects/components/AllowedSample.tsx'),
    code: [
      "import { Stack } from '@taskflow/ui';",
      "import { StyledChip } from '../../common/components/TaskChips';",
      "import { useNow } from '../../common/hooks/useNow';",
      "import { useProjectQuery } from '../state/projects.api';",
      "import { ProjectCard } from './ProjectCard';",
      "import { serveBoard } from '../../../testing/board-api';",
      'export const parts = [Stack, StyledChip, useNow, useProjectQuery, ProjectCard, serveBoard];',
    ].join('\n'),
  },
  'the route table, which puts the features together': {
    file: app('board-routes.ts'),
    code: [
      "export const projects = () => import('./projects/components/ProjectsPage');",
      "export const tasks = () => import('./tasks/components/TaskListPage');",
    ].join('\n'),
  },
};

const LANGUAGE_CAUGHT: Record<string, Sample> = {
  // The board's 18 copies before useLanguage().
  'a board screen comparing i18n.language': {
    file: app('team/components/TeamSample.tsx'),
    code: [
      "import { useTranslation } from 'react-i18next';",
      'export function useSample() {',
      "  const { i18n } = useTranslation('board');",
      "  return i18n.language === 'de' ? 'de' : 'en';",
      '}',
    ].join('\n'),
  },
  'a lib comparing the resolved language the other way round': {
    file: 'libs/work/comments/src/lib/sample.ts',
    code: "import i18next from 'i18next';\nexport const german = () => 'de' !== i18next.resolvedLanguage;\n",
  },
};

const LANGUAGE_ALLOWED: Record<string, Sample> = {
  'a screen using useLanguage()': {
    file: app('team/components/AllowedSample.tsx'),
    code: [
      "import { useLanguage } from '@taskflow/i18n';",
      'export function useSample() {',
      '  const { language } = useLanguage();',
      "  return language === 'de';",
      '}',
    ].join('\n'),
  },
  'a test helper switching to the language it is given': {
    file: 'libs/shared/app-providers/src/sample.ts',
    code: [
      "import i18n from 'i18next';",
      'export async function use(language: string) {',
      '  if (i18n.language !== language) await i18n.changeLanguage(language);',
      '}',
    ].join('\n'),
  },
  'the i18n lib, which defines the language': {
    file: 'libs/shared/i18n/src/lib/sample.ts',
    code: "import i18n from 'i18next';\nexport const german = () => i18n.resolvedLanguage === 'de';\n",
  },
};

describe("the board's lint rules (eslint.config.mjs)", () => {
  const groups = { FOLDERS_CAUGHT, FOLDERS_ALLOWED, LANGUAGE_CAUGHT, LANGUAGE_ALLOWED };
  let results: Record<string, LintMessage[]>;
  const messages = (group: keyof typeof groups, name: string, rule: string) =>
    results[groups[group][name].file].filter((message) => message.ruleId === rule);

  beforeAll(() => {
    const samples = Object.values(groups).flatMap((group) => Object.values(group));
    expect(new Set(samples.map((sample) => sample.file)).size).toBe(samples.length);
    results = lint(Object.fromEntries(samples.map((sample) => [sample.file, sample.code])));
  }, 60_000);

  describe(`${FOLDERS_RULE}: a feature folder imports from no other feature, only from common/`, () => {
    it.each(Object.keys(FOLDERS_CAUGHT).filter((name) => !name.startsWith('common/')))('catches %s', (name) => {
      const found = messages('FOLDERS_CAUGHT', name, FOLDERS_RULE);
      expect(found).toHaveLength(1);
      expect(found[0].message).toContain('features do not import from each other');
    });

    it('catches common/ importing from a feature', () => {
      const found = messages('FOLDERS_CAUGHT', 'common/ importing a feature', FOLDERS_RULE);
      expect(found).toHaveLength(1);
      expect(found[0].message).toContain('depends on none of them');
    });

    it.each(Object.keys(FOLDERS_ALLOWED))('passes %s', (name) => {
      expect(messages('FOLDERS_ALLOWED', name, FOLDERS_RULE)).toEqual([]);
    });
  });

  describe('the UI language comes from useLanguage(), never from comparing i18n.language', () => {
    it.each(Object.keys(LANGUAGE_CAUGHT))('catches %s', (name) => {
      const found = messages('LANGUAGE_CAUGHT', name, LANGUAGE_RULE);
      expect(found).toHaveLength(1);
      expect(found[0].message).toContain('useLanguage()');
    });

    it.each(Object.keys(LANGUAGE_ALLOWED))('passes %s', (name) => {
      expect(messages('LANGUAGE_ALLOWED', name, LANGUAGE_RULE)).toEqual([]);
    });
  });
});
