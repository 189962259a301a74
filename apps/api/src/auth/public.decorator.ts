import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

export const IS_PUBLIC_KEY = 'isPublic';

/** Opts a route (or a whole controller) out of the global JWT guard. */
export const Public = () =>
  // An empty security requirement tells OpenAPI readers that no token is needed.
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiSecurity({}));
