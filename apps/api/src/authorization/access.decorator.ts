import { SetMetadata } from '@nestjs/common';
import type { TeamPermissionFlag, UserType } from '@taskflow/contracts';

export const ACCESS_RULE_KEY = 'accessRule';

/** Who may call a route. Every non-public route declares one; a route without it is refused. */
export type AccessRule =
  | { kind: 'signedIn'; reason: string }
  | { kind: 'roles'; roles: UserType[] }
  | { kind: 'permission'; flag: TeamPermissionFlag };

export const Access = {
  /** Any signed-in user; `reason` names the ownership or visibility check done in the service. */
  signedIn: (reason: string) => SetMetadata(ACCESS_RULE_KEY, { kind: 'signedIn', reason } satisfies AccessRule),
  roles: (...roles: UserType[]) => SetMetadata(ACCESS_RULE_KEY, { kind: 'roles', roles } satisfies AccessRule),
  /** Admins, and team members while the agency grants them `flag`; never clients. */
  permission: (flag: TeamPermissionFlag) =>
    SetMetadata(ACCESS_RULE_KEY, { kind: 'permission', flag } satisfies AccessRule),
};
