import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it refuses requests signed with any other key. */
const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  bucket: string;
  /** The API's variables for this store (FILES_STORE=s3 and the S3_* settings). */
  env: Record<string, string>;
  /** A client of the store, to look into the bucket. */
  client: S3Client;
  server: S3rver;
  dir: string;
}

/**
 * A throw-away S3-compatible store (s3rver, objects as files in a temporary folder) on a free loopback port, with one
 * empty bucket; stop it with `stopS3TestServer`.
 */
export async function startS3TestServer(bucket = 'taskflow-files'): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskflow-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    bucket,
    client,
    server,
    dir,
    env: {
      FILES_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}

/** The keys of all objects in the bucket, in S3's order (by key). */
export async function objectKeys(store: S3TestServer): Promise<string[]> {
  const listed = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

export async function objectContent(store: S3TestServer, key: string): Promise<Buffer> {
  const { Body } = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
  return Buffer.from((await Body?.transformToByteArray()) ?? []);
}

export async function stopS3TestServer(store: S3TestServer): Promise<void> {
  store.client.destroy();
  await store.server.close();
  fs.rmSync(store.dir, { recursive: true, force: true });
}
