import { createApi } from '@reduxjs/toolkit/query/react';
import { createAuthBaseQuery } from '@taskflow/auth';
import { getRuntimeConfig } from './runtime-config';

export const API_TAG_TYPES = [
  'User',
  'Company',
  'Project',
  'Task',
  'TaskComment',
  'ProjectComment',
  'Conversation',
  'Message',
  'TeamPermissions',
  'NotificationPreferences',
  'CommunicationSettings',
  'Waitlist',
] as const;

/** The one RTK Query api of the TaskFlow API; areas add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createAuthBaseQuery({ baseUrl: () => getRuntimeConfig().apiBaseUrl }),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
