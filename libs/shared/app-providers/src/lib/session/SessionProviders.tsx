import { lazy } from 'react';
import type { AppStore } from '@taskflow/store';
import type { SessionProvidersProps } from './SessionProvidersContent';

export type { SessionProvidersProps };

/**
 * The store, the signed-in user, the user's language and the live connection around `children` (see
 * SessionProvidersContent), loaded on first render: the signed-in area, the pages that sign in, and every page while
 * a session is stored render inside it; the public pages of a signed-out visitor do not load the store at all.
 * Suspends while loading: render it inside a Suspense boundary.
 */
export const SessionProviders = lazy(() => import('./SessionProvidersContent'));

/**
 * Fetches SessionProviders' code (the store, the session, the live connection) before it first renders: a signed-in
 * visit starts it with the shell instead of after the shell's first render. The same chunks as the render's.
 */
export function preloadSessionProviders(): Promise<unknown> {
  return import('./SessionProvidersContent');
}

/** The page's one store, loaded with SessionProviders' code (for work that starts before the first render). */
export function loadPageStore(): Promise<AppStore> {
  return import('./SessionProvidersContent').then((module) => module.pageStore());
}
