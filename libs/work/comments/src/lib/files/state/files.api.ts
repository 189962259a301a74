import type { FileTarget, FileView } from '@taskflow/contracts';
import { api, liveTags } from '@taskflow/store';

export interface UploadFileArgs {
  target: FileTarget;
  /** The task (task, task-comment), project (project-comment) or conversation (message). */
  parentId: string;
  file: File;
}

export interface DeleteFileArgs {
  id: string;
  /** The task whose attachment list changes (task attachments). */
  taskId?: string;
}

/** `/api/files/{id}` (what the API answers) as a path under the api base url (`/files/{id}`). */
export function apiPathOf(fileUrl: string): string {
  return fileUrl.replace(/^\/api(?=\/)/, '');
}

/** An object URL of the content when the answer is a file; the error body otherwise. */
async function toObjectUrl(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => null);
  return URL.createObjectURL(await response.blob());
}

export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskAttachments: build.query<FileView[], string>({
      query: (taskId) => `/files/task/${taskId}`,
      // Kept live: task:attachment:added / removed patch it (the live cache), a reconnect refetches it.
      providesTags: (_result, _error, taskId) => [liveTags.taskFiles(taskId)],
    }),
    uploadFile: build.mutation<FileView, UploadFileArgs>({
      query: ({ target, parentId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/files?target=${target}&parentId=${parentId}`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { target, parentId }) =>
        target === 'task' ? [liveTags.taskFiles(parentId)] : [],
    }),
    deleteFile: build.mutation<void, DeleteFileArgs>({
      query: ({ id }) => ({ url: `/files/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { taskId }) => (taskId ? [liveTags.taskFiles(taskId)] : []),
    }),
    /** An image's inline preview as an object URL (revoked when the cache entry goes). */
    filePreview: build.query<string, string>({
      query: (previewUrl) => ({ url: apiPathOf(previewUrl), responseHandler: toObjectUrl, cache: 'no-store' }),
      keepUnusedDataFor: 30,
      async onCacheEntryAdded(_url, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    /** The content of a file as an object URL, for a download (the caller revokes it). */
    fileContent: build.mutation<string, string>({
      query: (url) => ({ url: apiPathOf(url), responseHandler: toObjectUrl, cache: 'no-store' }),
    }),
  }),
});

export const {
  useTaskAttachmentsQuery,
  useUploadFileMutation,
  useDeleteFileMutation,
  useFilePreviewQuery,
  useFileContentMutation,
} = filesApi;
