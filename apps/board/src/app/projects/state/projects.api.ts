import type {
  CustomerSummaryView,
  CreateProjectRequest,
  ProjectReportResponse,
  ProjectView,
  UpdateProjectRequest,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { api, fetchAllPages } from '@taskflow/store';

const LIST_TAG = { type: 'Project' as const, id: 'LIST' };

/**
 * The project screens' endpoints. The list itself is the board's `boardProjects` query (GET
 * /projects?includeInactive=true, tag Project LIST), so every change here refreshes the Kanban picker too.
 */
export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    project: build.query<ProjectView, string>({
      query: (id) => `/projects/${id}`,
      providesTags: (_project, _error, id) => [{ type: 'Project', id }],
    }),
    projectReport: build.query<ProjectReportResponse, { id: string; today: string }>({
      query: ({ id, today }) => `/projects/${id}/report?today=${today}`,
      providesTags: (_report, _error, { id }) => [{ type: 'Project', id }],
    }),
    /** Companies a project can belong to (the new-project form): every page of the list. */
    projectFormCompanies: build.query<CustomerSummaryView[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAllPages<CustomerSummaryView, ApiRequestError>(baseQuery, '/client-companies'),
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    createProject: build.mutation<ProjectView, CreateProjectRequest>({
      query: (body) => ({ url: '/projects', method: 'POST', body }),
      invalidatesTags: (_project, error) => (error ? [] : [LIST_TAG, { type: 'Customer', id: 'LIST' }]),
    }),
    updateProject: build.mutation<ProjectView, { id: string; changes: UpdateProjectRequest }>({
      query: ({ id, changes }) => ({ url: `/projects/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_project, error, { id }) => (error ? [] : [LIST_TAG, { type: 'Project', id }]),
    }),
    completeProject: build.mutation<ProjectView, string>({
      query: (id) => ({ url: `/projects/${id}/complete`, method: 'POST' }),
      invalidatesTags: (_project, error, id) => (error ? [] : [LIST_TAG, { type: 'Project', id }]),
    }),
    deleteProject: build.mutation<null, string>({
      query: (id) => ({ url: `/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG, { type: 'Customer', id: 'LIST' }]),
    }),
  }),
});

export const {
  useProjectQuery,
  useProjectReportQuery,
  useProjectFormCompaniesQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useCompleteProjectMutation,
  useDeleteProjectMutation,
} = projectsApi;
