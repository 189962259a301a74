// `npm run migration:generate -- <name>` and `npm run migration:run`: the TypeORM CLI on the API's own data source
// (src/database/cli-data-source.ts, bundled with the API into dist/apps/api/data-source.js), so it uses the app's
// configuration, database (DATABASE_URL, or the embedded PGlite in DATA_DIR), entities, migrations and runner.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const migrationsDir = 'apps/api/src/database/migrations';
const migrationList = path.join(migrationsDir, 'database-migrations.ts');
const dataSource = 'dist/apps/api/data-source.js';
const typeormCli = path.join(workspaceRoot, 'node_modules/typeorm/cli.js');
const usage = 'Usage: npm run migration:generate -- <name, e.g. add-task-priority> | npm run migration:run';

function run(command, args) {
  const { status, error } = spawnSync(command, args, {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

function buildApi() {
  run('npx', ['nx', 'build', 'api']);
}

function runMigrations() {
  run(process.execPath, [typeormCli, 'migration:run', '-d', dataSource]);
}

/** `AddTaskPriority`, `add_task_priority` or `add task priority` → `add-task-priority` (the files' naming). */
function kebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

function pascalCase(kebabName) {
  return kebabName.replace(/(?:^|-)([a-z0-9])/g, (_, letter) => letter.toUpperCase());
}

/**
 * `Date.now()`, or one past the newest migration if that is later (a migration may carry a time in the future): a new
 * migration must sort after every existing one, or a fresh database would run it before them and an existing one after.
 */
function nextTimestamp() {
  const timestamps = readdirSync(path.join(workspaceRoot, migrationsDir))
    .map((file) => /^(\d{13})-/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  return Math.max(Date.now(), ...timestamps.map((timestamp) => timestamp + 1));
}

/** Appends the new migration to DATABASE_MIGRATIONS (the API is bundled, so migrations are listed, not globbed). */
function listMigration(className, file) {
  const listFile = path.join(workspaceRoot, migrationList);
  const source = readFileSync(listFile, 'utf8');
  const lastImport = source.lastIndexOf('\nimport ');
  const afterImports = source.indexOf('\n', lastImport + 1) + 1;
  const listEnd = source.lastIndexOf('];');
  if (lastImport < 0 || listEnd < 0) throw new Error(`Cannot find the imports and the list in ${migrationList}`);
  writeFileSync(
    listFile,
    source.slice(0, afterImports) +
      `import { ${className} } from './${file.replace(/\.ts$/, '')}';\n` +
      source.slice(afterImports, listEnd) +
      `  ${className},\n` +
      source.slice(listEnd),
  );
}

function generate(name) {
  const kebabName = name && kebabCase(name);
  if (!kebabName || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(kebabName)) {
    console.error(usage);
    process.exit(1);
  }
  const timestamp = nextTimestamp();
  buildApi();
  // The difference is taken against the database: bring it to the latest migration first.
  runMigrations();
  run(process.execPath, [
    typeormCli,
    'migration:generate',
    '-d',
    dataSource,
    '-t',
    String(timestamp),
    path.join(migrationsDir, kebabName),
  ]);
  const file = `${timestamp}-${kebabName}.ts`;
  listMigration(`${pascalCase(kebabName)}${timestamp}`, file);
  run('npx', ['prettier', '--write', path.join(migrationsDir, file), migrationList]);
  console.log(`Added ${file} to DATABASE_MIGRATIONS. Review it, then apply it: npm run migration:run`);
}

const [command, name] = process.argv.slice(2);
if (command === 'generate') {
  generate(name);
} else if (command === 'run') {
  buildApi();
  runMigrations();
} else {
  console.error(usage);
  process.exit(1);
}
