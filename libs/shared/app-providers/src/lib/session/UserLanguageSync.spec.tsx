import { act, waitFor } from '@testing-library/react';
import { signedIn, signedOut } from '@taskflow/auth';
import { setRuntimeConfig } from '@taskflow/store';
import { renderWithProviders, testUser } from '../../testing';
import { UserLanguageSync } from './UserLanguageSync';

const API = 'http://api.test/api';

describe('UserLanguageSync', () => {
  const calls: { method: string; url: string; body: unknown }[] = [];

  beforeEach(() => {
    calls.length = 0;
    setRuntimeConfig({ apiBaseUrl: API, realtimeUrl: '' });
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const body = await request.json();
      calls.push({ method: request.method, url: request.url, body });
      return new Response(JSON.stringify({ user: testUser({ language: body.language }) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
  });

  it('turns the interface to the language the signing-in user stored', async () => {
    const { store, i18n } = await renderWithProviders(<UserLanguageSync />, { language: 'en' });

    await act(async () => {
      store.dispatch(signedIn({ token: 't', user: testUser({ language: 'de' }) }));
    });

    await waitFor(() => expect(i18n.resolvedLanguage).toBe('de'));
    expect(calls).toEqual([]);
  });

  it("stores a language switch as the signed-in user's language, and not while signed out", async () => {
    const { store, i18n } = await renderWithProviders(<UserLanguageSync />, {
      language: 'en',
      user: testUser({ language: 'en' }),
    });

    await act(() => i18n.changeLanguage('de'));

    await waitFor(() => expect(store.getState().session.user?.language).toBe('de'));
    expect(calls).toEqual([{ method: 'PUT', url: `${API}/account`, body: { language: 'de' } }]);
    act(() => {
      store.dispatch(signedOut());
    });
    await act(() => i18n.changeLanguage('en'));
    expect(calls).toHaveLength(1);
  });

  it('keeps the detected language for a user who never chose one', async () => {
    const { i18n } = await renderWithProviders(<UserLanguageSync />, { language: 'de', user: testUser() });
    expect(i18n.resolvedLanguage).toBe('de');
    expect(calls).toEqual([]);
  });
});
