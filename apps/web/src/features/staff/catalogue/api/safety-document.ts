// PUT /products/{productId}/safety-document (one PDF, multipart field "file"; replaces the one
// before) and DELETE to remove it (CREATE_PRODUCT). The product page links the document.
import { safetyDocumentSchema, type SafetyDocument } from '@shop/shared/product-safety';
import { api } from '@/lib/api-client.ts';

export async function uploadSafetyDocument(productId: number, file: File): Promise<SafetyDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put(`/products/${productId}/safety-document`, form, {
    schema: safetyDocumentSchema,
  });
}

export async function removeSafetyDocument(productId: number): Promise<void> {
  await api.delete(`/products/${productId}/safety-document`);
}
