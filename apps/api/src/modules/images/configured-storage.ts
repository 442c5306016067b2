// Picks the image storage from configuration: S3 when S3_BUCKET is set, else the local disk.
import type { Config } from '../../config.ts';
import { createDiskStorage, type DiskStorage } from './disk-storage.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';

/** The storage the configuration names (decorated on the app as `images`). */
export type ConfiguredStorage = DiskStorage | S3Storage;

export function createImageStorage(config: Config['images']): ConfiguredStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.dir);
}
