// The built-in bank-transfer simulator: its page is the order's paymentUrl, and "Zapłać" sends a
// notification in Przelewy24's format, signed with a key derived from the server secret, through
// the same webhook a real provider uses. Nothing needs confirming afterwards. Refunds go the same
// way: the simulator takes each one and at once posts its signed refund notification (completed)
// to the shop's refund webhook. A BLIK code typed in the shop is answered by the test rule
// (blikTestOutcome): a confirmed one is paid two seconds later, by the same notification, or,
// for a 778xxx code, once "Zapłać" on the simulator's page plays the shopper confirming in the
// bank app (blikTestWaitsForApp; the page then says a BLIK payment waits). A code sent with the
// shopper's consent remembers their BLIK in the "bank app" its fourth digit names
// (blikTestApp), in memory until the app stops: paid without a code the same way, the shopper
// choosing the app when it sits in several; one remembered with 777068 has expired.
import { createHash, createHmac } from 'node:crypto';
import {
  BLIK_TEST_CONFIRM_MS,
  BLIK_TEST_EXPIRING_ALIAS_CODE,
  blikTestApp,
  blikTestOutcome,
  blikTestWaitsForApp,
} from '@shop/shared/blik';
import {
  PAYMENT_CURRENCY,
  type PaymentNotification,
  type RefundNotification,
} from '@shop/shared/payments';
import { checkNotification, checkRefundNotification, type MerchantKeys } from './notification.ts';
import type {
  BlikAliasAnswer,
  BlikAliasCharge,
  BlikAnswer,
  BlikCode,
  PaymentProvider,
  ProviderMethod,
  ProviderRefund,
  RefundRegistration,
} from './provider.ts';
import { notificationSign, refundNotificationSign } from './signature.ts';

/** The methods the simulator offers: a card, two wallets, three banks, a deferred payment. */
const SIMULATOR_METHODS: ProviderMethod[] = [
  { id: 218, name: 'Karta płatnicza', group: 'Credit Card', imgUrl: null },
  { id: 238, name: 'Google Pay', group: 'Wallet', imgUrl: null },
  { id: 239, name: 'Apple Pay', group: 'Wallet', imgUrl: null },
  { id: 25, name: 'mTransfer (mBank)', group: 'FastTransfers', imgUrl: null },
  { id: 31, name: 'Płacę z iPKO', group: 'FastTransfers', imgUrl: null },
  { id: 112, name: 'ING Bank Śląski', group: 'FastTransfers', imgUrl: null },
  { id: 227, name: 'PayPo', group: 'Installments', imgUrl: null },
];

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

/** Hands a refund notification to the shop's refund webhook (set up by the simulator's routes). */
export type RefundNotificationDelivery = (notification: RefundNotification) => Promise<void>;
/** Hands a payment notification to the shop's webhook (set up by the simulator's routes). */
export type PaymentNotificationDelivery = (notification: PaymentNotification) => Promise<void>;

