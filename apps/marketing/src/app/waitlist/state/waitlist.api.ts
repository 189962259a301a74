import { api } from '@taskflow/store';

export interface JoinWaitlistResponse {
  id: string;
  email: string;
  status: string;
  alreadyExists: boolean;
}

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<JoinWaitlistResponse, { email: string }>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
    }),
  }),
});

export const { useJoinWaitlistMutation } = waitlistApi;
