// „Powiadom, gdy cena spadnie do … zł” (docs/product-rules.md, "Cena, na którą czekasz"): a
// shopper's own price for a product whose price falls by the schedule. Apart from reminders.ts,
// which the web app's first load carries (its confirmation path), so these schemas load with
// the pages that use them.
import { z } from 'zod';
import { DB_INT_MAX } from './http.ts';

/** The lowest price a target may name: the schedule's floor, 1 zł. */
export const LOWEST_PRICE_TARGET = 100;

/** PUT /wishlists/price-targets/{productId}: „Powiadom, gdy cena spadnie do … zł” (grosze). */
export const priceTargetRequestSchema = z.object({
  price: z
    .number({ error: 'Podaj cenę' })
    .int('Podaj cenę w groszach')
    .min(LOWEST_PRICE_TARGET, 'Cena musi wynosić co najmniej 1,00 zł')
    .max(DB_INT_MAX, 'Podaj niższą cenę'),
});
export type PriceTargetRequest = z.infer<typeof priceTargetRequestSchema>;

/** A shopper's price for a product: waiting, or reached (the e-mail sent) at `reachedAt`. */
export const priceTargetSchema = z.object({
  productId: z.number().int(),
  price: z.number().int(),
  setAt: z.string(),
  reachedAt: z.string().nullable(),
});
export type PriceTarget = z.infer<typeof priceTargetSchema>;

export const priceTargetListSchema = z.object({ items: z.array(priceTargetSchema) });
