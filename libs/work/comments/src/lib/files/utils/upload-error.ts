import type { ApiRequestError } from '@taskflow/auth';

export type UploadErrorKind = 'tooLarge' | 'quotaFull' | 'notAllowed' | 'notFound' | 'failed';

/** Which translated text a failed upload shows (the server's texts are English only). */
export function uploadErrorKind(error: unknown): UploadErrorKind {
  const { status, message } = (error ?? {}) as Partial<ApiRequestError>;
  if (status === 413) return typeof message === 'string' && message.includes('storage') ? 'quotaFull' : 'tooLarge';
  if (status === 403) return 'notAllowed';
  if (status === 404) return 'notFound';
  return 'failed';
}
