import { TEAM_PERMISSION_FLAGS, type PermissionOverrides, type TeamPermissionFlags } from '@taskflow/contracts';

/** The agency's defaults with a member's overrides applied (only known flags with boolean values count). */
export function effectivePermissions(defaults: TeamPermissionFlags, overrides: PermissionOverrides | null | undefined) {
  return Object.fromEntries(
    TEAM_PERMISSION_FLAGS.map((flag) => {
      const override = overrides?.[flag];
      return [flag, typeof override === 'boolean' ? override : defaults[flag]];
    }),
  ) as TeamPermissionFlags;
}
