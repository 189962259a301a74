import { createSlice } from '@reduxjs/toolkit';
import { signedIn, signedOut, TOKEN_STORAGE_KEY } from '@taskflow/auth';
import { appStore, createAppStore } from './store';
import { rootReducer } from './root-reducer';

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  userType: 'admin' as const,
  serviceProviderId: 'p1',
  status: 'active' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('app store', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out and keeps the session in localStorage as it changes', () => {
    const store = createAppStore();
    expect(store.getState().session).toEqual({ token: null, user: null });
    store.dispatch(signedIn({ token: 'tok', user }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    store.dispatch(signedOut());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('gives every part of the page the same store, made on first use', () => {
    const store = appStore();
    expect(appStore()).toBe(store);
    expect(store.getState().session).toEqual({ token: null, user: null });
  });

  it('restores a stored session on start', () => {
    createAppStore().dispatch(signedIn({ token: 'tok', user }));
    expect(createAppStore().getState().session.user?.email).toBe('admin@example.com');
  });

  it('lets a remote inject its own slice into the one store', () => {
    const store = createAppStore();
    const boardSlice = createSlice({
      name: 'boardTest',
      initialState: { selectedProjectId: null as string | null },
      reducers: {
        projectSelected: (state, action: { payload: string }) => void (state.selectedProjectId = action.payload),
      },
    });
    rootReducer.inject(boardSlice);
    store.dispatch(boardSlice.actions.projectSelected('p42'));
    expect((store.getState() as unknown as Record<string, unknown>)['boardTest']).toEqual({ selectedProjectId: 'p42' });
  });
});
