// Customers as staff see them (READ_CUSTOMERS, docs/customers.md): a search, and one customer's
// account, addresses, orders (with their returns and refunds), coupons and consents; blocking and
// unblocking with a reason.
import { z } from 'zod';
import { addressSchema } from './accounts.ts';
import { couponSchema } from './coupons.ts';
import { orderSchema } from './orders.ts';

export const customerSearchSchema = z.object({
  q: z
    .string({ error: 'Wpisz e-mail, telefon albo nazwisko' })
    .trim()
    .min(3, 'Wpisz co najmniej 3 znaki')
    .max(254, 'Za długie zapytanie'),
});

export const customerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Names from the customer's addresses. */
  names: z.array(z.string()),
  createdAt: z.string(),
  blockedAt: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerListSchema = z.object({ items: z.array(customerRowSchema) });

export const customerSchema = z.object({
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string().nullable(),
    createdAt: z.string(),
    blockedAt: z.string().nullable(),
    blockReason: z.string().nullable(),
  }),
  addresses: z.array(addressSchema),
  orders: z.array(orderSchema),
  coupons: z.array(couponSchema),
  consents: z.object({
    termsAcceptedAt: z.string().nullable(),
    termsVersion: z.string().nullable(),
    newsletter: z.object({ subscribed: z.boolean(), since: z.string().nullable() }),
    priceAlerts: z.object({ enabled: z.boolean(), since: z.string().nullable() }),
  }),
});
export type Customer = z.infer<typeof customerSchema>;

/** POST /api/admin/customers/{id}/block and /unblock: why (kept in the audit trail). */
export const customerBlockSchema = z.object({
  reason: z
    .string({ error: 'Podaj powód' })
    .trim()
    .min(3, 'Podaj powód (co najmniej 3 znaki)')
    .max(500, 'Powód może mieć najwyżej 500 znaków'),
});
