// POST /orders: places the order (the server reserves the stock and fixes the prices) and
// answers where to pay. Either way the cart is refetched: a placed order took its lines out, and
// a refused one may mean the cart changed (e.g. a piece sold out).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  type CreateOrderResponse,
} from '@shop/shared/orders';
import { serverCartKey } from '@/entities/cart/api.ts';
import { admissionStore } from '@/lib/admission-store.ts';
import { api } from '@/lib/api-client.ts';

export type CreateOrderBody = z.input<typeof createOrderRequestSchema>;

export function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return api.post('/orders', body, {
    schema: createOrderResponseSchema,
    // A drop whose lobby runs sells to admitted shoppers (decision 031).
    headers: admissionStore.headers(),
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serverCartKey }),
  });
}
