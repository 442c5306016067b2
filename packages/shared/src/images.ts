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

/** PUT /products/{id}/images/order (staff): every picture's id, the main one first. */
export const imageOrderRequestSchema = z.object({
  imageIds: z
    .array(z.number({ error: 'Nieprawidłowe zdjęcie' }).int().min(1).max(2_147_483_647), {
      error: 'Podaj kolejność zdjęć',
    })
    .min(1, 'Podaj kolejność zdjęć')
    .max(100, 'Produkt ma najwyżej 100 zdjęć'),
});
export type ImageOrderRequest = z.infer<typeof imageOrderRequestSchema>;
