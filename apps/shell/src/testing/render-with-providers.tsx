import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { initTestI18n } from '@taskflow/i18n/testing';
import { createAppStore } from '@taskflow/store';
import { TaskflowThemeProvider } from '@taskflow/ui';

export async function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  await initTestI18n('en');
  const store = createAppStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <TaskflowThemeProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </TaskflowThemeProvider>
      </Provider>,
    ),
  };
}
