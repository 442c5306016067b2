// A drop's products as staff list them on its edit page (GET /products/drop/{id}, staff read:
// upcoming and withdrawn ones too), up to 100 at a time.
import { useQuery } from '@tanstack/react-query';
import { productPageSchema } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';
import { STAFF_DROPS_KEY } from './get-staff-drops.ts';

const LISTED = 100;

export const useDropProductList = (dropId: number) =>
  useQuery({
    queryKey: [...STAFF_DROPS_KEY, 'products', dropId],
    queryFn: () =>
      api.get(`/products/drop/${dropId}`, {
        query: { count: LISTED },
        schema: productPageSchema,
      }),
  });
