// Images in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2...). Objects carry their
// content type and the immutable cache policy, so a CDN in front can keep them for a year.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { IMMUTABLE_CACHE, isPrivateName, isStoredName, type ImageStorage } from './storage.ts';

type S3Config = NonNullable<Config['images']['s3']>;

/** Objects sit under this prefix, so the bucket can hold other things too. */
const KEY_PREFIX = 'products/';
/** Private photos (docs/returns.md): a prefix the bucket's public read must not cover. */
const PRIVATE_PREFIX = 'private/';

export interface S3Storage extends ImageStorage {
  kind: 's3';
}

export function createS3Storage(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  const keyOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`Invalid stored file name: ${name}`);
    return `${isPrivateName(name) ? PRIVATE_PREFIX : KEY_PREFIX}${name}`;
  };
  const urlPrefix = `${config.publicUrl}/${KEY_PREFIX}`;
  return {
    kind: 's3',
    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(name),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }));
    },
    url: (name) => `${urlPrefix}${name}`,
    nameOf(url) {
      if (!url.startsWith(urlPrefix)) return null;
      const name = url.slice(urlPrefix.length);
      return isStoredName(name) && !isPrivateName(name) ? name : null;
    },
    async read(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
        if (error instanceof NoSuchKey || status?.httpStatusCode === 404) return null;
        throw error;
      }
    },
  };
}
