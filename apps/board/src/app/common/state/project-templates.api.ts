import type {
  CopyProjectTemplateRequest,
  CreateProjectFromTemplateRequest,
  ProjectTemplateSummary,
  ProjectTemplateView,
  ProjectView,
  SaveProjectAsTemplateRequest,
  SaveProjectTemplateRequest,
  UserLanguage,
} from '@taskflow/contracts';
import { api } from '@taskflow/store';

const LIST_TAG = { type: 'ProjectTemplate' as const, id: 'LIST' };
/** Built-in ids hold a colon (`built-in:monthly-retainer`). */
const path = (id: string) => `/project-templates/${encodeURIComponent(id)}`;

/**
 * Project templates (docs/screens-and-routes.md#board): the templates page and editor, "New project from a template" and
 * "Save as template" on a project. Built-ins are read in the interface's language.
 */
export const projectTemplatesApi = api.enhanceEndpoints({ addTagTypes: ['ProjectTemplate'] }).injectEndpoints({
  endpoints: (build) => ({
    projectTemplates: build.query<ProjectTemplateSummary[], UserLanguage>({
      query: (language) => `/project-templates?language=${language}`,
      providesTags: [LIST_TAG],
    }),
    projectTemplate: build.query<ProjectTemplateView, { id: string; language: UserLanguage }>({
      query: ({ id, language }) => `${path(id)}?language=${language}`,
      providesTags: (_template, _error, { id }) => [{ type: 'ProjectTemplate', id }],
    }),
    createProjectTemplate: build.mutation<ProjectTemplateView, SaveProjectTemplateRequest>({
      query: (body) => ({ url: '/project-templates', method: 'POST', body }),
      invalidatesTags: (_template, error) => (error ? [] : [LIST_TAG]),
    }),
    updateProjectTemplate: build.mutation<ProjectTemplateView, { id: string; template: SaveProjectTemplateRequest }>({
      query: ({ id, template }) => ({ url: path(id), method: 'PUT', body: template }),
      invalidatesTags: (_template, error, { id }) => (error ? [] : [LIST_TAG, { type: 'ProjectTemplate', id }]),
    }),
    deleteProjectTemplate: build.mutation<null, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    copyProjectTemplate: build.mutation<ProjectTemplateView, { id: string; copy: CopyProjectTemplateRequest }>({
      query: ({ id, copy }) => ({ url: `${path(id)}/copy`, method: 'POST', body: copy }),
      invalidatesTags: (_template, error) => (error ? [] : [LIST_TAG]),
    }),
    saveProjectAsTemplate: build.mutation<
      ProjectTemplateView,
      { projectId: string; template: SaveProjectAsTemplateRequest }
    >({
      query: ({ projectId, template }) => ({
        url: `/project-templates/from-project/${projectId}`,
        method: 'POST',
        body: template,
      }),
      invalidatesTags: (_template, error) => (error ? [] : [LIST_TAG]),
    }),
    createProjectFromTemplate: build.mutation<ProjectView, { id: string; project: CreateProjectFromTemplateRequest }>({
      query: ({ id, project }) => ({ url: `${path(id)}/projects`, method: 'POST', body: project }),
      invalidatesTags: (_project, error) =>
        error
          ? []
          : [
              { type: 'Project', id: 'LIST' },
              { type: 'Customer', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useProjectTemplatesQuery,
  useProjectTemplateQuery,
  useCreateProjectTemplateMutation,
  useUpdateProjectTemplateMutation,
  useDeleteProjectTemplateMutation,
  useCopyProjectTemplateMutation,
  useSaveProjectAsTemplateMutation,
  useCreateProjectFromTemplateMutation,
} = projectTemplatesApi;
