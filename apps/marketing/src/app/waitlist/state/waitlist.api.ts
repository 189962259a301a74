import type { JoinWaitlistRequest, JoinWaitlistResponse } from '@taskflow/contracts';
import { api, appStore } from '@taskflow/store';

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<JoinWaitlistResponse, JoinWaitlistRequest>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
    }),
  }),
});

/** Runs the mutation on the page's store; rejects with the base query's error ({ status, data }). */
export async function requestJoinWaitlist(body: JoinWaitlistRequest): Promise<JoinWaitlistResponse> {
  const request = appStore().dispatch(waitlistApi.endpoints.joinWaitlist.initiate(body));
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
