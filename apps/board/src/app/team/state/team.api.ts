import type {
  OffboardTeamMemberResponse,
  TeamInvitationRequest,
  TeamInvitationResponse,
  TeamMemberDetailView,
  TeamMemberView,
  TeamOverview,
  UpdateMemberPermissionsRequest,
  UpdateTeamMemberRequest,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { api, fetchAllPagesOf } from '@taskflow/store';

const OVERVIEW = { type: 'User' as const, id: 'TEAM' };
const member = (id: string) => ({ type: 'User' as const, id: `member:${id}` });

/** The team page's endpoints: members with their figures, invitations, profiles and per-member permissions. */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every member (all pages of GET /team/members, whose `members` is a list page), invitations and seats. */
    teamOverview: build.query<TeamOverview, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAllPagesOf<TeamOverview, TeamMemberView, ApiRequestError>(
          baseQuery,
          '/team/members',
          (overview) => overview.members,
          (first, members) => ({ ...first, members }),
        ),
      providesTags: [OVERVIEW],
    }),
    teamMember: build.query<TeamMemberDetailView, string>({
      query: (id) => `/team/members/${id}`,
      providesTags: (_member, _error, id) => [member(id)],
    }),
    inviteMember: build.mutation<TeamInvitationResponse, TeamInvitationRequest>({
      query: (body) => ({ url: '/team/invitations', method: 'POST', body }),
      invalidatesTags: [OVERVIEW, { type: 'User', id: 'LIST' }],
    }),
    resendInvitation: build.mutation<TeamInvitationResponse, string>({
      query: (id) => ({ url: `/team/invitations/${id}/resend`, method: 'POST' }),
      invalidatesTags: [OVERVIEW],
    }),
    revokeInvitation: build.mutation<null, string>({
      query: (id) => ({ url: `/team/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: [OVERVIEW, { type: 'User', id: 'LIST' }],
    }),
    updateMember: build.mutation<TeamMemberDetailView, { id: string; changes: UpdateTeamMemberRequest }>({
      query: ({ id, changes }) => ({ url: `/team/members/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_member, _error, { id }) => [OVERVIEW, member(id), { type: 'User', id: 'LIST' }],
    }),
    updateMemberPermissions: build.mutation<TeamMemberDetailView, { id: string } & UpdateMemberPermissionsRequest>({
      query: ({ id, overrides }) => ({ url: `/team/members/${id}/permissions`, method: 'PUT', body: { overrides } }),
      invalidatesTags: (_member, _error, { id }) => [OVERVIEW, member(id)],
    }),
    deactivateMember: build.mutation<OffboardTeamMemberResponse, { id: string; reassignToId: string | null }>({
      query: ({ id, reassignToId }) => ({
        url: `/team/members/${id}/deactivate`,
        method: 'POST',
        body: { reassignToId },
      }),
      invalidatesTags: (_result, _error, { id }) => [OVERVIEW, member(id), { type: 'User', id: 'LIST' }, 'TaskList'],
    }),
    /** An admin's reset of the member's second factor (the member is told by mail). */
    resetMemberTwoFactor: build.mutation<null, string>({
      query: (id) => ({ url: `/users/${id}/two-factor`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [OVERVIEW, member(id)],
    }),
    deleteMember: build.mutation<OffboardTeamMemberResponse, { id: string; reassignToId: string | null }>({
      query: ({ id, reassignToId }) => ({
        url: `/team/members/${id}${reassignToId ? `?reassignToId=${reassignToId}` : ''}`,
        method: 'DELETE',
      }),
      invalidatesTags: [OVERVIEW, { type: 'User', id: 'LIST' }, 'TaskList'],
    }),
  }),
});

export const {
  useTeamOverviewQuery,
  useTeamMemberQuery,
  useInviteMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useUpdateMemberMutation,
  useUpdateMemberPermissionsMutation,
  useResetMemberTwoFactorMutation,
  useDeactivateMemberMutation,
  useDeleteMemberMutation,
} = teamApi;
