// Images and documents on the local disk under DATA_DIR/uploads, served by the API at
// /api/images/{name}.
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isPrivateName, isStoredName, type ImageStorage } from './storage.ts';

export const DISK_URL_PREFIX = '/api/images/';

export interface DiskStorage extends ImageStorage {
  kind: 'disk';
  /**
   * A stream of a stored public file and its size, or null when the name is invalid, private
   * (read those with `read`) or absent.
   */
  open(name: string): Promise<{ stream: ReadStream; size: number } | null>;
}

export function createDiskStorage(dir: string): DiskStorage {
  const fileOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`Invalid stored file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    kind: 'disk',
    async put(name, body) {
      const target = fileOf(name);
      await mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
    url: (name) => `${DISK_URL_PREFIX}${name}`,
    nameOf(url) {
      if (!url.startsWith(DISK_URL_PREFIX)) return null;
      const name = url.slice(DISK_URL_PREFIX.length);
      return isStoredName(name) ? name : null;
    },
    async read(name) {
      return readFile(fileOf(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async open(name) {
      if (!isStoredName(name) || isPrivateName(name)) return null;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    },
  };
}
