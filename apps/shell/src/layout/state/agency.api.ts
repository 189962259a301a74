import type { CurrentAgencyView } from '@taskflow/contracts';
import { api } from '@taskflow/store';

export const agencyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's agency (GET /service-providers/current): whose board or client portal this is. */
    getCurrentAgency: build.query<CurrentAgencyView, void>({
      query: () => '/service-providers/current',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCurrentAgencyQuery } = agencyApi;
