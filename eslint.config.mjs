import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

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
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'type:contracts'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
  { sourceTag: 'scope:marketing', onlyDependOnLibsWithTags: ['scope:marketing', 'scope:shared'] },
  { sourceTag: 'scope:board', onlyDependOnLibsWithTags: ['scope:board', 'scope:shared'] },
  { sourceTag: 'scope:messages', onlyDependOnLibsWithTags: ['scope:messages', 'scope:shared'] },
  { sourceTag: 'scope:settings', onlyDependOnLibsWithTags: ['scope:settings', 'scope:shared'] },
];

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
    // Build and test tooling configs load the workspace's own tools/ scripts by path.
    files: [
      '**/webpack.config.js',
      '**/jest.config.js',
      '**/jest.e2e.config.js',
      '**/playwright.config.ts',
      '**/scripts/*.js',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', 'jest.preset.js', '**/jest.config.js', '**/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
