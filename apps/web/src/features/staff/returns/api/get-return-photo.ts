// GET /returns/{id}/photo (MANAGE_RETURNS staff or the order's shopper): the photo sent with a
// return. It needs the session's token, so it is fetched and shown from memory, not linked.
import { apiFile } from '@/lib/api-client.ts';

export async function getReturnPhoto(returnId: number): Promise<Blob> {
  return (await apiFile(`/returns/${returnId}/photo`)).blob;
}
