// Payment providers and the notification payload they POST to the shop (docs/integrations.md,
// Przelewy24). The built-in simulator sends the same payload, so one webhook serves both.
import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['simulator', 'przelewy24'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

export const PAYMENT_CURRENCY = 'PLN';

const int = z.number().int();

/** Przelewy24 transaction notification (JSON POST to urlStatus), successful payments only. */
export const paymentNotificationSchema = z.object({
  merchantId: int,
  posId: int,
  sessionId: z.string().min(1).max(100),
  /** Grosze. */
  amount: int.nonnegative(),
  originAmount: int.nonnegative(),
  currency: z.string(),
  /** The provider's own transaction number (int64). */
  orderId: int,
  methodId: int,
  statement: z.string(),
  sign: z.string(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/**
 * Przelewy24 refund notification (JSON POST to the refund's urlStatus): the outcome of a refund
 * the shop registered. `status` 0 = completed, 1 = rejected (docs/refunds.md).
 */
export const refundNotificationSchema = z.object({
  orderId: int,
  sessionId: z.string().min(1).max(100),
  merchantId: int,
  requestId: z.string().min(1).max(100),
  refundsUuid: z.string().min(1).max(100),
  /** Grosze. */
  amount: int.positive(),
  currency: z.string(),
  /** Unix time of sending. */
  timestamp: int,
  status: z.union([z.literal(0), z.literal(1)]),
  sign: z.string(),
});
export type RefundNotification = z.infer<typeof refundNotificationSchema>;

/** What happened to one refund notification; every one is recorded, accepted or not. */
export const REFUND_NOTIFICATION_OUTCOMES = [
  'COMPLETED',
  'REJECTED',
  'DUPLICATE',
  'REJECTED_SIGNATURE',
  'REJECTED_MISMATCH',
  'UNKNOWN_REFUND',
] as const;
export type RefundNotificationOutcome = (typeof REFUND_NOTIFICATION_OUTCOMES)[number];

/** What happened to one notification; every one is recorded, accepted or not. */
export const PAYMENT_EVENT_OUTCOMES = [
  'PAID',
  'PAID_AFTER_EXPIRY',
  'REFUND_REQUIRED',
  'DUPLICATE',
  'REJECTED_SIGNATURE',
  'REJECTED_AMOUNT',
  'UNKNOWN_SESSION',
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];
