// The product as the staff form reads it: the shared product query (entities/product) as staff
// see it (upcoming products, the purchase price), always read afresh: the form edits what is
// stored now, never a cached copy.
import { productQuery } from '@/entities/product/api.ts';

export const staffProductQuery = (id: number) => ({ ...productQuery(id, 'staff'), staleTime: 0 });
