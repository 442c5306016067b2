// Renders the demo pictures: each distinct drawing (kind, colours, view) once, through the same
// WebP pipeline as staff uploads, a few at a time so both cores work without starving the server.
import { makeVariants, type ImageVariant } from '../modules/images/index.ts';
import { CATEGORY_BACKDROPS, PICTURE_KINDS } from './pictures/kinds.ts';
import { renderPicture, type View } from './pictures/scene.ts';
import type { DemoProduct } from './products/types.ts';

const VIEWS: View[] = ['hero', 'side', 'detail'];
const PARALLEL_RENDERS = 3;

export interface PictureRequest {
  key: string;
  render: () => Promise<Buffer>;
}

/** The pictures of a product, in display order. */
export function pictureRequests(product: DemoProduct): PictureRequest[] {
  const { kind, main, accent, views } = product.picture;
  const backdrop = CATEGORY_BACKDROPS[product.category];
  return VIEWS.slice(0, views).map((view) => ({
    key: `${product.category}/${kind}/${main}/${accent}/${view}`,
    render: () => renderPicture(PICTURE_KINDS[kind], { main, accent }, backdrop, view),
  }));
}

/** Renders every distinct picture of `products` once: key -> WebP variants. */
export async function renderPictureSet(
  products: DemoProduct[],
): Promise<Map<string, ImageVariant[]>> {
  const distinct = new Map(products.flatMap(pictureRequests).map((r) => [r.key, r]));
  const queue = [...distinct.values()];
  const done = new Map<string, ImageVariant[]>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      done.set(next.key, await makeVariants(await next.render()));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_RENDERS }, worker));
  return done;
}
