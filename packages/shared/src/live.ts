// The live stock stream (GET /api/live): Server-Sent Events that tell open product pages and
// drop lists what changed, so shoppers see stock, reservations and price steps without a reload.
import { z } from 'zod';
import { productSchema } from './catalogue.ts';

/** Most products and drops one stream may follow. */
export const LIVE_MAX_PRODUCTS = 100;
export const LIVE_MAX_DROPS = 20;

/** A comma list of positive integer ids (`?products=1,2,3`); empty or absent means none. */
const idList = (max: number, what: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const parts = (value ?? '').split(',').filter((part) => part !== '');
      const ids = parts.map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
        context.addIssue({ code: 'custom', message: `Nieprawidłowa lista ${what}` });
        return z.NEVER;
      }
      if (ids.length > max) {
        context.addIssue({ code: 'custom', message: `Można śledzić najwyżej ${max} ${what}` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

/** GET /api/live?products=1,2&drops=3: follow these products and every product of these drops. */
export const liveQuerySchema = z
  .object({
    products: idList(LIVE_MAX_PRODUCTS, 'produktów'),
    drops: idList(LIVE_MAX_DROPS, 'kolekcji'),
    /** A lobby ticket (POST /drops/{id}/lobby's liveTicket): `lobby` events with the place. */
    lobby: z.string().max(1_000).optional(),
  })
  .refine((query) => query.products.length + query.drops.length > 0, {
    message: 'Podaj produkty lub kolekcje do śledzenia',
  });
export type LiveQuery = z.infer<typeof liveQuerySchema>;

/** What changes on a product while its drop is on sale, besides the scheduled price. */
export const liveStockSchema = productSchema
  .pick({ id: true, stock: true, reserved: true, reservedUntil: true, status: true })
  .extend({ dropId: z.number().int() });
export type LiveStock = z.infer<typeof liveStockSchema>;

/** `event: stock`: the current stock of products that changed. */
export const liveStockEventSchema = z.object({ items: z.array(liveStockSchema) });
/**
 * `event: schedule`: these drops reached a scheduled change (start, price step, withdrawal);
 * prices and statuses of their products are to be read again.
 */
export const liveScheduleEventSchema = z.object({ dropIds: z.array(z.number().int()) });

export const LIVE_EVENTS = { stock: 'stock', schedule: 'schedule', lobby: 'lobby' } as const;
