// BLIK through the API in tests: send a code for an order, read or wait for its state.
import type { BlikPayment } from '@shop/shared/blik';
import type { App } from '../app.ts';
import { bearer, type TestAccount } from './accounts.ts';

export function sendBlik(app: App, who: TestAccount, orderId: number, code: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/blik`,
    headers: { ...bearer(who.token), 'user-agent': 'Mozilla/5.0 (BLIK test)' },
    payload: { code },
  });
}

export async function blikState(app: App, who: TestAccount, orderId: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/blik`,
    headers: bearer(who.token),
  });
  return res.json<BlikPayment>();
}

/** Polls until the order's BLIK payment is `status` (the payment arrives a moment later). */
export async function blikUntil(app: App, who: TestAccount, orderId: number, status: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const payment = await blikState(app, who, orderId);
    if (payment.status === status || Date.now() > deadline) return payment;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
