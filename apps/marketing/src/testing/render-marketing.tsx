import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Provider } from 'react-redux';
import i18next from 'i18next';
import { initTestI18n } from '@taskflow/i18n/testing';
import { createAppStore } from '@taskflow/store';
import { TaskflowThemeProvider } from '@taskflow/ui';

/** Shows the router's current address, so tests can check where a link went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** Renders with the real store, theme and translation files, like the shell does. */
export async function renderMarketing(ui: ReactElement, { route = '/', language = 'en' } = {}) {
  await initTestI18n(language);
  await i18next.changeLanguage(language);
  const store = createAppStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <TaskflowThemeProvider>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </TaskflowThemeProvider>
      </Provider>,
    ),
  };
}
