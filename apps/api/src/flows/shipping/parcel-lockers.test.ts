// Parcel lockers against the ShipX stand-in's points (tools/fakes/inpost-points.ts): the
// checkout's search by code, postal code, town and street, the last locker first, and orders to
// lockers InPost does not know refused in Polish (accepted while InPost cannot be reached).
import { afterAll, expect, it } from 'vitest';
import { startFakeShipx } from '../../../../../tools/fakes/shipx.ts';
import { bearer } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  orderBody,
  postOrder,
  stockOf,
  type Shopper,
} from '../../test/order-fixtures.ts';
import type { App } from '../../app.ts';

const fake = await startFakeShipx({ token: 'shipx-points-test', organizationId: 778 });
afterAll(() => fake.close());

const search = (app: App, who: Shopper, q?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/parcel-lockers',
    query: q === undefined ? {} : { q },
    headers: bearer(who.token),
  });

const ids = (res: { json(): unknown }) =>
  (res.json() as { items: { id: string }[] }).items.map((locker) => locker.id);

describeEachDb(
  'parcel lockers',
  (ctx) => {
    const app = () => ctx().app;

    it('finds lockers by code, postal code, town, and town with street', async () => {
      const shopper = await makeShopper(app());
      const byCode = await search(app(), shopper, ' kra010 ');
      expect(byCode.json()).toEqual({
        items: [
          { id: 'KRA010', address: 'Długa 1, 31-147 Kraków', description: 'Przy sklepie Żabka' },
        ],
        lastUsed: null,
      });
      expect(ids(await search(app(), shopper, 'Kraków'))).toEqual([
        'KRA010',
        'KRA012',
        'KRA01M',
        'KRA25A',
        'KRA340',
      ]);
      expect(ids(await search(app(), shopper, 'kraków długa'))).toEqual(['KRA010']);
      expect(ids(await search(app(), shopper, 'Marszałkowska Warszawa'))).toEqual([
        'WAW123M',
        'WAW45B',
      ]);
      // Nearest postal codes first.
      expect(ids(await search(app(), shopper, '31-150')).slice(0, 2)).toEqual(['KRA010', 'KRA012']);
      expect(ids(await search(app(), shopper, 'Atlantyda'))).toEqual([]);
      const short = await search(app(), shopper, 'K');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/co najmniej 2 znaki/);
      const guest = await app().inject({ method: 'GET', url: '/api/parcel-lockers?q=Kraków' });
      expect(guest.statusCode).toBe(401);
    });

    it('refuses an order to a made-up locker, and offers the last one used first', async () => {
      const shopper = await makeShopper(app());
      const product = await makeProduct(app(), { stock: 1 });
      const locker = (parcelLockerId: string) =>
        orderBody(shopper, [{ productId: product, quantity: 1 }], {
          shippingMethod: 'INPOST_PARCEL_LOCKER',
          parcelLockerId,
        });
      const madeUp = await postOrder(app(), shopper, locker('ZZZ999'));
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().message).toBe(
        'Nie ma paczkomatu ZZZ999. Wyszukaj paczkomat po kodzie, miejscowości lub ulicy.',
      );
      expect(await stockOf(app(), product)).toBe(1);
      expect((await search(app(), shopper)).json()).toEqual({ items: [], lastUsed: null });

      expect((await postOrder(app(), shopper, locker('gda117'))).statusCode).toBe(201);
      const last = (await search(app(), shopper)).json();
      expect(last.lastUsed).toEqual({
        id: 'GDA117',
        address: 'Długa 5, 80-827 Gdańsk',
        description: 'W bramie kamienicy',
      });
    });

    it('says the search is unavailable while InPost is, and still takes a well-formed code', async () => {
      const shopper = await makeShopper(app());
      const product = await makeProduct(app(), { stock: 1 });
      fake.failures.points = true;
      try {
        const res = await search(app(), shopper, 'Kraków');
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(
          'Wyszukiwarka paczkomatów InPost jest chwilowo niedostępna. Wpisz kod paczkomatu.',
        );
        const order = await postOrder(
          app(),
          shopper,
          orderBody(shopper, [{ productId: product, quantity: 1 }], {
            shippingMethod: 'INPOST_PARCEL_LOCKER',
            parcelLockerId: 'POZ144',
          }),
        );
        expect(order.statusCode).toBe(201);
      } finally {
        fake.failures.points = false;
      }
    });
  },
  { ...MANY_UNPAID_ORDERS, SHIPX_BASE_URL: fake.url },
);
