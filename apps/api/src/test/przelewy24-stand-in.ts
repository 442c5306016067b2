// API tests that pay through the Przelewy24 stand-in (tools/fakes/przelewy24.ts): the stand-in
// on a port of its own, closed after the file, and the shop's settings that point at it, with
// the shop listening on `port` (its notifications come back over real HTTP).
//   const p24 = await przelewy24StandIn(3207);
//   describeEachDb('…', (ctx) => { … p24.fake.transactionOf(session) … }, p24.settings);
import { afterAll } from 'vitest';
import { startFakePrzelewy24 } from '../../../../tools/fakes/przelewy24.ts';
import { MANY_UNPAID_ORDERS } from './order-fixtures.ts';

export async function przelewy24StandIn(port: number, { blikConfirmMs = 50 } = {}) {
  const keys = { merchantId: port, posId: port, apiKey: `key-${port}`, crc: `crc-${port}` };
  const fake = await startFakePrzelewy24(keys);
  // The shopper confirms BLIK in the bank app at once (two seconds by default).
  fake.settings.blikConfirmMs = blikConfirmMs;
  afterAll(() => fake.close());
  const shop = `http://127.0.0.1:${port}`;
  return {
    fake,
    shop,
    port,
    settings: {
      ...MANY_UNPAID_ORDERS,
      PUBLIC_URL: shop,
      ...fake.shopSettings(),
    },
  };
}
