import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { assertStorageKey, StoredContentMissingError, type FileStorage } from './file-storage';

/** The S3 client FILES_STORE=s3 asks for (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, the key pair if given). */
export function s3ClientOf(config: AppConfig): S3Client {
  const { S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  return new S3Client({
    region: S3_REGION,
    endpoint: S3_ENDPOINT,
    forcePathStyle: S3_FORCE_PATH_STYLE,
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/**
 * File contents as objects of one bucket of an S3-compatible store, under the storage key (`<agencyId>/<uuid>`).
 * Uploads go up as a stream (in parts when large); downloads are streamed through the API, which authorizes them and
 * sets the headers, so the bucket itself is never public and needs no CORS.
 */
export class S3FileStorage implements FileStorage, OnApplicationShutdown {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async save(key: string, localPath: string): Promise<void> {
    assertStorageKey(key);
    const body = createReadStream(localPath);
    try {
      // Parts that fail are aborted by `Upload`, so a failed save leaves no object behind.
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: 'application/octet-stream' },
      }).done();
    } finally {
      body.destroy();
    }
    await unlink(localPath);
  }

  async read(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error(`No content stream for ${key}`);
      return Body;
    } catch (error) {
      if (isMissingObject(error)) throw new StoredContentMissingError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers success for a key that is already gone.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the client's kept-alive connections. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }
}

function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
