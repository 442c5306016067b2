// Checks Przelewy24-format notifications (payments and refunds): shape, merchant and signature.
// Used by the real adapter and by the simulator, which signs its notifications with its own CRC
// key.
import { paymentNotificationSchema, refundNotificationSchema } from '@shop/shared/payments';
import type { NotificationCheck, RefundNotificationCheck } from './provider.ts';
import { notificationSign, refundNotificationSign, sameSignature } from './signature.ts';

export interface MerchantKeys {
  merchantId: number;
  posId: number;
  crc: string;
}

export function checkNotification(body: unknown, keys: MerchantKeys): NotificationCheck {
  const parsed = paymentNotificationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed notification' };
  const n = parsed.data;
  if (n.merchantId !== keys.merchantId || n.posId !== keys.posId) {
    return { ok: false, reason: 'unknown merchant or point of sale' };
  }
  if (!sameSignature(notificationSign(n, keys.crc), n.sign)) {
    return { ok: false, reason: 'bad signature' };
  }
  return { ok: true, notification: n };
}

export function checkRefundNotification(
  body: unknown,
  keys: MerchantKeys,
): RefundNotificationCheck {
  const parsed = refundNotificationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed refund notification' };
  const n = parsed.data;
  if (n.merchantId !== keys.merchantId) return { ok: false, reason: 'unknown merchant' };
  if (!sameSignature(refundNotificationSign(n, keys.crc), n.sign)) {
    return { ok: false, reason: 'bad signature' };
  }
  return { ok: true, notification: n };
}
