// PUT /products/{productId}/images/order (CREATE_PRODUCT): the pictures in a new order, the
// main one first. The form knows pictures by URL, so their ids are read first from GET
// /products/{productId}/images. Answers the image URLs in their new order.
import { productSavedSchema } from '@shop/shared/catalogue';
import { productImageListSchema } from '@shop/shared/images';
import { api } from '@/lib/api-client.ts';

const imagesSchema = productSavedSchema.pick({ images: true });

export async function orderProductImages(productId: number, urls: string[]): Promise<string[]> {
  const { items } = await api.get(`/products/${productId}/images`, {
    schema: productImageListSchema,
  });
  const idOf = new Map(items.map((item) => [item.url, item.id]));
  // A picture gone meanwhile (another tab) leaves the list short: the server's 409 says so.
  const imageIds = urls.flatMap((url) => {
    const id = idOf.get(url);
    return id === undefined ? [] : [id];
  });
  const answer = await api.put(
    `/products/${productId}/images/order`,
    { imageIds },
    { schema: imagesSchema },
  );
  return answer.images;
}
