import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { selectSessionToken, toApiRequestError, type ApiRequestError, type SessionState } from '@taskflow/auth';
import { apiErrorCodeOf, UPLOAD_FIELD, type FileTarget, type FileView } from '@taskflow/contracts';
import { api, getRuntimeConfig, liveTags } from '@taskflow/store';
import { sendUpload, type UploadAnswer } from '../utils/send-upload';

export interface UploadFileArgs {
  target: FileTarget;
  /** The task (task, task-comment), project (project-comment) or conversation (message). */
  parentId: string;
  file: File;
  /** The share sent so far (0 to 1), as the upload goes. */
  onProgress?: (share: number) => void;
}

export interface DeleteFileArgs {
  id: string;
  /** The task whose attachment list changes (task attachments). */
  taskId?: string;
}

/** A 401 (the access token expired) or the client portal turned off: the base query knows what to do. */
function sessionEnded({ status, body }: UploadAnswer): boolean {
  if (status === 401) return true;
  return status === 403 && apiErrorCodeOf(body) === 'CLIENT_PORTAL_DISABLED';
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
    /**
     * POST /files with progress: sent with XMLHttpRequest (fetch reports no upload progress). An expired token is
     * renewed through the base query (GET /auth/me refreshes it, or signs out) and the file sent once more.
     */
    uploadFile: build.mutation<FileView, UploadFileArgs>({
      async queryFn({ target, parentId, file, onProgress }, { getState, signal }, _extra, baseQuery) {
        const url = `${getRuntimeConfig().apiBaseUrl}/files?target=${target}&parentId=${parentId}`;
        const token = () => selectSessionToken(getState() as { session: SessionState });
        const send = () => sendUpload({ url, token: token(), field: UPLOAD_FIELD, file, onProgress, signal });
        try {
          let answer = await send();
          if (token() && sessionEnded(answer)) {
            const check = await baseQuery('/auth/me');
            if (check.error) return { error: check.error as ApiRequestError };
            answer = await send();
          }
          if (answer.status >= 200 && answer.status < 300) return { data: answer.body as FileView };
          return { error: toApiRequestError({ status: answer.status, data: answer.body } as FetchBaseQueryError) };
        } catch (error) {
          // Cancelled: the mutation was aborted already (its caller got the AbortError); this answer goes nowhere.
          const cancelled = (error as Error).name === 'AbortError';
          return {
            error: {
              status: cancelled ? 'CUSTOM_ERROR' : 'FETCH_ERROR',
              message: (error as Error).message,
            } satisfies ApiRequestError,
          };
        }
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
