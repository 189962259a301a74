// Test helpers: render a screen with the real providers (store, theme, translation files, toasts,
// a router in memory), optionally signed in, and show where the router is.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { Provider } from 'react-redux';
import { signedIn } from '@taskflow/auth';
import type { User } from '@taskflow/contracts';
import { loadTexts, SUPPORTED_LANGUAGES, type NamespaceTexts } from '@taskflow/i18n';
import { initTestI18n } from '@taskflow/i18n/testing';
import { createAppStore } from '@taskflow/store';
import { ConfirmProvider, TaskflowThemeProvider, ToastProvider } from '@taskflow/ui';
import type { RouteTable } from './lib/routing/route-table';
import { CurrentUserFromStore } from './lib/session/CurrentUserFromStore';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@example.com',
    userType: 'admin',
    serviceProviderId: 'p1',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Shows the router's current address (and state), so tests can check where a link or guard went. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}${location.hash}`}
    </div>
  );
}

export interface RenderOptions {
  /** A path, or a path with router state (as a guard would pass it). */
  route?: string | { pathname: string; search?: string; hash?: string; state?: unknown };
  /** Signs this user in before rendering. */
  user?: User;
  language?: string;
  /** Texts to load besides those the app's Jest set-up registered. */
  texts?: readonly NamespaceTexts[];
}

export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', user, language = 'en', texts }: RenderOptions = {},
) {
  const i18n = await initTestI18n(language);
  if (texts) await loadTexts(texts, i18n);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const store = createAppStore();
  if (user) store.dispatch(signedIn({ token: 'test-token', user }));
  // A data router, as in the shell (pages may hold navigation while changes are unsaved).
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  return {
    store,
    i18n,
    router,
    ...render(
      <Provider store={store}>
        <CurrentUserFromStore>
          <TaskflowThemeProvider>
            <ToastProvider closeLabel="Close" regionLabel="Notifications">
              <ConfirmProvider cancelLabel="Cancel">
                <RouterProvider router={router} />
              </ConfirmProvider>
            </ToastProvider>
          </TaskflowThemeProvider>
        </CurrentUserFromStore>
      </Provider>,
    ),
  };
}

/**
 * Title and breadcrumb keys of a route table that have no text in some language, as 'de:board:x.title'.
 * The table's namespaces must be loaded (initTestI18n loads the registered ones).
 */
export async function missingRouteTableTexts(routes: RouteTable): Promise<string[]> {
  const i18n = await initTestI18n();
  await i18n.loadLanguages([...SUPPORTED_LANGUAGES]);
  const keys = routes.flatMap((entry) => [
    ...(entry.titleKey ? [entry.titleKey] : []),
    ...(entry.breadcrumbs ?? []).map((crumb) => crumb.labelKey),
  ]);
  return SUPPORTED_LANGUAGES.flatMap((language) =>
    keys
      .filter((key) => {
        const [namespace, path] = key.split(/:(.*)/s);
        return typeof i18n.getResource(language, namespace, path ?? '') !== 'string';
      })
      .map((key) => `${language}:${key}`),
  );
}
