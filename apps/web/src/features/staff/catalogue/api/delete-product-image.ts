// DELETE /products/{productId}/images/{imageId} (CREATE_PRODUCT): removes one picture. The form
// knows pictures by URL, so the id is read first from GET /products/{productId}/images.
// Answers the product's image URLs left.
import { productSavedSchema } from '@shop/shared/catalogue';
import { productImageListSchema } from '@shop/shared/images';
import { api } from '@/lib/api-client.ts';

const imagesSchema = productSavedSchema.pick({ images: true });

export async function deleteProductImage(productId: number, url: string): Promise<string[]> {
  const { items } = await api.get(`/products/${productId}/images`, {
    schema: productImageListSchema,
  });
  const image = items.find((item) => item.url === url);
  // Already removed (another tab): the list as it stands is the answer.
  if (!image) return items.map((item) => item.url);
  const answer = await api.delete(`/products/${productId}/images/${image.id}`, {
    schema: imagesSchema,
  });
  return answer.images;
}
