// Helpers of the specs that keep the apps to what a shared module's facade (tools/webpack/*-client.mjs) offers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

export const workspaceRoot = join(__dirname, '../../../..');

/** The names a facade file re-exports (`export { a, b } from '…'`). */
export function facadeExports(facade: string): Set<string> {
  const source = readFileSync(join(workspaceRoot, 'tools/webpack', facade), 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return new Set(names);
}

/** Every app and lib source file that runs on the shared modules, as an absolute path. */
export function sharedModuleUsers(): string[] {
  return ['apps', 'libs'].flatMap((dir) => sourceFiles(join(workspaceRoot, dir)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    // A pre-renderer (apps/<app>/src/prerender/) runs in Node.js at build time, on the packages themselves.
    if (name === 'prerender' && basename(dir) === 'src') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Tests (specs, the testing entry points, Jest set-ups) run on the package itself, not on the shared module.
    return /\.tsx?$/.test(name) && !/(\.spec\.tsx?|^testing\.tsx?|^test-setup\.ts)$/.test(name) ? [path] : [];
  });
}
