import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The product's version: "version" of the workspace's package.json, the nearest one above this code named `taskflow`
 * (the repository root for the sources, the installation folder for `dist/apps/api/main.js`, as in the API image).
 */
export const PRODUCT_VERSION: string = readProductVersion(__dirname);

function readProductVersion(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === 'taskflow' && manifest.version) return manifest.version;
    } catch {
      // No package.json here: look further up.
    }
    if (path.dirname(folder) === folder)
      throw new Error('The product version is unknown: no package.json of taskflow found');
  }
}

/** Compares two versions `major.minor.patch[-pre]` by their numbers: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const numbers = (version: string) =>
    version
      .split(/[-+]/)[0]
      .split('.')
      .map((part) => Number(part) || 0);
  const [left, right] = [numbers(a), numbers(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
