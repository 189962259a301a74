import type { UserType } from '@taskflow/contracts';

/** What a valid access token puts on `request.user`. */
export interface AuthenticatedUser {
  userId: string;
  serviceProviderId: string;
  userType: UserType;
  /** The generation of the user's sessions the token was issued in; earlier generations are revoked. */
  tokenVersion: number;
}

/** Claims of an access token (`sub` is the user id). */
export interface AccessTokenClaims {
  sub: string;
  serviceProviderId: string;
  userType: UserType;
  /** `tokenVersion`: tokens without it were issued in the first generation (0). */
  ver: number;
}
