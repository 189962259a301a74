import { act, waitFor } from '@testing-library/react';
import { signedIn, signedOut } from '@taskflow/auth';
import type { UpdateAccountRequest, UpdateAccountResponse } from '@taskflow/contracts';
import { answerUnknownRoutes, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { renderWithProviders, testUser } from '../../testing';
import { UserLanguageSync } from './UserLanguageSync';

const sent = () => sentRequests().map(({ method, path, body }) => ({ method, path, body }));

describe('UserLanguageSync', () => {
  beforeEach(() => {
    apiServer.use(...answerUnknownRoutes());
    apiServer.use(
      apiRoute.put<UpdateAccountRequest, UpdateAccountResponse>('/account', ({ body }) => ({
        user: testUser({ language: body.language }),
      })),
    );
  });

  it('turns the interface to the language the signing-in user stored', async () => {
    const { store, i18n } = await renderWithProviders(<UserLanguageSync />, { language: 'en' });

    await act(async () => {
      store.dispatch(signedIn({ token: 't', user: testUser({ language: 'de' }) }));
    });

    await waitFor(() => expect(i18n.resolvedLanguage).toBe('de'));
    expect(sent()).toEqual([]);
  });

  it("stores a language switch as the signed-in user's language, and not while signed out", async () => {
    const { store, i18n } = await renderWithProviders(<UserLanguageSync />, {
      language: 'en',
      user: testUser({ language: 'en' }),
    });

    await act(() => i18n.changeLanguage('de'));

    await waitFor(() => expect(store.getState().session.user?.language).toBe('de'));
    expect(sent()).toEqual([{ method: 'PUT', path: '/account', body: { language: 'de' } }]);
    act(() => {
      store.dispatch(signedOut());
    });
    await act(() => i18n.changeLanguage('en'));
    expect(sent()).toHaveLength(1);
  });

  it('keeps the detected language for a user who never chose one', async () => {
    const { i18n } = await renderWithProviders(<UserLanguageSync />, { language: 'de', user: testUser() });
    expect(i18n.resolvedLanguage).toBe('de');
    expect(sent()).toEqual([]);
  });
});
