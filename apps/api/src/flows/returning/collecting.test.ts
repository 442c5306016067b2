// Art. 43d ust. 2 of the consumer rights act: „Przedsiębiorca odbiera od konsumenta towar na
// swój koszt.” A complaint makes an InPost courier shipment from the consumer to the shop in
// ShipX (the local stand-in over real HTTP), paid by the shop's organisation, once; the consumer
// saves its label; when ShipX fails at the filing the complaint stays and the shopper asks again;
// another shopper's complaint and a withdrawal have none; the demo operator's invented address
// is never put on a label.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders';
import type { OrderReturn } from '@shop/shared/returns';
import { startFakeShipx } from '../../../../../tools/fakes/shipx.ts';
import { loadConfig } from '../../config.ts';
import { createShipX } from '../../modules/shipments/service.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  getOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';

const fake = await startFakeShipx({ token: 'shipx-collect-test', organizationId: 778 });
afterAll(() => fake.close());
const SHIPX = {
  SHIPX_TOKEN: 'shipx-collect-test',
  SHIPX_ORGANIZATION_ID: '778',
  SHIPX_BASE_URL: fake.url,
};
const OPERATOR = {
  OPERATOR_NAME: 'Outlet Test sp. z o.o.',
  OPERATOR_STREET: 'ul. Magazynowa 5',
  OPERATOR_POSTAL_CODE: '02-001',
  OPERATOR_CITY: 'Warszawa',
  OPERATOR_EMAIL: 'zwroty@outlet.test',
  OPERATOR_PHONE: '+48 22 555 66 77',
  OPERATOR_NIP: '5260250274',
  OPERATOR_KRS: '0000000001',
  OPERATOR_REGON: '012345678',
};

it('the demo operator (invented address) gets no collection: no label goes to nowhere', () => {
  const demo = createShipX(loadConfig({ ...SHIPX, NODE_ENV: 'test' }));
  expect(demo?.collect).toBeNull();
  expect(createShipX(loadConfig({ ...SHIPX, ...OPERATOR, NODE_ENV: 'test' }))?.collect).toEqual(
    expect.any(Function),
  );
});

describeEachDb(
  'returns: the collection of complained goods at the shop’s cost (art. 43d ust. 2)',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let stranger: Shopper;
    let updater: TestAccount;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
      stranger = await makeShopper(app());
      updater = await createStaff(app(), ['UPDATE_ORDERS']);
    });

    /** A paid order of one piece, marked sent by staff (a complaint is open from then on). */
    async function sentOrder(): Promise<Order> {
      const product = await makeProduct(app(), { price: 5_000 });
      const placed = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
      expect((await payInSimulator(app(), placed.paymentUrl)).statusCode).toBe(303);
      const res = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/status`,
        headers: bearer(updater.token),
        payload: { status: 'SHIPPED' },
      });
      expect(res.statusCode).toBe(200);
      return getOrder(app(), shopper, placed.id);
    }
    const complain = (order: Order) =>
      app().inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        headers: bearer(shopper.token),
        payload: {
          type: 'COMPLAINT',
          items: [{ orderItemId: order.items[0]!.id, quantity: 1 }],
          description: 'Nie włącza się po podłączeniu do prądu',
        },
      });
    const collection = (order: Order, returnId: number, who: Shopper = shopper) =>
      app().inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns/${returnId}/collection`,
        headers: bearer(who.token),
      });
    const label = (order: Order, returnId: number, who: Shopper = shopper) =>
      app().inject({
        method: 'GET',
        url: `/api/orders/${order.id}/returns/${returnId}/collection/label`,
        headers: bearer(who.token),
      });

    it('a complaint makes one prepaid InPost shipment from the consumer to the shop; its label is the shopper’s', async () => {
      const order = await sentOrder();
      const before = fake.shipments.size;
      const res = await complain(order);
      expect(res.statusCode, res.body).toBe(201);
      const filed = res.json<OrderReturn>();
      expect(filed.collection).toMatchObject({ status: 'created' });
      expect(fake.shipments.size).toBe(before + 1);
      const shipment = [...fake.shipments.values()].at(-1)!;
      // The consumer sends, the shop receives; the parcel is handed in at a locker.
      expect(shipment.request).toMatchObject({
        service: 'inpost_courier_standard',
        reference: `Reklamacja ${filed.id} (zam. ${order.id})`,
        sender: {
          first_name: 'Jan',
          last_name: 'Kowalski',
          email: shopper.user.email,
          phone: expect.stringMatching(/^\d{9}$/),
        },
        receiver: {
          company_name: 'Outlet Test sp. z o.o.',
          email: 'zwroty@outlet.test',
          phone: '225556677',
          address: { street: 'ul. Magazynowa', building_number: '5', post_code: '02-001' },
        },
        custom_attributes: { sending_method: 'parcel_locker' },
      });

      // The order shows it; asking again makes no second shipment.
      const read = await getOrder(app(), shopper, order.id);
      expect(read.returns[0]!.collection).toMatchObject({ status: 'created' });
      const again = await collection(order, filed.id);
      expect(again.statusCode).toBe(200);
      expect(fake.shipments.size).toBe(before + 1);

      const pdf = await label(order, filed.id);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="etykieta-zwrotna-reklamacja-${filed.id}.pdf"`,
      );
      // InPost confirmed it on the read: the tracking number is the shopper's to follow.
      const confirmed = await getOrder(app(), shopper, order.id);
      expect(confirmed.returns[0]!.collection).toMatchObject({
        status: 'confirmed',
        trackingNumber: expect.any(String),
      });

      // Another shopper reads someone else's complaint as missing.
      expect((await collection(order, filed.id, stranger)).statusCode).toBe(404);
      expect((await label(order, filed.id, stranger)).statusCode).toBe(404);
    });

    it('ShipX failing at the filing keeps the complaint; the shopper asks again and gets it', async () => {
      const order = await sentOrder();
      fake.failures.create = true;
      let filed: OrderReturn;
      try {
        const res = await complain(order);
        expect(res.statusCode, res.body).toBe(201);
        filed = res.json<OrderReturn>();
        expect(filed.collection ?? null).toBeNull();
        const refused = await collection(order, filed.id);
        expect(refused.statusCode).toBe(502);
      } finally {
        fake.failures.create = false;
      }
      const made = await collection(order, filed.id);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ status: 'created' });
    });

    it('a withdrawal is the consumer’s to send: it has no collection', async () => {
      const order = await sentOrder();
      const res = await app().inject({
        method: 'POST',
        url: `/api/orders/${order.id}/withdrawal`,
        headers: bearer(shopper.token),
        payload: {},
      });
      expect(res.statusCode).toBe(201);
      const withdrawal = res.json<OrderReturn>();
      expect(withdrawal.collection ?? null).toBeNull();
      expect((await collection(order, withdrawal.id)).statusCode).toBe(404);
    });
  },
  { ...SHIPX, ...OPERATOR, ...MANY_UNPAID_ORDERS },
);
