import type { HealthResponse } from '@taskflow/contracts';
import { api } from '@taskflow/store';

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The API's health answer (GET /health), read for its `version`: the release the installation runs is the API's,
     * so a new release needs no new shell build.
     */
    getHealth: build.query<HealthResponse, void>({
      query: () => '/health',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
