import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, StoredContentMissingError, type FileStorage } from './file-storage';

/** File contents as plain files under one directory (`<root>/<agencyId>/<uuid>`). */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async save(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch (error) {
      // Another file system (FILES_DIR on its own volume): copy, then drop the upload.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(localPath, target);
      await unlink(localPath);
    }
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      throw new StoredContentMissingError(key);
    }
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }
}
