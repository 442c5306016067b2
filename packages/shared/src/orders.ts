// Orders: the checkout request, the Order object shoppers and staff read, list queries, receipt
// links, and which status changes staff may make. Messages are what the shopper or staff sees.
import { z } from 'zod';
import { acceptedDeviationSchema, orderDeviationsSchema } from './deviations.ts';
import { carrierSchema, trackingNumberSchema, trackingPageSchema } from './carriers.ts';
import { orderStatusSchema, shippingMethodSchema, type OrderStatus } from './enums.ts';
import { DB_INT_MAX, pageQuerySchema } from './http.ts';
import { orderReturnSchema } from './returns.ts';

/** Largest value of a PostgreSQL integer: bigger ids and amounts are bad input, not a 500. */

export const ORDER_MAX_LINES = 50;
export const ORDER_MAX_QUANTITY = 99;

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(DB_INT_MAX, message);
const optionalId = (message: string) =>
  id(message)
    .nullish()
    .transform((value) => value ?? null);

/**
 * An InPost point name as the Geowidget gives it (e.g. KRA010, WAW22A, POP-WAW123) or as typed
 * into the plain locker-code field: trimmed and upper-cased.
 */
export const parcelLockerIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, 'Nieprawidłowy kod paczkomatu');

/** A path of the shop: one leading slash (not "//host" or "/\host", which leave it), no spaces. */
const returnPathSchema = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/)
  .max(2000);

export const orderLineRequestSchema = z.object({
  productId: id('Nieprawidłowy produkt'),
  quantity: z
    .number({ error: 'Ilość musi być liczbą całkowitą' })
    .int('Ilość musi być liczbą całkowitą')
    .min(1, 'Ilość musi wynosić co najmniej 1')
    .max(ORDER_MAX_QUANTITY, `Ilość może wynosić najwyżej ${ORDER_MAX_QUANTITY}`),
});

/** POST /orders. Prices are not sent: the server fixes them when the order is created. */
export const createOrderRequestSchema = z
  .object({
    shippingAddressId: id('Wybierz adres dostawy'),
    invoiceDetailsId: optionalId('Nieprawidłowe dane do faktury'),
    items: z
      .array(orderLineRequestSchema, { error: 'Zamówienie musi zawierać produkty' })
      .min(1, 'Zamówienie musi zawierać produkty')
      .max(ORDER_MAX_LINES, `Zamówienie może mieć najwyżej ${ORDER_MAX_LINES} pozycji`),
    // Where to come back after paying: a path of the shop ("/orders"), made absolute by the
    // server, or a full http(s) URL on the shop's own origin.
    returnUrl: z.union([returnPathSchema, z.url({ protocol: /^https?$/ })], {
      error: 'Nieprawidłowy adres powrotu',
    }),
    shippingMethod: shippingMethodSchema,
    // An empty locker field counts as none; for the courier any locker is ignored.
    parcelLockerId: z
      .union([z.literal('').transform(() => null), parcelLockerIdSchema])
      .nullish()
      .transform((value) => value ?? null),
    couponId: optionalId('Nieprawidłowy kupon'),
    /**
     * The buyer declares the purchase is made in its business's professional line (ustawa o
     * prawach konsumenta, art. 7aa and 38a): then the withdrawal and the consumer's conformity
     * rights do not apply. Left out or false, the buyer keeps them, with a NIP or without.
     */
    professionalPurchase: z.boolean({ error: 'Nieprawidłowa deklaracja zakupu' }).optional(),
    /**
     * The pieces' deviations the buyer expressly accepted at checkout, word for word as shown
     * (art. 43b ust. 5; deviations.ts). Left out, the order is taken and its deviations are not
     * covered by an acceptance.
     */
    acceptedDeviations: z
      .array(acceptedDeviationSchema, { error: 'Nieprawidłowa akceptacja odstępstw' })
      .max(ORDER_MAX_LINES, 'Nieprawidłowa akceptacja odstępstw')
      .optional(),
  })
  .superRefine((order, ctx) => {
    if (order.shippingMethod === 'INPOST_PARCEL_LOCKER' && !order.parcelLockerId) {
      ctx.addIssue({ code: 'custom', path: ['parcelLockerId'], message: 'Wybierz paczkomat' });
    }
    const seen = new Set<number>();
    order.items.forEach((line, index) => {
      if (seen.has(line.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'productId'],
          message: 'Produkt powtarza się w zamówieniu',
        });
      }
      seen.add(line.productId);
    });
  })
  .transform((order) => ({
    ...order,
    parcelLockerId: order.shippingMethod === 'INPOST_PARCEL_LOCKER' ? order.parcelLockerId : null,
  }));
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({
  id: z.number().int(),
  paymentUrl: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** The product as it was when ordered (name and image are kept with the order). */
export const orderProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.array(z.string()),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  product: orderProductSchema,
  /** Unit price in grosze, fixed when the order was created. */
  price: z.number().int(),
  quantity: z.number().int(),
});

