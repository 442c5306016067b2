// The image pipeline shared by uploads, imports and the demo catalogue: a real JPEG, PNG or WebP
// in, one WebP
// per width of IMAGE_WIDTHS out, turned upright by its EXIF orientation and stripped of metadata
// (phone photos carry GPS positions).
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@shop/shared/images';
import { AppError, badRequest } from '../../http/errors.ts';
import { detectPhotoKind } from './detect.ts';

export interface ImageVariant {
  width: ImageWidth;
  body: Buffer;
}

export const NOT_AN_IMAGE = 'Dozwolone są tylko zdjęcia w formacie JPG, PNG lub WebP';
export const UNREADABLE_IMAGE = 'Nie udało się odczytać zdjęcia, plik może być uszkodzony';

// libvips keeps recent operations' results for reuse (up to 50 MB by default); the shop never
// makes the same picture twice, so the cache would only hold memory (an import makes thousands).
sharp.cache(false);

/** Decoding refuses larger pictures (about 8000 x 6000), a guard against decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP = { quality: 82, effort: 2 } as const;

export async function makeVariants(input: Buffer): Promise<ImageVariant[]> {
  const kind = detectPhotoKind(input);
  if (!kind) throw badRequest(NOT_AN_IMAGE);
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await source.metadata();
    if (format !== kind) throw badRequest(NOT_AN_IMAGE);
    const upright = source.rotate();
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        body: await upright.clone().resize({ width }).webp(WEBP).toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's errors (truncated data, too many pixels, sizes WebP cannot hold) are bad input.
    throw badRequest(UNREADABLE_IMAGE);
  }
}

export const NOT_A_PHOTO = NOT_AN_IMAGE;
/** A private photo (a return's) is kept at most this wide: enough to see a defect. */
export const PHOTO_WIDTH = 1600;

/**
 * A shopper's photo (JPEG, PNG or WebP) as one WebP at most PHOTO_WIDTH wide, upright and without
 * its metadata (phone photos carry GPS positions).
 */
export async function makePhoto(input: Buffer): Promise<Buffer> {
  const kind = detectPhotoKind(input);
  if (!kind) throw badRequest(NOT_A_PHOTO);
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await source.metadata();
    if (format !== kind) throw badRequest(NOT_A_PHOTO);
    return await source
      .rotate()
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(UNREADABLE_IMAGE);
  }
}
