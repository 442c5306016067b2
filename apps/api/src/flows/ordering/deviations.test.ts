// Art. 43b ust. 5 of the consumer rights act: „Przedsiębiorca nie jest odpowiedzialny za brak
// zgodności towaru z umową (…), jeżeli konsument, najpóźniej w chwili zawarcia umowy, został
// wyraźnie poinformowany, że konkretna cecha towaru odbiega od wymagań zgodności z umową (…),
// oraz wyraźnie i odrębnie zaakceptował brak konkretnej cechy towaru.” The product read tells
// each piece's deviations; an order keeps them with the acceptance and its time, or marks them
// not accepted (the specification's body, which has no such field, is still taken); a body
// accepting another text than the piece's is refused and changes nothing. The order also keeps
// the terms version it was placed under (art. 21).
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import type { Order } from '@shop/shared/orders';
import { TERMS_VERSION } from '@shop/shared/terms';
import { describeEachDb } from '../../test/harness.ts';
import {
  getOrder,
  makeDrop,
  makeProductIn,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  orderBody,
  postOrder,
  stockOf,
  type Shopper,
} from '../../test/order-fixtures.ts';

const NOTES = 'Sprawdzone po zwrocie: działa, rysa 2 cm na obudowie, brak instrukcji.';
/** The text the shopper is shown and accepts, written out as a shopper reads it. */
const SHOWN = `Stan: po zwrocie/używany. ${NOTES}`;

describeEachDb(
  'orders: deviations of used pieces accepted at checkout (art. 43b ust. 5)',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let used: number;
    let fresh: number;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      const dropId = await makeDrop(app(), {
        dropTime: new Date(ctx().clock.now().getTime() - 60 * MINUTE),
      });
      used = await makeProductIn(app(), dropId, {
        name: 'Słuchawki po zwrocie',
        condition: 'USED',
        inspectionNotes: NOTES,
        stock: 10,
      });
      fresh = await makeProductIn(app(), dropId, { name: 'Lampka nowa', stock: 10 });
    });
    beforeEach(async () => {
      shopper = await makeShopper(app());
    });

    const order = (extra: Record<string, unknown> = {}) =>
      postOrder(
        app(),
        shopper,
        orderBody(
          shopper,
          [
            { productId: used, quantity: 1 },
            { productId: fresh, quantity: 1 },
          ],
          extra,
        ),
      );

    it('the product read tells a used piece its deviations; a new one has none', async () => {
      const read = async (id: number) =>
        (await app().inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
      expect((await read(used)).deviations).toBe(SHOWN);
      expect((await read(fresh)).deviations).toBeNull();
    });

    it('an order accepting the shown text keeps the pieces, the statement and the time', async () => {
      const res = await order({ acceptedDeviations: [{ productId: used, deviations: SHOWN }] });
      expect(res.statusCode, res.body).toBe(201);
      const placed = await getOrder(app(), shopper, res.json<{ id: number }>().id);
      expect(placed.deviations).toEqual({
        pieces: [{ productId: used, productName: 'Słuchawki po zwrocie', deviations: SHOWN }],
        statement:
          'Wiem, że poniższe produkty odbiegają od cech produktu nowego i zgodnego z umową w sposób opisany przy każdym z nich, i wyraźnie akceptuję te odstępstwa (art. 43b ust. 5 ustawy o prawach konsumenta).',
        acceptedAt: ctx().clock.now().toISOString(),
      });
      expect(placed.termsVersion).toBe(TERMS_VERSION);
    });

    it("the specification's body (no acceptance) is taken, its deviations marked not accepted", async () => {
      const res = await order();
      expect(res.statusCode, res.body).toBe(201);
      const placed = await getOrder(app(), shopper, res.json<{ id: number }>().id);
      expect(placed.deviations).toMatchObject<Partial<NonNullable<Order['deviations']>>>({
        pieces: [{ productId: used, productName: 'Słuchawki po zwrocie', deviations: SHOWN }],
        acceptedAt: null,
      });
    });

    it('accepting another text (staff changed the notes, or none given) is refused and nothing is placed', async () => {
      const before = await stockOf(app(), used);
      for (const accepted of [
        [{ productId: used, deviations: 'Stan: po zwrocie/używany. Bez rys.' }],
        [],
      ]) {
        const res = await order({ acceptedDeviations: accepted });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          'Opis stanu produktu „Słuchawki po zwrocie” różni się od zaakceptowanego: przeczytaj go i zaakceptuj ponownie.',
        );
      }
      expect(await stockOf(app(), used)).toBe(before);
      const mine = await app().inject({
        method: 'GET',
        url: '/api/orders',
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      expect(mine.json<{ totalCount: number }>().totalCount).toBe(0);
    });

    it('an order of new pieces only has no deviations', async () => {
      const res = await postOrder(
        app(),
        shopper,
        orderBody(shopper, [{ productId: fresh, quantity: 1 }]),
      );
      expect(res.statusCode).toBe(201);
      const placed = await getOrder(app(), shopper, res.json<{ id: number }>().id);
      expect(placed.deviations).toBeNull();
    });
  },
  MANY_UNPAID_ORDERS,
);
