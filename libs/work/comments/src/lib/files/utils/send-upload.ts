/** What an upload request answered: the HTTP status and the parsed JSON body (0 and null when none came). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface SendUploadOptions {
  url: string;
  token: string | null;
  /** The multipart field name and the file. */
  field: string;
  file: File;
  /** The share of the file sent so far, 0 to 1 (not called when the browser cannot tell). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the signal cancels the upload (the name RTK Query and the upload hook look for). */
export class UploadAbortedError extends Error {
  override readonly name = 'AbortError';
  constructor() {
    super('The upload was cancelled');
  }
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends one file as multipart form data with XMLHttpRequest, the only browser API that reports how much of a request
 * body went out (fetch cannot). Resolves with any HTTP answer; rejects with a TypeError when no answer came, and with
 * `UploadAbortedError` when cancelled.
 */
export function sendUpload({ url, token, field, file, onProgress, signal }: SendUploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const request = new XMLHttpRequest();
    const cancel = () => request.abort();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress)
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
      });
    request.addEventListener('load', () => {
      signal?.removeEventListener('abort', cancel);
      resolve({ status: request.status, body: parse(request.responseText) });
    });
    request.addEventListener('error', () => {
      signal?.removeEventListener('abort', cancel);
      reject(new TypeError('Failed to fetch'));
    });
    request.addEventListener('abort', () => {
      signal?.removeEventListener('abort', cancel);
      reject(new UploadAbortedError());
    });
    signal?.addEventListener('abort', cancel);
    const body = new FormData();
    body.append(field, file, file.name);
    request.send(body);
  });
}
