import type { UserType } from '@taskflow/contracts';

/** What a valid access token puts on `request.user`. */
export interface AuthenticatedUser {
  userId: string;
  serviceProviderId: string;
  userType: UserType;
}

/** Claims of an access token (`sub` is the user id). */
export interface AccessTokenClaims {
  sub: string;
  serviceProviderId: string;
  userType: UserType;
}