/** Address and invoice details are copied into the order, so later edits do not change it. */
export const orderAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderInvoiceDetailsSchema = orderAddressSchema.extend({ taxId: z.string() });
export type OrderInvoiceDetails = z.infer<typeof orderInvoiceDetailsSchema>;

/** InPost services the shop ships with (ShipX service names). */
export const SHIPMENT_SERVICES = ['inpost_locker_standard', 'inpost_courier_standard'] as const;
export type ShipmentService = (typeof SHIPMENT_SERVICES)[number];
/** Parcel sizes staff choose from: locker templates A/B/C, and the courier's matching boxes. */
export const PARCEL_SIZES = ['small', 'medium', 'large'] as const;
export const parcelSizeSchema = z.enum(PARCEL_SIZES, { error: 'Wybierz gabaryt paczki' });
export type ParcelSize = z.infer<typeof parcelSizeSchema>;

/**
 * The order's parcel (docs/shipments.md): made through InPost's ShipX, or entered by hand with
 * the carrier and tracking number (service and parcelSize null, status HANDED_OVER).
 */
export const orderShipmentSchema = z.object({
  service: z.enum(SHIPMENT_SERVICES).nullable(),
  parcelSize: parcelSizeSchema.nullable(),
  carrier: carrierSchema,
  /** ShipX status as InPost reports it (created, confirmed, ..., delivered), or HANDED_OVER. */
  status: z.string(),
  /** Known once InPost confirms the shipment; until then null. */
  trackingNumber: z.string().nullable(),
  /** The carrier's public tracking page for the number (for "Inny", the one staff gave). */
  trackingUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const REFUND_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED'] as const;
export const REFUND_REASONS = [
  'LATE_PAYMENT',
  'DOUBLE_PAYMENT',
  'STAFF',
  'PRICE_REDUCTION',
] as const;
/** The refunds the shop makes by itself, at most one per payment. */
export const AUTOMATIC_REFUND_REASONS = ['LATE_PAYMENT', 'DOUBLE_PAYMENT'] as const;
export type AutomaticRefundReason = (typeof AUTOMATIC_REFUND_REASONS)[number];

/** Money sent back to the shopper through the payment provider. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  /** Grosze. */
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  /** The lines returned (empty: the whole payment, e.g. a late payment for a sold piece). */
  items: z.array(z.object({ orderItemId: z.number().int(), quantity: z.number().int() })),
  /** Whether the shipping cost is part of the refund. */
  shipping: z.boolean(),
  createdAt: z.string(),
  /** When the provider reported the outcome. */
  settledAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const INVOICE_KINDS = ['INVOICE', 'CORRECTION'] as const;

/** A VAT invoice of the order, or a correcting invoice for a refund. */
export const orderInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  /** Gross amount in grosze (negative for a correction that gives money back). */
  gross: z.number().int(),
  /** Where it stands in KSeF (docs/invoices.md); null for a document not queued for KSeF. */
  ksef: z
    .object({
      state: z.enum(['QUEUED', 'SENDING', 'SENT', 'ACCEPTED', 'REFUSED', 'EXEMPT']),
      number: z.string().nullable(),
      acceptedAt: z.string().nullable(),
      /** KSeF's reason for a REFUSED one. */
      refusal: z.string().nullable(),
      /**
       * Issued offline: the buyer's copy went out (at `at`) before KSeF gave its number, and it
       * must reach KSeF by `sendBy` (YYYY-MM-DD, Warsaw). Null for a document issued online.
       */
      offline: z.object({ at: z.string(), sendBy: z.string() }).nullable(),
    })
    .nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;
export type InvoiceKsef = NonNullable<OrderInvoice['ksef']>;

/**
 * GET /admin/ksef/attention: documents KSeF refused, issued offline and not yet in KSeF, or that
 * have waited for it too long.
 */
export const ksefAttentionSchema = z.object({
  items: z.array(
    orderInvoiceSchema.extend({
      orderId: z.number().int(),
      ksef: orderInvoiceSchema.shape.ksef.unwrap(),
      queuedAt: z.string(),
      /** Tries KSeF did not answer. */
      attempts: z.number().int(),
    }),
  ),
});
export type KsefAttention = z.infer<typeof ksefAttentionSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: orderStatusSchema,
  /** What the shopper pays, shipping included (grosze). */
  totalAmount: z.number().int(),
  shippingCost: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  items: z.array(orderItemSchema),
  shippingMethod: shippingMethodSchema,
  parcelLockerId: z.string().nullable(),
  shippingAddress: orderAddressSchema,
  invoiceDetails: orderInvoiceDetailsSchema.nullable(),
  /** Declared professional at checkout: no withdrawal (art. 7aa, 38a). */
  professionalPurchase: z.boolean(),
  couponId: z.number().int().nullable(),
  /** Where the shopper pays; only meaningful while PENDING. */
  paymentUrl: z.string().nullable(),
  /** When an unpaid order is cancelled and its stock released. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  receiptId: z.string().nullable(),
  /** Money arrived for an order that could not be fulfilled: staff must refund it. */
  refundRequired: z.boolean(),
  shipment: orderShipmentSchema.nullable(),
  refunds: z.array(orderRefundSchema),
  invoices: z.array(orderInvoiceSchema),
  /** Withdrawals and complaints (docs/returns.md). */
  returns: z.array(orderReturnSchema),
  /** End of the 14-day withdrawal window; null before delivery or for a professional purchase. */
  withdrawalUntil: z.string().nullable(),
  /** The pieces' known deviations and their acceptance (art. 43b ust. 5); null when none. */
  deviations: orderDeviationsSchema,
  /** The version of the terms (TERMS_VERSION) the order was placed under; null before 2026-11-28. */
  termsVersion: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDER_EVENT_KINDS = [
  'STATUS',
  'RECEIPT',
  'PAYMENT',
  'SHIPMENT',
  'REFUND',
  'INVOICE',
  'RETURN',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const orderEventSchema = z.object({
  at: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  /** Staff member who made the change; null for the shopper's checkout and the system. */
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** What staff see: the order, who placed it and its history. */
export const adminOrderSchema = orderSchema.extend({
  userId: z.number().int(),
  customerEmail: z.string(),
  history: z.array(orderEventSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ORDER_SORTS = ['date', 'status'] as const;
export const orderListQuerySchema = pageQuerySchema.extend({
  status: orderStatusSchema.optional(),
  /** date: newest first; status: in the order of ORDER_STATUSES (enums), newest first within one. */
  sort: z.enum(ORDER_SORTS).default('date'),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const adminOrderListQuerySchema = orderListQuerySchema.extend({
  /**
   * Staff search: an order number ("123" or "#123") finds that order; any text finds orders
   * whose buyer's e-mail contains it, case-insensitively. Blank means no search.
   */
  q: z
    .string()
    .trim()
    .max(254, 'Wyszukiwana fraza może mieć najwyżej 254 znaki')
    .optional()
    .transform((value) => (value ? value : undefined)),
  refundRequired: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** POST /admin/receipts: the printer's receipt id for a PAID order. */
export const receiptLinkRequestSchema = z.object({
  orderId: id('Nieprawidłowy numer zamówienia'),
  receiptId: z
    .string({ error: 'Numer paragonu jest wymagany' })
    .trim()
    .min(1, 'Numer paragonu jest wymagany')
    .max(100, 'Numer paragonu może mieć najwyżej 100 znaków'),
});
export type ReceiptLinkRequest = z.infer<typeof receiptLinkRequestSchema>;

/** Status changes staff make by hand; PENDING -> PAID only ever comes from the payment provider. */
export const STAFF_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['CANCELLED'],
  PAID: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

export function canStaffTransition(from: OrderStatus, to: OrderStatus): boolean {
  return STAFF_TRANSITIONS[from].includes(to);
}

export const orderTransitionRequestSchema = z
  .object({
    status: z.enum(['SHIPPED', 'DELIVERED', 'CANCELLED'], {
      error: 'Nieprawidłowy status zamówienia',
    }),
    note: z.string().trim().max(500, 'Notatka może mieć najwyżej 500 znaków').optional(),
    /** SHIPPED without a ShipX parcel: the carrier and the tracking number (both or neither). */
    carrier: carrierSchema.optional(),
    trackingNumber: trackingNumberSchema.optional(),
    /** With carrier OTHER: its tracking page, if it has one. */
    trackingUrl: trackingPageSchema.optional(),
  })
  .superRefine((change, ctx) => {
    const parcel = change.carrier !== undefined || change.trackingNumber !== undefined;
    if (parcel && change.status !== 'SHIPPED') {
      ctx.addIssue({
        code: 'custom',
        path: ['carrier'],
        message: 'Przewoźnika i numer przesyłki podaje się przy oznaczaniu zamówienia jako wysłane',
      });
    }
    if (change.carrier !== undefined && change.trackingNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Podaj numer przesyłki' });
    }
    if (change.trackingNumber !== undefined && change.carrier === undefined) {
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Wybierz przewoźnika' });
    }
    if (change.trackingUrl !== undefined && change.carrier !== 'OTHER') {
      ctx.addIssue({
        code: 'custom',
        path: ['trackingUrl'],
        message: 'Adres strony śledzenia podaje się tylko dla innego przewoźnika',
      });
    }
  });
export type OrderTransitionRequest = z.infer<typeof orderTransitionRequestSchema>;

/** POST /admin/orders/{id}/shipment: the parcel size staff pick; the rest comes from the order. */
export const createShipmentRequestSchema = z.object({ parcelSize: parcelSizeSchema });
export type CreateShipmentRequest = z.infer<typeof createShipmentRequestSchema>;

/**
 * POST /admin/orders/{id}/refunds ("Zwróć pieniądze"): without items, all that is left of the
 * payment; with items, those lines (and the shipping cost when `shipping` is true).
 */
export const refundRequestSchema = z
  .object({
    items: z
      .array(
        z.object({
          orderItemId: id('Nieprawidłowa pozycja zamówienia'),
          quantity: z
            .number({ error: 'Ilość musi być liczbą całkowitą' })
            .int('Ilość musi być liczbą całkowitą')
            .min(1, 'Ilość musi wynosić co najmniej 1')
            .max(ORDER_MAX_QUANTITY, `Ilość może wynosić najwyżej ${ORDER_MAX_QUANTITY}`),
        }),
      )
      .max(ORDER_MAX_LINES)
      .optional(),
    shipping: z.boolean().default(false),
    note: z.string().trim().max(500, 'Notatka może mieć najwyżej 500 znaków').optional(),
    /**
     * A complaint settled by a price reduction (art. 43e u.p.k., art. 560 § 1 k.c.; decision 035): any amount for one line, with
     * the reason, instead of `items`/`shipping`. The line's goods stay with the buyer.
     */
    priceReduction: z
      .object({
        orderItemId: id('Nieprawidłowa pozycja zamówienia'),
        amount: z
          .number({ error: 'Podaj kwotę obniżki' })
          .int('Kwota obniżki musi być w groszach')
          .min(1, 'Kwota obniżki musi być większa od zera')
          .max(DB_INT_MAX, 'Nieprawidłowa kwota obniżki'),
        reason: z
          .string({ error: 'Podaj powód obniżenia ceny' })
          .trim()
          .min(5, 'Opisz powód obniżenia ceny (co najmniej 5 znaków)')
          .max(500, 'Powód może mieć najwyżej 500 znaków'),
      })
      .optional(),
  })
  .superRefine((request, ctx) => {
    if (request.priceReduction && (request.items !== undefined || request.shipping)) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceReduction'],
        message: 'Obniżenie ceny nie łączy się ze zwrotem pozycji ani kosztu dostawy',
      });
    }
  });
export type RefundRequest = z.infer<typeof refundRequestSchema>;
