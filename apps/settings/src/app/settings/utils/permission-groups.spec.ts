import { TEAM_PERMISSION_FLAGS } from '@taskflow/contracts';
import { PERMISSION_GROUPS } from './permission-groups';

describe('permission groups', () => {
  it('hold each of the fifteen flags exactly once', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.flags);
    expect([...grouped].sort()).toEqual([...TEAM_PERMISSION_FLAGS].sort());
  });
});
