import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The malloc settings npm start and the benchmarks give the API (tools/scripts/lib/api-malloc-env.mjs). */
const launchSettings = () =>
  [...read('tools/scripts/lib/api-malloc-env.mjs').matchAll(/^\s+(MALLOC_\w+): '(\d+)',$/gm)].map(
    ([, name, value]) => `${name}=${value}`,
  );

describe("the API process's malloc settings", () => {
  it('give memory back from 1 MB up', () => {
    expect(launchSettings()).toEqual(['MALLOC_TRIM_THRESHOLD_=1048576', 'MALLOC_MMAP_THRESHOLD_=1048576']);
  });

  it('are the same in the API image as with npm start', () => {
    const envLines = read('docker/api.Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('ENV '));
    for (const setting of launchSettings())
      expect(envLines.some((line) => line.split(/\s+/).includes(setting))).toBe(true);
  });

  it('are what npm start passes to the API, under what the environment says', () => {
    expect(read('tools/scripts/lib/product.mjs')).toMatch(/env: \{\s+\.\.\.API_MALLOC_ENV,\s+\.\.\.process\.env,/);
  });
});
