import { join } from 'node:path';

interface SharedDependencies {
  createSharedDependencies: () => Record<string, unknown>;
}

// The webpack factory is plain CommonJS in tools/; load it the way webpack does.
const { createSharedDependencies } = require(
  join(__dirname, '../../../../tools/webpack/shared-dependencies.js'),
) as SharedDependencies;

describe('Module Federation sharing', () => {
  it('bundles this feature lib into each remote instead of sharing one copy', () => {
    const shared = createSharedDependencies();
    expect(shared).not.toHaveProperty(['@taskflow/work-comments']);
  });

  it('still shares the platform libs it builds on as singletons', () => {
    const shared = createSharedDependencies();
    for (const lib of ['@taskflow/store', '@taskflow/realtime', '@taskflow/ui', '@taskflow/i18n', '@taskflow/auth']) {
      expect(shared).toHaveProperty([lib], expect.objectContaining({ singleton: true }));
    }
    expect(Object.keys(shared).filter((name) => name.endsWith('/testing'))).toEqual([]);
  });
});
