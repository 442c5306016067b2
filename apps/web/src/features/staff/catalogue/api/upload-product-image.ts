// POST /products/{productId}/images: one JPEG or PNG per request, multipart field "file"
// (the browser sets the multipart Content-Type with its boundary). Answers all image URLs.
import { productSavedSchema } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

const imagesSchema = productSavedSchema.pick({ images: true });

export async function uploadProductImage(productId: number, file: File): Promise<string[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api.post(`/products/${productId}/images`, form, { schema: imagesSchema });
  return answer.images;
}
