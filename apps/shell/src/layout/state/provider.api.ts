import type { CurrentAgencyView } from '@taskflow/contracts';
import { api } from '@taskflow/store';

export const providerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's agency (GET /service-providers/current): whose workspace or client portal this is. */
    getCurrentProvider: build.query<CurrentAgencyView, void>({
      query: () => '/service-providers/current',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCurrentProviderQuery } = providerApi;
