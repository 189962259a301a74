import { getHeapSpaceStatistics } from 'node:v8';
import { releaseStartUpMemory } from './release-start-up-memory';

const youngGenerationBytes = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

describe('releaseStartUpMemory', () => {
  it('gives back the young generation a start-up burst of allocations grew', () => {
    // Like loading the modules: many objects that survive a few collections, then become garbage.
    let kept: { index: number; text: string }[] = [];
    for (let index = 0; index < 1_000_000; index += 1) kept.push({ index, text: `row ${index}` });
    kept = [];
    const grown = youngGenerationBytes();
    expect(kept).toHaveLength(0);

    releaseStartUpMemory();

    expect(youngGenerationBytes()).toBeLessThan(grown / 2);
  });
});
