// GET /api/admin/desk: what waits on staff, for the staff panel's start page ("Pulpit"). Each part
// is there only for those whose scopes allow its screen: returns for MANAGE_RETURNS, orders and
// KSeF for READ_ORDERS, product safety data for CREATE_PRODUCT.
import { z } from 'zod';
import { orderReturnSchema } from './returns.ts';

export const DESK_RETURNS_SHOWN = 5;
export const DESK_PRODUCTS_SHOWN = 5;

export const deskSchema = z.object({
  returns: z
    .object({
      /** Waiting returns (requested, or goods received and not decided). */
      open: z.number().int(),
      /** Of those, past their deadline (to answer, or for the buyer to send the goods). */
      late: z.number().int(),
      /** The nearest deadlines first, at most DESK_RETURNS_SHOWN. */
      nearest: z.array(orderReturnSchema),
    })
    .optional(),
  orders: z
    .object({
      unpaid: z.number().int(),
      oldestUnpaidAt: z.string().nullable(),
      /** Paid and not shipped yet: a parcel to send. */
      toShip: z.number().int(),
      oldestToShipPaidAt: z.string().nullable(),
      /** Cancelled after payment or paid too late, not refunded yet. */
      refundsDue: z.number().int(),
    })
    .optional(),
  ksef: z
    .object({
      /** Invoices KSeF refused: staff must correct and send them again. */
      refused: z.number().int(),
      /** Invoices queued or on their way to KSeF. */
      waiting: z.number().int(),
      oldestWaitingSince: z.string().nullable(),
      /**
       * No KSeF token (outside production only): nothing is sent to KSeF, every invoice waits
       * in the queue; absent when KSeF is configured or off.
       */
      unconfigured: z.boolean().optional(),
      /**
       * KSEF_MODE=off: the exemption of art. 145m of the VAT act as it stands: the month's
       * invoiced sales against the 10 000 zł limit (the desk warns at 80 %), and why it no
       * longer holds (the limit crossed at an invoice, or 2027 begun); absent with KSeF on.
       */
      exemption: z
        .object({
          monthGross: z.number().int(),
          limit: z.number().int(),
          warn: z.boolean(),
          endedAtInvoice: z.string().nullable(),
          expired: z.boolean(),
        })
        .optional(),
    })
    .optional(),
  safety: z
    .object({
      /** PRODUCT_SAFETY_REQUIRED: off, products without GPSR data can be offered. */
      required: z.boolean(),
      /** Products on sale or to come (not withdrawn, not sold out) without their GPSR data. */
      lacking: z.number().int(),
      /** The first DESK_PRODUCTS_SHOWN of them. */
      products: z.array(z.object({ id: z.number().int(), name: z.string() })),
    })
    .optional(),
});
export type Desk = z.infer<typeof deskSchema>;
