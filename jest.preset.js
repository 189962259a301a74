// Shared Jest settings: SWC transforms TypeScript/JSX (with decorator metadata for NestJS),
// workspace aliases resolve to library sources.
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { jestModuleNameMapper, workspaceRoot } = require('./tools/webpack/workspace-aliases');

// Every run writes its JSON report there (--outputFile), and Jest does not create the folder itself.
mkdirSync(join(workspaceRoot, 'tmp/test-results'), { recursive: true });

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      target: 'es2022',
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages (react-dnd and friends) must be transformed too.
const esmPackages = [
  'react-dnd',
  'react-dnd-html5-backend',
  'react-dnd-touch-backend',
  'react-dnd-multi-backend',
  'react-dnd-preview',
  'dnd-multi-backend',
  'rdndmb-html5-to-touch',
  'dnd-core',
  '@react-dnd',
  'uuid',
  // pg-boss (the API's job queue) and its ESM-only dependencies
  'pg-boss',
  'serialize-error',
  'non-error',
  // file-type (the API's upload type detection) and its ESM-only dependencies
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'uint8array-extras',
  // Mock Service Worker's ESM-only dependencies (front-end tests answer the API through it)
  'rettime',
  'until-async',
  '@open-draft',
];

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    // file-type offers its Node entry to `import` only; Jest (CommonJS) is pointed at it.
    '^file-type$': join(workspaceRoot, 'node_modules/file-type/index.js'),
    ...jestModuleNameMapper(),
  },
  testEnvironment: 'node',
};
