import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { persistSessionOnChange } from '@taskflow/auth';
import { api } from './api';
import { rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  persistSessionOnChange(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

let pageStore: AppStore | undefined;

/** The page's one store, made on first use (the public pages start without it; see @taskflow/app-providers). */
export function appStore(): AppStore {
  pageStore ??= createAppStore();
  return pageStore;
}
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
