import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule } from '@taskflow/app-providers';
import { missingRouteTableTexts, renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { describeTranslationFiles } from '@taskflow/i18n/testing';
import * as settings from './RemoteRoutes';

describeTranslationFiles(join(__dirname, '../locales'), ['settings']);

describe('the settings remote', () => {
  it('keeps the contract the shell loads: pages, route table and texts', () => {
    const module: RemoteRoutesModule = settings;
    expect(module.texts.map((text) => text.namespace)).toEqual(['settings']);
  });

  it('has a German and an English text for every title and breadcrumb of its table', async () => {
    expect(await missingRouteTableTexts(settings.routes)).toEqual([]);
  });

  it('renders its page at /dashboard/settings and its not-found page for other paths', async () => {
    const Pages = settings.default;
    const page = (route: string) =>
      renderWithProviders(
        <Routes>
          <Route path="/dashboard/settings/*" element={<Pages />} />
        </Routes>,
        { route, user: testUser() },
      );
    await act(() => page('/dashboard/settings'));
    expect(screen.getByTestId('settings-page')).toBeInTheDocument();
    await act(() => page('/dashboard/settings/no-such-page'));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
