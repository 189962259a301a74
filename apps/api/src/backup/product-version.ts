import packageJson from '../../../../package.json';

/** The product's version ("version" of the workspace's package.json), bundled into the build. */
export const PRODUCT_VERSION: string = packageJson.version;

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
