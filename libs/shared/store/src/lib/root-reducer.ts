import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '@taskflow/auth';
import { api } from './api';

/** Slices injected later by remotes declare themselves here through module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
