import type { ApiRequestError } from '@taskflow/auth';

export type UploadErrorKind =
  'tooLarge' | 'quotaFull' | 'draftsFull' | 'tooMany' | 'notAllowed' | 'notFound' | 'failed';

/** Which translated text a failed upload shows, by the API's error code (its messages are English only). */
export function uploadErrorKind(error: unknown): UploadErrorKind {
  const { status, code } = (error ?? {}) as Partial<ApiRequestError>;
  if (code === 'STORAGE_QUOTA_EXCEEDED') return 'quotaFull';
  if (code === 'DRAFT_QUOTA_EXCEEDED') return 'draftsFull';
  // FILE_TOO_LARGE, and a body the server refused before reading it (PAYLOAD_TOO_LARGE).
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'tooMany';
  if (status === 403) return 'notAllowed';
  if (status === 404) return 'notFound';
  return 'failed';
}
