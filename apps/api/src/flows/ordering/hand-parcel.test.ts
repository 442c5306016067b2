import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/audit';
import type { AdminOrder, Order } from '@shop/shared/orders';
import { outboxEmails } from '../../db/schema/mail.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  getOrder,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';

describeEachDb('parcels without ShipX', (ctx) => {
  const app = () => ctx().app;
  let shopper: Shopper;
  let updater: TestAccount;

  beforeAll(async () => {
    shopper = await makeShopper(app());
    updater = await createStaff(app(), ['UPDATE_ORDERS', 'READ_ORDERS']);
  });

  async function paidOrder() {
    const product = await makeProduct(app(), { price: 2_500 });
    const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
    expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);
    return order.id;
  }
  const ship = (id: number, body: object) =>
    app().inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: bearer(updater.token),
      payload: { status: 'SHIPPED', ...body },
    });

  it('marking shipped with a carrier and number records the parcel the shopper and the e-mail see', async () => {
    const id = await paidOrder();
    const res = await ship(id, { carrier: 'DPD', trackingNumber: ' 0000 1234 5678 9u ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrder>().shipment).toMatchObject({
      carrier: 'DPD',
      service: null,
      parcelSize: null,
      status: 'HANDED_OVER',
      trackingNumber: '0000123456789U',
      trackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U',
    });
    const seen: Order = await getOrder(app(), shopper, id);
    expect(seen.status).toBe('SHIPPED');
    expect(seen.shipment?.trackingUrl).toContain('tracktrace.dpd.com.pl');
    const emails = await app().db.select().from(outboxEmails).where(eq(outboxEmails.orderId, id));
    expect(emails.map((email) => email.kind)).toContain('SHIPPED');

    const trail = await app().inject({
      url: `/api/admin/audit?entity=order&id=${id}`,
      headers: bearer(updater.token),
    });
    const entry = trail.json<{ items: AuditEntry[] }>().items[0]!;
    expect(entry.changes).toContainEqual({
      field: 'parcel',
      old: null,
      new: 'DPD, numer 0000123456789U',
    });
  });

  it('another carrier gives its own tracking page; without one, the number alone', async () => {
    const withPage = await ship(await paidOrder(), {
      carrier: 'OTHER',
      trackingNumber: 'AB-123456',
      trackingUrl: 'https://kurier.example.pl/sledz/AB-123456',
    });
    expect(withPage.json<AdminOrder>().shipment?.trackingUrl).toBe(
      'https://kurier.example.pl/sledz/AB-123456',
    );
    const without = await ship(await paidOrder(), {
      carrier: 'OTHER',
      trackingNumber: 'XY-987654',
    });
    expect(without.json<AdminOrder>().shipment).toMatchObject({
      trackingNumber: 'XY-987654',
      trackingUrl: null,
    });
  });

  it('refuses half a parcel, a page for a known carrier, a parcel on delivery, with Polish messages', async () => {
    const id = await paidOrder();
    const cases: [object, string][] = [
      [{ carrier: 'DPD' }, 'Podaj numer przesyłki'],
      [{ trackingNumber: '123456789' }, 'Wybierz przewoźnika'],
      [{ carrier: 'KOLEJ', trackingNumber: '123456789' }, 'Wybierz przewoźnika'],
      [{ carrier: 'DPD', trackingNumber: '12' }, 'od 6 do 40 liter'],
      [
        { carrier: 'DPD', trackingNumber: '123456789', trackingUrl: 'https://dpd.example/x' },
        'tylko dla innego przewoźnika',
      ],
      [
        { carrier: 'OTHER', trackingNumber: '123456789', trackingUrl: 'http://kurier.example/x' },
        'zaczynający się od https://',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ship(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const delivered = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: bearer(updater.token),
      payload: { status: 'DELIVERED', carrier: 'DPD', trackingNumber: '123456789' },
    });
    expect(delivered.statusCode).toBe(400);
    // Nothing of it was kept: the order is still paid, without a parcel.
    const order: Order = await getOrder(app(), shopper, id);
    expect(order.status).toBe('PAID');
    expect(order.shipment).toBeNull();
  });
});
