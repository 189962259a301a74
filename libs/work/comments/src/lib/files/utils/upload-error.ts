import type { ApiRequestError } from '@taskflow/auth';

export type UploadErrorKind =
  'tooLarge' | 'quotaFull' | 'draftsFull' | 'tooMany' | 'notAllowed' | 'notFound' | 'failed';

/** Which translated text a failed upload shows (the server's texts are English only). */
export function uploadErrorKind(error: unknown): UploadErrorKind {
  const { status, message } = (error ?? {}) as Partial<ApiRequestError>;
  const text = typeof message === 'string' ? message : '';
  if (status === 413)
    return text.includes('storage') ? 'quotaFull' : text.includes('unsent') ? 'draftsFull' : 'tooLarge';
  if (status === 429) return 'tooMany';
  if (status === 403) return 'notAllowed';
  if (status === 404) return 'notFound';
  return 'failed';
}
