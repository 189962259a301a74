import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

export const IS_PUBLIC_KEY = 'isPublic';
export const ALLOW_ANONYMOUS_KEY = 'allowAnonymous';

/** Opts a route (or a whole controller) out of the global JWT guard. */
export const Public = () =>
  // An empty security requirement tells OpenAPI readers that no token is needed.
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiSecurity({}));

/**
 * A request without an Authorization header reaches the handler with no actor, and the handler must refuse it
 * unless it carries its own credential (POST /users: the two-step registration's token). With the header, the route's
 * access rule applies as usual. The guard decides by the header alone; it never reads the body.
 */
export const AllowAnonymous = () => SetMetadata(ALLOW_ANONYMOUS_KEY, true);
