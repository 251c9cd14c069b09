import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../../server/config';

/** s3rver ships no types: the little of it used here. */
interface S3Server {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<unknown>;
}
type S3ServerClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3Server;
const S3rver = createRequire(import.meta.url)('s3rver') as S3ServerClass;

export interface LocalS3 {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** `config.storage` for this bucket, and the same as environment variables for a child process. */
  storage: Extract<StorageConfig, { kind: 's3' }>;
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver) on loopback, with one empty
 * bucket and its files in a temporary folder removed on close. Port 0 by default:
 * the system picks a free one.
 */
export async function startS3Server(options: { port?: number; bucket?: string } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'newsdesk-test';
  const directory = mkdtempSync(path.join(tmpdir(), 'newsdesk-s3-'));
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any key pair; S3RVER is the one its documentation uses.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    storage: {
      kind: 's3',
      endpoint,
      bucket,
      region: 'us-east-1',
      credentials,
      forcePathStyle: true,
      publicUrl: undefined,
    },
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
