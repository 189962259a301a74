import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import kitRules from './libs/shared/ui/eslint/actions-keep-identity.mjs';
import errorCodeRules from './tools/eslint/error-codes.mjs';
import folderRules from './tools/eslint/feature-folders.mjs';
import realHttpRules from './tools/eslint/real-http-tests.mjs';
import { styledElementConfigs } from './tools/eslint/styled-elements.mjs';

// The workspace's own rules, each tested with samples (libs/shared/ui/eslint, apps/board/src/app/board-lint.spec.ts).
const taskflowRules = { rules: { ...kitRules.rules, ...folderRules.rules } };

// Boundaries: a remote never imports another remote or the shell; ui libs never import
// feature code; the API imports only the contracts; contracts import nothing.
const depConstraints = [
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contracts'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts'],
  },
  {
    sourceTag: 'type:remote',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts'],
  },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
  // The front ends' test helpers (libs/shared/testing): tests import them, app code never does (see below).
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'type:contracts'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
  { sourceTag: 'scope:marketing', onlyDependOnLibsWithTags: ['scope:marketing', 'scope:shared'] },
  { sourceTag: 'scope:board', onlyDependOnLibsWithTags: ['scope:board', 'scope:shared'] },
  { sourceTag: 'scope:messages', onlyDependOnLibsWithTags: ['scope:messages', 'scope:shared'] },
  { sourceTag: 'scope:settings', onlyDependOnLibsWithTags: ['scope:settings', 'scope:shared'] },
];

// The API reaches the database through apps/api/src/tenancy (TenantScope for tenant rows, PlatformScope for
// what no tenant owns); raw TypeORM access (data source, entity manager, repositories) stays in tenancy/ and
// database/. Tests may inspect the database directly. apps/api/test/architecture proves each pattern is caught.
const API_DATA_PATH_MESSAGE =
  'Use TenantDataAccess (apps/api/src/tenancy): forTenant() for tenant rows, platform() for what no tenant owns. ' +
  'Raw TypeORM access belongs in tenancy/ and database/ only.';
const TENANT_QUERY_MESSAGE =
  'A tenant query (TenantScope.query) adds conditions with andWhere(): where() reads as if it replaced the ' +
  "provider's condition and orWhere() would widen it to other providers' rows (TenantQueryBuilder refuses it).";
// The API's texts (mails, pages, the calendar feed) live in apps/api/src/locales/<language>/<namespace>.json and are
// read through i18n/api-texts.ts, like the web apps' texts: no text per language in code, no choice by language.
const API_TEXTS_MESSAGE =
  "Put the API's texts in apps/api/src/locales/<language>/<namespace>.json and read them with textsIn() " +
  '(apps/api/src/i18n/api-texts.ts): no texts per language in code, no branching on the language.';
