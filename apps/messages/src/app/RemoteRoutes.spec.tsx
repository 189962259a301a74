import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule } from '@taskflow/app-providers';
import { missingRouteTableTexts, renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { describeTranslationFiles } from '@taskflow/i18n/testing';
import * as messages from './RemoteRoutes';
import { FakeMessagingServer } from '../testing/fake-messaging-server';
import { people } from '../testing/messaging-data';

describeTranslationFiles(join(__dirname, '../locales'), ['messages', 'notificationCentre']);

describe('the messages remote', () => {
  it('keeps the contract the shell loads: pages, route table and texts', () => {
    const module: RemoteRoutesModule = messages;
    expect(module.texts.map((text) => text.namespace)).toEqual(['messages', 'comments', 'files']);
  });

  it('has a German and an English text for every title and breadcrumb of its table', async () => {
    expect(await missingRouteTableTexts(messages.routes)).toEqual([]);
  });

  it('renders its page at /dashboard/messages and its not-found page for other paths', async () => {
    const server = new FakeMessagingServer(people.admin).install();
    const Pages = messages.default;
    const page = (route: string) =>
      renderWithProviders(
        <Routes>
          <Route path="/dashboard/messages/*" element={<Pages />} />
        </Routes>,
        { route, user: testUser() },
      );
    await act(() => page('/dashboard/messages'));
    expect(screen.getByTestId('messages-page')).toBeInTheDocument();
    await act(() => page('/dashboard/messages/no-such-page'));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    server.api.uninstall();
  });
});
