import type { JoinWaitlistRequest, JoinWaitlistResponse } from '@taskflow/contracts';

/**
 * POST /api/waitlist through the one RTK Query api (waitlist.api.ts), loaded with the store on the first submit:
 * the public pages start without the store (see SessionProviders in @taskflow/app-providers).
 * Rejects with the base query's error ({ status, data }).
 */
export async function joinWaitlist(body: JoinWaitlistRequest): Promise<JoinWaitlistResponse> {
  const { requestJoinWaitlist } = await import('./waitlist.api');
  return requestJoinWaitlist(body);
}
