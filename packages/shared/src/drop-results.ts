// How a drop did (GET /api/admin/drops/{id}/stats, the "Wyniki" tab of its staff page): every
// figure counted from the orders themselves, refunds taken off (docs/drop-results.md). Money in
// grosze, gross unless a field says net.
import { z } from 'zod';
import { lobbyRateSchema } from './lobby-rate.ts';
import { FINAL_LEVEL, FINAL_PRICE, LEVEL_PERCENTS } from './price-schedule.ts';

const count = z.number().int();

export const dropStepSchema = z.object({
  /** The schedule level the orders were placed at (0 = 70 %, …, 6 = 1 zł); -1 static prices. */
  level: z.number().int(),
  label: z.string(),
  pieces: count,
  revenue: count,
});

export const dropStatsSchema = z.object({
  dropId: count,
  dropTime: z.string(),
  pieces: z.object({
    /** Every piece the drop had: sold, held, on sale and off sale. */
    listed: count,
    sold: count,
    /** Held now by unpaid orders. */
    reserved: count,
    /** Free and on sale now (or waiting for the opening). */
    onSale: count,
    /** Free but off sale: withdrawn by staff, or on day 14. */
    withdrawn: count,
  }),
  /**
   * Gross value of the sold lines (before coupons spread over an order), less what refunds gave
   * back of them (pieces returned, price reductions).
   */
  revenue: count,
  /** The same without VAT (23 %, the one rate the shop sells at). */
  revenueNet: count.optional(),
  /** Purchase price of the pieces sold and kept. */
  cost: count,
  /** revenueNet − cost: VAT is the state's, not the shop's. */
  margin: count,
  steps: z.array(dropStepSchema),
  /** Seconds from the opening to the first order; null before one. */
  firstOrderAfterSeconds: z.number().nullable(),
  /** Seconds from the opening to the last piece's payment, once nothing is left; else null. */
  soldOutAfterSeconds: z.number().nullable(),
  orders: z.object({
    placed: count,
    paid: count,
    cancelled: count,
    /** Orders that got money back (refunds not refused by the provider). */
    refunded: count,
    refunds: count,
    refundAmount: count,
  }),
  /** Sold pieces and revenue per hour since the opening (hours without sales left out). */
  hours: z.array(z.object({ hour: count, pieces: count, revenue: count })),
  /**
   * A drop with „Kolejka przy otwarciu”: shoppers who joined its lobby, admissions it gave (a
   * shopper whose admission ran out and who was let in again counts twice), and those who joined
   * and bought a piece they kept, and the rate it admits at with why; absent for a drop without
   * a lobby.
   */
  lobby: z
    .object({ waited: count, admitted: count, bought: count, rate: lobbyRateSchema })
    .optional(),
});
export type DropStats = z.infer<typeof dropStatsSchema>;

/** "70%", …, "20%", "1 zł" for a schedule level; "Cena stała" for static prices (-1). */
export function stepLabel(level: number): string {
  if (level < 0) return 'Cena stała';
  if (level >= FINAL_LEVEL) return `${FINAL_PRICE / 100} zł`;
  return `${LEVEL_PERCENTS[level]}%`;
}
