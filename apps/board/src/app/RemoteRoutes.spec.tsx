import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { matchRouteTable, type RemoteRoutesModule, type RemoteTopBarModule } from '@taskflow/app-providers';
import { missingRouteTableTexts, renderWithProviders } from '@taskflow/app-providers/testing';
import { describeTranslationFiles } from '@taskflow/i18n/testing';
import * as board from './RemoteRoutes';
import * as topBar from './RemoteTopBar';

describeTranslationFiles(join(__dirname, '../locales'), ['board', 'timer']);

describe('the board remote', () => {
  it('keeps the contract the shell loads: pages, route table and texts', () => {
    const module: RemoteRoutesModule = board;
    expect(module.texts.map((text) => text.namespace)).toEqual(['board', 'timer', 'comments', 'files']);
  });

  it("exposes the top bar's running timer with its own texts only, apart from the pages", () => {
    const module: RemoteTopBarModule = topBar;
    expect(module.texts.map((text) => text.namespace)).toEqual(['timer']);
    expect(module.default.name).toBe('TopBarTimer');
  });

  it('has a German and an English text for every title and breadcrumb of its table', async () => {
    expect(await missingRouteTableTexts(board.routes)).toEqual([]);
  });

  it.each([
    ['projects/add', ['admin', 'team']],
    ['team', ['admin']],
    ['team/42', ['admin']],
    ['projects/42', undefined],
    ['customers', ['admin', 'team']],
    ['customers/7', ['admin', 'team']],
    ['kanban', undefined],
    ['tasks', undefined],
    ['', undefined],
  ])('declares who may open /dashboard/%s (spec route guards)', (path, allowed) => {
    expect(matchRouteTable(board.routes, path)?.entry.allowedUserTypes).toEqual(allowed);
  });

  it('renders the dashboard at /dashboard and its not-found page for other paths', async () => {
    const Pages = board.default;
    const page = (route: string) =>
      renderWithProviders(
        <Routes>
          <Route path="/dashboard/*" element={<Pages />} />
        </Routes>,
        { route },
      );
    await act(() => page('/dashboard'));
    // The dashboard page, in its error state: this test serves no data.
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    await act(() => page('/dashboard/no-such-page'));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
