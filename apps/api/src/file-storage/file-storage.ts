import type { Readable } from 'node:stream';

/**
 * Where file contents live. The API ships a local-disk storage (`LocalDiskFileStorage`, under FILES_DIR or
 * DATA_DIR/files); another backend (an object store) implements these three calls and is bound to FILE_STORAGE in
 * `FileStorageModule`. Keys are made by the API (`<agencyId>/<uuid>`), never from user input.
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
