// Test helper: renders a screen with the real providers (store, theme, translations, router in memory).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { initTestI18n } from '@taskflow/i18n/testing';
import { createAppStore } from '@taskflow/store';
import { TaskflowThemeProvider } from '@taskflow/ui';

export async function renderWithProviders(ui: ReactElement, { route = '/', language = 'en' } = {}) {
  const i18n = await initTestI18n(language);
  await i18n.changeLanguage(language);
  const store = createAppStore();
  return {
    store,
    i18n,
    ...render(
      <Provider store={store}>
        <TaskflowThemeProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </TaskflowThemeProvider>
      </Provider>,
    ),
  };
}
