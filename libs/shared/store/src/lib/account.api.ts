import type { UpdateAccountRequest, UpdateAccountResponse } from '@taskflow/contracts';
import { api } from './api';

/**
 * PUT /api/account: the signed-in user's own profile and interface language (shared by the language switch and the
 * settings remote's account tab). Callers put the answer's user into the session (`userUpdated`), and its token,
 * when present, with `tokenRefreshed`.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAccount: build.mutation<UpdateAccountResponse, UpdateAccountRequest>({
      query: (body) => ({ url: '/account', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateAccountMutation } = accountApi;
