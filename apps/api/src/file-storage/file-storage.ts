import type { Readable } from 'node:stream';

/**
 * Where file contents live, chosen by FILES_STORE in `FileStorageModule`: `LocalDiskFileStorage` (under FILES_DIR or
 * DATA_DIR/files) or `S3FileStorage` (a bucket of an S3-compatible object store). Another backend implements these
 * three calls and is bound to FILE_STORAGE there. Keys are made by the API (`<agencyId>/<uuid>`), never from user input.
 */
export interface FileStorage {
  /** Takes over a finished upload from the local file `localPath` (which is gone afterwards). */
  save(key: string, localPath: string): Promise<void>;
  /** The content, or a `StoredContentMissingError`. */
  read(key: string): Promise<Readable>;
  /** Removes the content; a missing one is fine. */
  remove(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FileStorage');

export class StoredContentMissingError extends Error {
  constructor(key: string) {
    super(`No stored content under ${key}`);
  }
}

/** Throws unless `key` is one the API makes (`<agencyId>/<uuid>`), so no key can reach outside the storage's place. */
export function assertStorageKey(key: string): void {
  if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`Not a storage key: ${key}`);
}