const UI_LANGUAGE_SELECTORS = ['left', 'right'].map((side) => ({
  selector: `BinaryExpression[${side === 'left' ? 'right' : 'left'}.type='Literal'] > MemberExpression.${side}[object.name=/^(i18n|i18next)$/][property.name=/^(language|resolvedLanguage)$/]`,
  message: "Use the UI's language from useLanguage() (@taskflow/i18n) instead of comparing i18n.language.",
}));
const API_TEXT_SELECTORS = [
  {
    selector:
      'BinaryExpression[operator=/^[!=]==?$/]:matches([left.value=/^(de|en)$/], [right.value=/^(de|en)$/]), SwitchCase[test.value=/^(de|en)$/]',
    message: API_TEXTS_MESSAGE,
  },
  {
    selector: 'Property[key.name=/^(de|en)$/] > ObjectExpression > Property > :matches(Literal, TemplateLiteral)',
    message: API_TEXTS_MESSAGE,
  },
  {
    // A text for people with a placeholder ("Hallo {clientName}, …"), as the client mail templates' defaults were.
    // (A path parameter, "/tasks/{taskId}", is no text.)
    selector:
      'Literal[value=/(^|[^\\/])\\{[A-Za-z]+\\}/][value=/\\s/], TemplateElement[value.raw=/(^|[^\\/])\\{[A-Za-z]+\\}/][value.raw=/\\s/]',
    message: API_TEXTS_MESSAGE,
  },
];
const apiDataPath = {
  files: ['apps/api/src/**/*.ts'],
  ignores: [
    'apps/api/src/tenancy/**',
    'apps/api/src/database/**',
    'apps/api/src/**/*.spec.ts',
    'apps/api/src/**/*.e2e-spec.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'typeorm',
            importNames: [
              'DataSource',
              'EntityManager',
              'Repository',
              'QueryRunner',
              'getRepository',
              'getManager',
              'getConnection',
            ],
            message: API_DATA_PATH_MESSAGE,
          },
          { name: '@nestjs/typeorm', message: API_DATA_PATH_MESSAGE },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: 'Identifier[name=/^(DataSource|EntityManager)$/]', message: API_DATA_PATH_MESSAGE },
      { selector: 'NewExpression[callee.name=/^(TenantScope|PlatformScope)$/]', message: API_DATA_PATH_MESSAGE },
      {
        selector:
          'MemberExpression[property.name=/^(manager|connection|queryRunner|getRepository|createQueryRunner)$/]',
        message: API_DATA_PATH_MESSAGE,
      },
      {
        selector:
          'CallExpression[callee.property.name=/^(where|orWhere)$/] > MemberExpression.callee:has(CallExpression[callee.property.name="query"])',
        message: TENANT_QUERY_MESSAGE,
      },
      ...API_TEXT_SELECTORS,
    ],
  },
};

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/.data',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
    },
  },
  {
    // Tests of feature libs (libs/work/*) render with the real app providers, whose test helper lives in another
    // feature lib; only that test entry point is allowed, and only in tests. Tests and their helpers answer the API
    // through @taskflow/testing (Mock Service Worker), which app code may not import (type:testing).
    files: [
      'apps/**/*.spec.ts',
      'apps/**/*.spec.tsx',
      'libs/**/*.spec.ts',
      'libs/**/*.spec.tsx',
      'apps/**/testing/**',
      'libs/**/testing/**',
      '**/test-setup.ts',
    ],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['@taskflow/app-providers/testing', '@taskflow/testing'],
          depConstraints,
        },
      ],
    },
  },
  {
    // Build and test tooling configs load the workspace's own tools/ scripts by path.
    files: [
      '**/webpack.config.js',
      '**/webpack.*.config.js',
      '**/jest.config.js',
      '**/jest.e2e.config.js',
      '**/playwright.config.ts',
      '**/scripts/*.js',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  apiDataPath,
  // Errors carry codes (apps/api/README.md, "Error codes"); apps/api/test/architecture/error-codes-lint.spec.ts proves
  // each rule catches a sample of the old pattern.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.spec.ts', 'apps/api/src/**/*.e2e-spec.ts'],
    plugins: { 'error-codes': errorCodeRules },
    rules: { 'error-codes/coded-exceptions': 'error' },
  },
  {
    files: ['apps/{shell,marketing,board,messages,settings}/src/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**', '**/test-setup.ts'],
    plugins: { 'error-codes': errorCodeRules },
    rules: { 'error-codes/no-server-message-matching': 'error' },
  },
  // Front-end tests answer the API with Mock Service Worker (libs/shared/testing/README.md);
  // libs/shared/testing/src/lib/real-http-lint.spec.ts proves the rule catches each old pattern (a mocked base query,
  // a mocked or spied-on endpoints module such as state/auth.api, a replaced fetch).
  {
    files: [
      'apps/{shell,marketing,board,settings,messages}/src/**/*.{ts,tsx}',
      'libs/work/comments/src/**/*.{ts,tsx}',
      'libs/shared/{app-providers,auth,config,contracts,domain,i18n,realtime,store,testing,ui,ui-core}/src/**/*.{ts,tsx}',
    ],
    plugins: { 'real-http-tests': realHttpRules },
    rules: { 'real-http-tests/no-hand-made-api': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Accessibility of the JSX (alternative texts, labels, roles, keyboard access); the browser sweep
  // (apps/web-e2e/src/accessibility.e2e.ts) checks the rendered pages with axe-core.
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  ...styledElementConfigs(import.meta.dirname),
  {
    files: ['**/*.tsx'],
    rules: {
      // A box that scrolls (a wide table, a long list) takes the focus as a named region, so keys scroll it too.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  { files: ['**/*.ts', '**/*.tsx'], plugins: { taskflow: taskflowRules } },
  { files: ['**/*.tsx'], rules: { 'taskflow/actions-keep-identity': 'error' } },
  {
    // The board's features (apps/board/src/app/<feature>/) import nothing from each other: what several of them use
    // lives in apps/board/src/app/common/ (see apps/board/README.md).
    files: ['apps/board/src/app/**/*.ts', 'apps/board/src/app/**/*.tsx'],
    rules: { 'taskflow/feature-folders': ['error', { roots: ['apps/board/src/app'], shared: ['common'] }] },
  },
  {
    // The UI's language is useLanguage() from @taskflow/i18n: the resolved language ('de' also for a browser's
    // 'de-DE'), typed. i18n.language === 'de' is false for 'de-DE' and showed German readers English dates.
    files: [
      'apps/{shell,marketing,board,messages,settings}/src/**/*.ts',
      'apps/{shell,marketing,board,messages,settings}/src/**/*.tsx',
      'libs/**/*.ts',
      'libs/**/*.tsx',
    ],
    ignores: ['libs/shared/i18n/**'],
    rules: { 'no-restricted-syntax': ['error', ...UI_LANGUAGE_SELECTORS] },
  },
  {
    // The contracts hold no texts per language either: the API's live in apps/api/src/locales, the web apps' in theirs
    // (the recent activity's fallback names were such a map here).
    files: ['libs/shared/contracts/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...UI_LANGUAGE_SELECTORS, ...API_TEXT_SELECTORS] },
  },
  {
    files: ['**/*.js', '**/*.cjs', 'jest.preset.js', '**/jest.config.js', '**/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
