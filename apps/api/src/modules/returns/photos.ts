// A return's photo (docs/returns.md): kept in the image storage under a private, unguessable
// name (images module), read back only through GET /api/returns/{id}/photo by the order's
// owner or MANAGE_RETURNS staff.
import type { FastifyBaseLogger } from 'fastify';
import { deletePrivatePhoto, readPrivatePhoto, storePrivatePhoto } from '../images/index.ts';
import type { ImageStorage } from '../images/index.ts';

/** Stores the upload (a JPEG, PNG or WebP; 400 otherwise) and answers its private name. */
export const storeReturnPhoto = (storage: ImageStorage, upload: Buffer) =>
  storePrivatePhoto(storage, upload);

/** The photo's WebP bytes, or null when it is gone. */
export const readReturnPhoto = (storage: ImageStorage, name: string) =>
  readPrivatePhoto(storage, name);

/** Removes the photo of a request that was refused after it was stored. */
export const discardReturnPhoto = (storage: ImageStorage, name: string, log: FastifyBaseLogger) =>
  deletePrivatePhoto(storage, name, log);
