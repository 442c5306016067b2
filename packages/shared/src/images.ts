// Product images are stored as WebP variants of a few widths. A product's `images` field lists
// the URL of the largest variant; the others are derived from it by width, for srcset.
import { z } from 'zod';

export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1200;

const VARIANT_SUFFIX = /-(\d+)\.webp$/;

/** The URL of one variant, from the URL of any variant (".../abc-1200.webp" -> ".../abc-320.webp"). */
export function imageVariantUrl(url: string, width: ImageWidth): string {
  return VARIANT_SUFFIX.test(url) ? url.replace(VARIANT_SUFFIX, `-${width}.webp`) : url;
}

/** A srcset attribute with every variant, for lazy, responsive <img> tags. */
export function imageSrcSet(url: string): string | undefined {
  if (!VARIANT_SUFFIX.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}

/** GET /products/{id}/images (staff): the pictures with the ids that removing one takes. */
export const productImageListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), url: z.string(), position: z.number().int() })),
});
export type ProductImageList = z.infer<typeof productImageListSchema>;
