// The payment methods checkout offers (docs/payment-methods.md): Przelewy24's payment/methods
// for the order's amount, kept for a few minutes per amount (it changes when a bank has an outage,
// not per shopper), sorted as checkout lists them (cards, wallets, banks' transfers, deferred
// payments) and without BLIK, which the shop takes itself. A method chosen in the shop goes to
// transaction/register, so the shopper lands straight in it.
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_METHOD_KINDS,
  type PaymentMethod,
  type PaymentMethodKind,
} from '@shop/shared/payment-methods';
import type { PaymentProvider, ProviderMethod } from '../../modules/payments/index.ts';

/** How long one answer is used. */
const KEEP_MS = 5 * 60_000;
/** Amounts remembered at most (a drop's prices are few; this bounds a flood of odd ones). */
const MOST_AMOUNTS = 500;

/** Przelewy24's groups (payment/methods `group`) as the shop sorts them; others are not offered. */
const KINDS: Record<string, PaymentMethodKind> = {
  'Credit Card': 'CARD',
  Wallet: 'WALLET',
  FastTransfers: 'TRANSFER',
  eTransfer: 'TRANSFER',
  Installments: 'DEFERRED',
};

export function shopMethods(methods: readonly ProviderMethod[]): PaymentMethod[] {
  return methods
    .flatMap((method) => {
      const kind = KINDS[method.group];
      return kind ? [{ id: method.id, name: method.name, kind, imgUrl: method.imgUrl }] : [];
    })
    .sort((a, b) => PAYMENT_METHOD_KINDS.indexOf(a.kind) - PAYMENT_METHOD_KINDS.indexOf(b.kind));
}

export function methodsCatalogue(provider: PaymentProvider, now: () => number) {
  const kept = new Map<number, { at: number; methods: Promise<PaymentMethod[]> }>();

  /** The methods for this amount (grosze); empty when the provider cannot say (its own list then). */
  async function methodsFor(amount: number, log: FastifyBaseLogger): Promise<PaymentMethod[]> {
    const hit = kept.get(amount);
    if (hit && now() - hit.at < KEEP_MS) return hit.methods;
    if (kept.size >= MOST_AMOUNTS) kept.clear();
    // One question per amount at a time: the checkouts asking meanwhile share its answer.
    const methods = provider.paymentMethods(amount).then(shopMethods);
    kept.set(amount, { at: now(), methods });
    try {
      return await methods;
    } catch (error) {
      kept.delete(amount);
      log.warn({ err: error }, 'payment methods unavailable: the provider shows its own list');
      return [];
    }
  }

  /** The chosen method when it is one offered for this amount, else none (the provider's list). */
  async function chosen(amount: number, id: number | undefined, log: FastifyBaseLogger) {
    if (id === undefined) return undefined;
    return (await methodsFor(amount, log)).some((method) => method.id === id) ? id : undefined;
  }

  return { methodsFor, chosen };
}

export type MethodsCatalogue = ReturnType<typeof methodsCatalogue>;
