import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Config } from '../src/config.ts';

/**
 * s3rver's one account. It refuses other access key ids but (3.7.1) does not verify SigV4 signatures,
 * so a wrong secret would go unnoticed here; credentials are only exercised for real against S3 itself.
 */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3 protocol server (s3rver: S3's REST paths, headers and XML errors, objects on disk) on a
 * random local port, with a fresh folder and one empty bucket: the calls the app makes against AWS
 * or MinIO, no mock. stop() closes it and removes the folder.
 */
export async function startS3Server(): Promise<{
  endpoint: string;
  bucket: string;
  config: NonNullable<Config['mediaS3']>;
  stop(): Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'seaberth-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'seaberth-media';
  const config: NonNullable<Config['mediaS3']> = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    // s3rver serves buckets as a path; virtual hosts would need DNS for `bucket.127.0.0.1`.
    forcePathStyle: true,
    prefix: '',
  };
  // Through the S3 API rather than s3rver's `configureBuckets`, so a broken server fails right here.
  const client = new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  const stop = async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, bucket, config, stop };
}