export function createSimulatorProvider(publicUrl: string, serverSecret: string) {
  const keys = simulatorKeys(serverSecret);
  /** Refunds taken, by requestId: the same request again is the same refund, not a second one. */
  const refunds = new Map<string, RefundNotification>();
  let deliver: RefundNotificationDelivery | null = null;
  let deliverPayment: PaymentNotificationDelivery | null = null;
  /** BLIK payments being "confirmed in the bank app". */
  const confirming = new Set<NodeJS.Timeout>();
  /** BLIK payments waiting for "Zapłać" on the simulator's page, by session. */
  const waitingForApp = new Set<string>();
  /**
   * Remembered BLIKs by alias: the bank apps each sits in, whether it has expired, and whether
   * its payments wait for the page's "Zapłać" (remembered with a 778xxx code).
   */
  const aliases = new Map<string, { apps: Set<string>; expired: boolean; waitsForApp: boolean }>();
  const appKey = (alias: string, app: string) =>
    createHash('sha256').update(`${alias}\n${app}`).digest('base64url').slice(0, 16);

  /**
   * The shopper confirms in the bank app two seconds later, or on the simulator's page; the
   * payment's notification follows.
   */
  function confirmLater(sessionId: string, amount: number, waitsForApp: boolean): BlikAnswer {
    const notification = notificationFor(sessionId, amount, keys);
    if (waitsForApp) {
      waitingForApp.add(sessionId);
      return { accepted: true, transactionId: notification.orderId };
    }
    const timer = setTimeout(() => {
      confirming.delete(timer);
      void deliverPayment?.(notification);
    }, BLIK_TEST_CONFIRM_MS);
    confirming.add(timer);
    return { accepted: true, transactionId: notification.orderId };
  }

  return {
    name: 'simulator',
    createPayment: ({ sessionId }) =>
      `${publicUrl}/api/payments/simulator/${encodeURIComponent(sessionId)}`,
    verifyNotification: (body) => checkNotification(body, keys),
    confirm: async () => undefined,
    verifyRefundNotification: (body) => checkRefundNotification(body, keys),

    /** Takes the refund and delivers its notification before answering. */
    async refund(r: ProviderRefund): Promise<RefundRegistration> {
      if (!deliver) throw new Error('simulator: no refund webhook to notify');
      const notification = refunds.get(r.requestId) ?? refundNotificationFor(r, keys);
      refunds.set(r.requestId, notification);
      await deliver(notification);
      return { accepted: true };
    },

    /** Where refund notifications go: the simulator's routes pass the shop's own webhook. */
    deliverRefundNotifications(to: RefundNotificationDelivery) {
      deliver = to;
    },

    /** Where BLIK payments' notifications go: the shop's own webhook, as for refunds. */
    deliverPaymentNotifications(to: PaymentNotificationDelivery) {
      deliverPayment = to;
    },

    /** A fixed choice of methods (numbers as Przelewy24's sandbox might give), for demos. */
    paymentMethods: async () => SIMULATOR_METHODS,

    /** Nothing to register: the session is the transaction. */
    registerPayment: async ({ sessionId }) => `simulator-${sessionId}`,

    async chargeBlik({ sessionId, amount, code, alias }: BlikCode): Promise<BlikAnswer> {
      const outcome = blikTestOutcome(code);
      if (outcome !== 'CONFIRMED') return { accepted: false, refusal: outcome };
      if (alias) {
        const known = aliases.get(alias.value) ?? {
          apps: new Set<string>(),
          expired: false,
          waitsForApp: false,
        };
        known.apps.add(blikTestApp(code));
        known.expired = code === BLIK_TEST_EXPIRING_ALIAS_CODE;
        known.waitsForApp = blikTestWaitsForApp(code);
        aliases.set(alias.value, known);
      }
      return confirmLater(sessionId, amount, blikTestWaitsForApp(code));
    },

    async chargeBlikAlias({
      sessionId,
      amount,
      alias,
      app,
    }: BlikAliasCharge): Promise<BlikAliasAnswer> {
      const known = aliases.get(alias);
      if (!known) return { accepted: false, refusal: 'ALIAS_REFUSED' };
      if (known.expired) {
        aliases.delete(alias);
        return { accepted: false, refusal: 'ALIAS_EXPIRED' };
      }
      const apps = [...known.apps].map((label) => ({ key: appKey(alias, label), label }));
      if (app === undefined && apps.length > 1)
        return { accepted: false, refusal: 'CHOOSE_APP', apps };
      if (app !== undefined && !apps.some((candidate) => candidate.key === app)) {
        return { accepted: false, refusal: 'ALIAS_REFUSED' };
      }
      return confirmLater(sessionId, amount, known.waitsForApp);
    },

    /** Whether a BLIK payment of this session waits for "Zapłać" on the simulator's page. */
    waitsForApp: (sessionId: string) => waitingForApp.has(sessionId),
    /** "Zapłać" was pressed: the session's payment is no longer waiting. */
    confirmedOnPage: (sessionId: string) => void waitingForApp.delete(sessionId),

    /** Forgets the BLIK payments still being confirmed (the app closes). */
    stop() {
      for (const timer of confirming) clearTimeout(timer);
      confirming.clear();
      waitingForApp.clear();
    },

    notificationFor: (sessionId: string, amount: number) =>
      notificationFor(sessionId, amount, keys),
  } satisfies PaymentProvider & Record<string, unknown>;
}

/** The signed notification of a completed refund, as Przelewy24 would post it. */
function refundNotificationFor(r: ProviderRefund, keys: MerchantKeys): RefundNotification {
  const fields = {
    orderId: r.transactionId,
    sessionId: r.sessionId,
    merchantId: keys.merchantId,
    requestId: r.requestId,
    refundsUuid: r.refundsUuid,
    amount: r.amount,
    currency: PAYMENT_CURRENCY,
    timestamp: Math.floor(Date.now() / 1000),
    status: 0 as const,
  };
  return { ...fields, sign: refundNotificationSign(fields, keys.crc) };
}

export type SimulatorProvider = ReturnType<typeof createSimulatorProvider>;

/**
 * The notification a bank would send for this payment. Its transaction number comes from the
 * session, so pressing "Zapłać" twice is the same payment delivered twice, not two payments.
 */
function notificationFor(
  sessionId: string,
  amount: number,
  keys: MerchantKeys,
): PaymentNotification {
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
}
