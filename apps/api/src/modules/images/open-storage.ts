// Picks the image storage from configuration: S3 when S3_BUCKET is set, else the local disk.
import type { Config } from '../../config.ts';
import { createDiskStorage, type DiskStorage } from './disk-storage.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';

export function createImageStorage(config: Config['images']): DiskStorage | S3Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.dir);
}
