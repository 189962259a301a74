import { createApi } from '@reduxjs/toolkit/query/react';
import { createAuthBaseQuery } from '@taskflow/auth';
import { LIVE_TAG_TYPES } from './live-tags';
import { getRuntimeConfig } from '@taskflow/config';

export const API_TAG_TYPES = [
  ...LIVE_TAG_TYPES,
  'User',
  'Customer',
  'Project',
  'TeamPermissions',
  'NotificationPreferences',
  'CommunicationSettings',
  'Waitlist',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * The one RTK Query api of the TaskFlow API; areas add endpoints with `api.injectEndpoints`.
 * Endpoints whose data live events change provide the tags of `liveTags` (see live-tags.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createAuthBaseQuery({ baseUrl: () => getRuntimeConfig().apiBaseUrl }),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
