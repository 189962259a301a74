import type {
  AgencySignInLinkSettings,
  AgencyTwoFactorSettings,
  AgencyTimeZone,
  CalendarFeedView,
  ChangePasswordRequest,
  ClientCommunicationSettingsView,
  MailDeliveryView,
  NotificationMailView,
  NotificationPreferencesView,
  PermissionCheckResponse,
  ProjectView,
  RefreshResponse,
  TeamPermissionSet,
  TestEmailResponse,
  TimeSettingsView,
  TwoFactorConfirmRequest,
  TwoFactorConfirmResponse,
  TwoFactorDisableRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
  TwoFactorStatus,
  UpdateClientCommunicationSettingsRequest,
  UpdateNotificationPreferencesRequest,
  UpdateTeamPermissionsRequest,
  User,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { api, fetchAllPages } from '@taskflow/store';

/** The settings remote's calls (team permissions, notification preferences, the account and the calendar feed). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferencesView, void>({
      query: () => '/notifications/preferences',
      providesTags: ['NotificationPreferences'],
    }),
    /** One changed field per call; the form takes the full answer. */
    updateNotificationPreferences: build.mutation<NotificationPreferencesView, UpdateNotificationPreferencesRequest>({
      query: (body) => ({ url: '/notifications/preferences', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
      },
    }),
    sendTestEmail: build.mutation<TestEmailResponse, void>({
      query: () => ({ url: '/notifications/test-email', method: 'POST' }),
    }),
    /** Admins: the notification engine's state (transport, queue, counts of 30 days, failed mails). */
    getMailDelivery: build.query<MailDeliveryView, void>({
      query: () => '/notifications/mail-delivery',
    }),
    /** Queues a failed mail again; the caller refetches the view for the new counts. */
    retryMail: build.mutation<NotificationMailView, string>({
      query: (id) => ({ url: `/notifications/mail-delivery/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done)
          dispatch(
            settingsApi.util.updateQueryData('getMailDelivery', undefined, (view) => {
              view.failed = view.failed.filter((mail) => mail.id !== id);
            }),
          );
      },
    }),

    getCommunicationSettings: build.query<ClientCommunicationSettingsView, void>({
      query: () => '/client-communication-settings',
      providesTags: ['CommunicationSettings'],
    }),
    updateCommunicationSettings: build.mutation<
      ClientCommunicationSettingsView,
      UpdateClientCommunicationSettingsRequest
    >({
      query: (body) => ({ url: '/client-communication-settings', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getCommunicationSettings', undefined, data));
      },
    }),
    /** The agency's projects (every page of the list), for the template preview with real names. */
    getPreviewProjects: build.query<ProjectView[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAllPages<ProjectView, ApiRequestError>(baseQuery, '/projects?includeInactive=true'),
      providesTags: ['Project'],
    }),
    /** Admins: the agency's default hourly rate (docs/time-tracking.md). */
    getTimeSettings: build.query<TimeSettingsView, void>({
      query: () => '/time/settings',
    }),
    updateTimeSettings: build.mutation<TimeSettingsView, TimeSettingsView>({
      query: (body) => ({ url: '/time/settings', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getTimeSettings', undefined, data));
      },
    }),
    /** The zone the agency's recurring tasks follow (docs/recurring-tasks.md); admins change it. */
    getAgencyTimeZone: build.query<AgencyTimeZone, void>({
      query: () => '/service-providers/current/time-zone',
    }),
    updateAgencyTimeZone: build.mutation<AgencyTimeZone, AgencyTimeZone>({
      query: (body) => ({ url: '/service-providers/current/time-zone', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getAgencyTimeZone', undefined, data));
      },
    }),
    getAgencySignInLinks: build.query<AgencySignInLinkSettings, void>({
      query: () => '/service-providers/current/sign-in-links',
    }),
    updateAgencySignInLinks: build.mutation<AgencySignInLinkSettings, AgencySignInLinkSettings>({
      query: (body) => ({ url: '/service-providers/current/sign-in-links', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getAgencySignInLinks', undefined, data));
      },
    }),
    getAgencyTwoFactor: build.query<AgencyTwoFactorSettings, void>({
      query: () => '/service-providers/current/two-factor',
    }),
    updateAgencyTwoFactor: build.mutation<AgencyTwoFactorSettings, AgencyTwoFactorSettings>({
      query: (body) => ({ url: '/service-providers/current/two-factor', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getAgencyTwoFactor', undefined, data));
      },
    }),
    checkPermission: build.query<PermissionCheckResponse, string>({
      query: (permission) => `/team-permissions/check/${permission}`,
      providesTags: ['TeamPermissions'],
    }),

    getTeamPermissions: build.query<TeamPermissionSet, void>({
      query: () => '/team-permissions',
      providesTags: ['TeamPermissions'],
    }),
    updateTeamPermissions: build.mutation<TeamPermissionSet, UpdateTeamPermissionsRequest>({
      query: (body) => ({ url: '/team-permissions', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getTeamPermissions', undefined, data));
      },
    }),

    /** The signed-in user, fresh from the server (the account tab's form starts from it). */
    getMe: build.query<User, void>({
      query: () => '/auth/me',
      providesTags: ['User'],
    }),
    changePassword: build.mutation<RefreshResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
    logoutEverywhere: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout-all', method: 'POST' }),
    }),
    /** Two-factor sign-in of the signed-in admin or team member (the section refetches after each change). */
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/account/two-factor',
    }),
    setUpTwoFactor: build.mutation<TwoFactorSetupResponse, TwoFactorSetupRequest>({
      query: (body) => ({ url: '/account/two-factor/setup', method: 'POST', body }),
    }),
    confirmTwoFactor: build.mutation<TwoFactorConfirmResponse, TwoFactorConfirmRequest>({
      query: (body) => ({ url: '/account/two-factor/confirm', method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<null, TwoFactorDisableRequest>({
      query: (body) => ({ url: '/account/two-factor/disable', method: 'POST', body }),
    }),

    getCalendarFeed: build.query<CalendarFeedView, void>({
      query: () => '/calendar-feed',
    }),
    /** Turns the feed on or gives it a new secret URL (the old one stops working). */
    regenerateCalendarFeed: build.mutation<CalendarFeedView, void>({
      query: () => ({ url: '/calendar-feed', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getCalendarFeed', undefined, data));
      },
    }),
    turnOffCalendarFeed: build.mutation<null, void>({
      query: () => ({ url: '/calendar-feed', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done)
          dispatch(settingsApi.util.upsertQueryData('getCalendarFeed', undefined, { feedPath: null, createdAt: null }));
      },
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useSetUpTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useSendTestEmailMutation,
  useGetMailDeliveryQuery,
  useRetryMailMutation,
  useGetCommunicationSettingsQuery,
  useUpdateCommunicationSettingsMutation,
  useGetPreviewProjectsQuery,
  useGetTimeSettingsQuery,
  useUpdateTimeSettingsMutation,
  useGetAgencyTimeZoneQuery,
  useGetAgencySignInLinksQuery,
  useUpdateAgencySignInLinksMutation,
  useGetAgencyTwoFactorQuery,
  useUpdateAgencyTwoFactorMutation,
  useUpdateAgencyTimeZoneMutation,
  useCheckPermissionQuery,
  useGetTeamPermissionsQuery,
  useUpdateTeamPermissionsMutation,
  useGetMeQuery,
  useChangePasswordMutation,
  useLogoutEverywhereMutation,
  useGetCalendarFeedQuery,
  useRegenerateCalendarFeedMutation,
  useTurnOffCalendarFeedMutation,
} = settingsApi;
