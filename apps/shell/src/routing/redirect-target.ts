import { DEFAULT_SIGNED_IN_PATH, LOGIN_PATH } from './route-access';

/** Router state the sign-in guard passes to /login. */
export interface LoginRedirectState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after a login: the remembered page (same site, not an auth page), else /dashboard. */
export function redirectTargetAfterLogin(state: unknown): string {
  const from = (state as LoginRedirectState | null | undefined)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (pathname === LOGIN_PATH || pathname === '/register') return DEFAULT_SIGNED_IN_PATH;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
