/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WORKSPACE_ROOT = path.join(__dirname, '../../../../..');
const RULE = 'real-http-tests/no-hand-made-api';

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

const ruleHits = (messages: LintMessage[]) => messages.filter((message) => message.ruleId === RULE);

// The old patterns, each as it was written in a converted project before Mock Service Worker.
const CAUGHT: Record<string, string> = {
  'apps/settings/src/app/settings/components/SampleA.spec.tsx':
    'globalThis.fetch = jest.fn(async () => new Response("{}")) as typeof fetch;\nexport {};\n',
  'apps/messages/src/testing/sample-fake-api.ts':
    "export const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null));\n",
  'libs/shared/store/src/lib/sample-rules.spec.tsx':
    "jest.mock('@taskflow/auth', () => ({\n  ...jest.requireActual('@taskflow/auth'),\n  createAuthBaseQuery: () => async () => ({ data: null }),\n}));\nexport {};\n",
  'libs/work/comments/src/lib/sample.spec.tsx':
    "jest.mock('../../../shared/auth/src/lib/utils/api-base-query');\nexport {};\n",
  'apps/messages/src/app/SampleB.spec.tsx': 'Object.assign(globalThis, { fetch: jest.fn() });\nexport {};\n',
  'apps/settings/src/app/SampleC.spec.tsx': 'window.XMLHttpRequest = jest.fn() as never;\nexport {};\n',
  'apps/shell/src/app/SampleE.spec.tsx':
    'globalThis.fetch = jest.fn(async () => new Response("{}")) as typeof fetch;\nexport {};\n',
  // UserLanguageSync.spec before MSW.
  'libs/shared/app-providers/src/lib/session/Sample.spec.tsx':
    'globalThis.fetch = jest.fn(async () => new Response("{}")) as typeof fetch;\nexport {};\n',
  // The board's test set-up before MSW: an in-memory base query in place of the real one.
  'apps/board/src/test-setup.ts':
    "jest.mock('@taskflow/auth', () => jest.requireActual('./testing/fake-api').mockAuthModule());\nexport {};\n",
  // The shell's LoginPage spec before MSW: the endpoint hooks of auth.api answered by hand.
  'apps/shell/src/auth/components/SampleF.spec.tsx':
    "const mockLogin = jest.fn();\njest.mock('../state/auth.api', () => ({\n  useLoginMutation: () => [mockLogin, { isLoading: false }],\n}));\nexport {};\n",
  // The DashboardLayout spec before MSW: the unread counts of a mocked endpoints module.
  'apps/shell/src/layout/SampleG.spec.tsx':
    "jest.mock('./state/unread.api', () => ({ useGetUnreadMessageCountQuery: () => ({ data: 3 }) }));\nexport {};\n",
  // The same, with a spy on the endpoints module's hook.
  'apps/board/src/app/projects/components/SampleH.spec.tsx':
    "import * as projectsApi from '../state/projects.api';\njest.spyOn(projectsApi, 'useGetProjectQuery').mockReturnValue({ data: undefined } as never);\n",
};

const ALLOWED: Record<string, string> = {
  // Answering the API through MSW, as the converted tests do.
  'apps/settings/src/app/settings/components/SampleD.spec.tsx':
    "import { apiRoute, apiServer } from '@taskflow/testing';\napiServer.use(apiRoute.get('/account', () => ({})));\n",
  // Reading the real endpoints' cache (LoginPage spec), and replacing the remote loader, which is not the API (App spec).
  'apps/shell/src/auth/components/SampleI.spec.tsx':
    "import * as authApi from '../state/auth.api';\njest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));\nexport const select = authApi.authApi.endpoints.getDemoAccounts.select();\n",
};

describe('the real-HTTP rule for front-end tests', () => {
  const results = lint({ ...CAUGHT, ...ALLOWED });

  it.each(Object.keys(CAUGHT))('catches the hand-made API in %s', (file) => {
    expect(ruleHits(results[file])).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Mock Service Worker handlers') }),
    ]);
  });

  it.each(Object.keys(ALLOWED))('lets %s be', (file) => {
    expect(ruleHits(results[file])).toEqual([]);
  });
});
