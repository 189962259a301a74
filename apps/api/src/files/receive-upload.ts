import { mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multer from 'multer';
import { UPLOAD_FIELD } from '@taskflow/contracts';
import { FileTooLargeException, InvalidUploadException, NoFileSentException } from './files.exception';

export interface ReceivedUpload {
  /** The local file holding the content (the caller moves it into storage or removes it). */
  path: string;
  originalName: string;
  size: number;
}

/**
 * Reads the one file part of a multipart request into `incomingDir`. multer removes a partial file itself when the
 * upload is too large or the browser aborts it, so a failed or cancelled upload leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  response: FastifyReply,
  incomingDir: string,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!isMultipartWithBody(request)) throw new NoFileSentException();
  await mkdir(incomingDir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: incomingDir,
      filename: (_request, _file, done) => done(null, randomUUID()),
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 },
    defParamCharset: 'utf8',
  }).single(UPLOAD_FIELD);
  await new Promise<void>((resolve, reject) =>
    // The body's stream is unread (the multipart parser of http/api-fastify-adapter.ts leaves it): multer reads it.
    upload(request.raw as never, response.raw as never, (error: unknown) =>
      error ? reject(toUploadError(error, maxBytes)) : resolve(),
    ),
  );
  const file = (request.raw as { file?: Express.Multer.File }).file;
  if (!file) throw new NoFileSentException();
  return { path: file.path, originalName: file.originalname, size: file.size };
}

/** A multipart/form-data body (what type-is told Express): the type, and a body announced by its length or chunks. */
function isMultipartWithBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  const hasBody =
    request.headers['transfer-encoding'] !== undefined ||
    (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');
  return type === 'multipart/form-data' && hasBody;
}

function toUploadError(error: unknown, maxBytes: number): Error {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new FileTooLargeException(maxBytes);
    return new InvalidUploadException(error.message);
  }
  return error instanceof Error ? new InvalidUploadException(error.message) : new InvalidUploadException('unreadable');
}
