import type { JoinWaitlistRequest, JoinWaitlistResponse } from '@taskflow/contracts';
import { api } from '@taskflow/store';

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<JoinWaitlistResponse, JoinWaitlistRequest>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
    }),
  }),
});

export const { useJoinWaitlistMutation } = waitlistApi;
