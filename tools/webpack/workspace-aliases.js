// Turns the TypeScript path aliases of tsconfig.base.json into webpack / Jest mappings,
// so libs are resolved the same way by tsc, webpack and Jest.
const path = require('node:path');
const fs = require('node:fs');

const workspaceRoot = path.resolve(__dirname, '../..');

function readPathAliases() {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  const paths = tsconfig.compilerOptions.paths ?? {};
  return Object.fromEntries(
    Object.entries(paths).map(([alias, [target]]) => [alias, path.join(workspaceRoot, target)]),
  );
}

function webpackAliases() {
  return Object.fromEntries(Object.entries(readPathAliases()).map(([alias, file]) => [`${alias}$`, file]));
}

function jestModuleNameMapper() {
  return Object.fromEntries(
    Object.entries(readPathAliases()).map(([alias, file]) => [`^${alias.replace(/[/]/g, '\\/')}$`, file]),
  );
}

module.exports = { workspaceRoot, readPathAliases, webpackAliases, jestModuleNameMapper };
