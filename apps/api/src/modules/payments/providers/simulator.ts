// The built-in bank-transfer simulator: its page is the order's paymentUrl, and "Zapłać" sends a
// notification in Przelewy24's format, signed with a key derived from the server secret, through
// the same webhook a real provider uses. Nothing needs confirming afterwards.
import { createHash, createHmac } from 'node:crypto';
import { PAYMENT_CURRENCY, type PaymentNotification } from '@shop/shared/payments';
import { checkNotification, type MerchantKeys } from './notification.ts';
import type { PaymentProvider } from './provider.ts';
import { notificationSign } from './signature.ts';

/** The simulator's merchant and point of sale numbers (any fixed value would do). */
const SIMULATOR_MERCHANT = 1;

/** The simulator's signing keys, derived from the server secret (nothing extra to configure). */
export function simulatorKeys(serverSecret: string): MerchantKeys {
  return {
    merchantId: SIMULATOR_MERCHANT,
    posId: SIMULATOR_MERCHANT,
    crc: createHmac('sha256', serverSecret).update('payment-simulator').digest('hex'),
  };
}

export function createSimulatorProvider(publicUrl: string, serverSecret: string) {
  const keys = simulatorKeys(serverSecret);

  return {
    name: 'simulator',
    createPayment: ({ sessionId }) =>
      `${publicUrl}/api/payments/simulator/${encodeURIComponent(sessionId)}`,
    verifyNotification: (body) => checkNotification(body, keys),
    confirm: async () => undefined,

    /**
     * The notification a bank would send for this payment. Its transaction number comes from the
     * session, so pressing "Zapłać" twice is the same payment delivered twice, not two payments.
     */
    notificationFor(sessionId: string, amount: number): PaymentNotification {
      const digest = createHash('sha256').update(sessionId).digest();
      const fields = {
        merchantId: keys.merchantId,
        posId: keys.posId,
        sessionId,
        amount,
        originAmount: amount,
        currency: PAYMENT_CURRENCY,
        orderId: digest.readUIntBE(0, 6),
        methodId: 0,
        statement: `Symulator przelewu ${sessionId.slice(0, 8)}`,
      };
      return { ...fields, sign: notificationSign(fields, keys.crc) };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SimulatorProvider = ReturnType<typeof createSimulatorProvider>;
