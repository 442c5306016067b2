// API tests that pay through the Przelewy24 stand-in (tools/fakes/przelewy24.ts): the stand-in
// on a port of its own, closed after the file, and the shop's settings that point at it, with
// the shop listening on `port` (its notifications come back over real HTTP).
// A BLIK payment the stand-in takes is confirmed in the "bank app" only when the test says so,
// after it has read what the shop answered meanwhile (a fixed delay would race a busy machine):
//   const p24 = await przelewy24StandIn(3207);
//   describeEachDb('…', (ctx) => { … p24.fake.transactionOf(session) … }, p24.settings);
//   … WAITING … await p24.fake.confirmBlik(); … PAID …
import { afterAll } from 'vitest';
import { startFakePrzelewy24 } from '../../../../tools/fakes/przelewy24.ts';
import { MANY_UNPAID_ORDERS } from './order-fixtures.ts';

export async function przelewy24StandIn(port: number) {
  const keys = { merchantId: port, posId: port, apiKey: `key-${port}`, crc: `crc-${port}` };
  const fake = await startFakePrzelewy24(keys);
  fake.settings.blikConfirmMs = null;
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
