// Przelewy24 signatures: SHA-384 (hex) of a JSON object whose keys come in a documented order,
// numbers as numbers (docs/integrations.md). The simulator signs its notifications the same way.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentNotification, RefundNotification } from '@shop/shared/payments';

const sha384 = (fields: Record<string, string | number>) =>
  createHash('sha384').update(JSON.stringify(fields)).digest('hex');

/** POST /transaction/register: {sessionId, merchantId, amount, currency, crc}. */
export function registerSign(t: {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
  crc: string;
}): string {
  return sha384({
    sessionId: t.sessionId,
    merchantId: t.merchantId,
    amount: t.amount,
    currency: t.currency,
    crc: t.crc,
  });
}

/** Notification: {merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, crc}. */
export function notificationSign(n: Omit<PaymentNotification, 'sign'>, crc: string): string {
  return sha384({
    merchantId: n.merchantId,
    posId: n.posId,
    sessionId: n.sessionId,
    amount: n.amount,
    originAmount: n.originAmount,
    currency: n.currency,
    orderId: n.orderId,
    methodId: n.methodId,
    statement: n.statement,
    crc,
  });
}

/** PUT /transaction/verify: {sessionId, orderId, amount, currency, crc}. */
export function verifySign(v: {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
  crc: string;
}): string {
  return sha384({
    sessionId: v.sessionId,
    orderId: v.orderId,
    amount: v.amount,
    currency: v.currency,
    crc: v.crc,
  });
}

/**
 * Refund notification: {orderId, sessionId, refundsUuid, merchantId, amount, currency, status,
 * crc}. requestId and timestamp are sent but not signed. Confirmed against Przelewy24's OpenAPI
 * description of the refund notification (TransactionRefundResult) and a notification signed
 * by Przelewy24 (docs/refunds.md); this is the one place to change if the vendor changes it.
 */
export function refundNotificationSign(
  n: Omit<RefundNotification, 'sign' | 'requestId' | 'timestamp'>,
  crc: string,
): string {
  return sha384({
    orderId: n.orderId,
    sessionId: n.sessionId,
    refundsUuid: n.refundsUuid,
    merchantId: n.merchantId,
    amount: n.amount,
    currency: n.currency,
    status: n.status,
    crc,
  });
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
