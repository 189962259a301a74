import type { ProjectProgressView } from '@taskflow/contracts';
import { api } from '@taskflow/store';

/** Task count and completed tasks per project (GET /dashboard/project-progress): the dashboard and the project list. */
export const projectProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectProgress: build.query<ProjectProgressView[], void>({
      query: () => '/dashboard/project-progress',
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
  }),
});

export const { useProjectProgressQuery } = projectProgressApi;
