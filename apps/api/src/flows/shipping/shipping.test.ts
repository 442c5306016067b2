// InPost parcels through the running API against the local ShipX stand-in over real HTTP:
// staff create the parcel of a PAID order, the fake's webhooks (or the tracking job) make the
// shop read the parcel back and move the order on, the label comes once InPost confirmed it.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/orders';
import { startFakeShipx } from '../../../../../tools/fakes/shipx.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { ABANDONED_AFTER_MS, holdShipment } from '../../modules/shipments/service.ts';
import { trackShipments, TRACKING } from './shipping.ts';
import {
  adminOrder,
  getOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';

const fake = await startFakeShipx({ token: 'shipx-api-test', organizationId: 777 });
afterAll(() => fake.close());
const SHIPX = {
  SHIPX_TOKEN: 'shipx-api-test',
  SHIPX_ORGANIZATION_ID: '777',
  SHIPX_BASE_URL: fake.url,
};

describeEachDb(
  'orders: InPost shipments',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let updater: TestAccount;
    let reader: TestAccount;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      await app().listen({ host: '127.0.0.1', port: 0 });
      const { port } = app().server.address() as AddressInfo;
      fake.webhookUrl = `http://127.0.0.1:${port}/api/shipx/events`;
      shopper = await makeShopper(app());
      updater = await createStaff(app(), ['UPDATE_ORDERS']);
      reader = await createStaff(app(), ['READ_ORDERS']);
    });

    async function placed(locker = true) {
      const product = await makeProduct(app(), { price: 4_000 });
      return placeOrder(
        app(),
        shopper,
        [{ productId: product, quantity: 1 }],
        locker ? { shippingMethod: 'INPOST_PARCEL_LOCKER', parcelLockerId: 'KRA010' } : {},
      );
    }
    async function paidOrder(locker = true) {
      const order = await placed(locker);
      expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);
      return order.id;
    }
    const postShipment = (id: number, body: object = { parcelSize: 'small' }, who = updater) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/shipment`,
        headers: bearer(who.token),
        payload: body,
      });
    const getLabel = (id: number, who = reader) =>
      app().inject({
        method: 'GET',
        url: `/api/admin/orders/${id}/shipment/label`,
        headers: bearer(who.token),
      });
    /** ShipX's id of the order's parcel, as the shop recorded it. */
    async function shipxIdOf(orderId: number) {
      const [row] = await app()
        .db.select({ shipxId: shipments.shipxId })
        .from(shipments)
        .where(eq(shipments.orderId, orderId));
      return row!.shipxId!;
    }
    /** A PAID order with its parcel created; answers the order id and ShipX's id. */
    async function shipped(locker = true) {
      const id = await paidOrder(locker);
      expect((await postShipment(id)).statusCode).toBe(200);
      return { id, shipxId: await shipxIdOf(id) };
    }
    /** InPost moves the parcel: the fake sets the status and posts its webhook to the shop. */
    async function inpostSays(shipxId: number, status: string) {
      const res = await fetch(`${fake.url}/_control/shipments/${shipxId}/status`, {
        method: 'POST',
        body: JSON.stringify({ status }),
      });
      expect(res.status).toBe(200);
      const { delivery } = (await res.json()) as { delivery: { status: number; body: string } };
      expect(delivery.status).toBe(200);
      return JSON.parse(delivery.body) as { status: string; outcome: string };
    }
    const emailsOf = async (orderId: number) =>
      (
        await app()
          .db.select({ kind: outboxEmails.kind })
          .from(outboxEmails)
          .where(eq(outboxEmails.orderId, orderId))
      )
        .map((row) => row.kind)
        .filter((kind) => kind === 'SHIPPED' || kind === 'DELIVERED');
    const statusHistory = (order: AdminOrder) =>
      order.history
        // The order's first entry (placed) is not InPost's.
        .filter((event) => event.kind === 'STATUS' && event.fromStatus !== null)
        .map((event) => ({
          from: event.fromStatus,
          to: event.toStatus,
          actorId: event.actorId,
          note: event.note,
        }));

    describe('POST /api/admin/orders/:id/shipment', () => {
      it('creates the locker parcel of a PAID order in ShipX and records who did', async () => {
        const id = await paidOrder();
        const res = await postShipment(id, { parcelSize: 'medium' });
        expect(res.statusCode).toBe(200);
        const order = res.json<AdminOrder>();
        expect(order.status).toBe('PAID');
        expect(order.shipment).toMatchObject({
          service: 'inpost_locker_standard',
          parcelSize: 'medium',
          status: 'created',
          trackingNumber: null,
          trackingUrl: null,
        });
        expect(order.history.at(-1)).toMatchObject({
          kind: 'SHIPMENT',
          actorId: updater.user.id,
          actorEmail: updater.user.email,
          note: expect.stringContaining('paczkomat KRA010'),
        });
        const request = fake.shipments.get(await shipxIdOf(id))!.request;
        expect(request).toMatchObject({
          service: 'inpost_locker_standard',
          receiver: {
            first_name: 'Jan',
            last_name: 'Kowalski',
            email: shopper.user.email,
            phone: shopper.user.phone!.replace('+48', ''),
          },
          parcels: { template: 'medium' },
          custom_attributes: { target_point: 'KRA010' },
        });
        // The shopper sees the parcel on their order too.
        expect((await getOrder(app(), shopper, id)).shipment).toMatchObject({ status: 'created' });
      });

      it('sends a courier parcel to the order address', async () => {
        const { shipxId } = await shipped(false);
        expect(fake.shipments.get(shipxId)!.request).toMatchObject({
          service: 'inpost_courier_standard',
          receiver: {
            address: { street: 'Długa', building_number: '1', city: 'Kraków', post_code: '30-001' },
          },
          parcels: [{ dimensions: { height: 80, unit: 'mm' }, weight: { amount: 5, unit: 'kg' } }],
        });
      });

      it('needs UPDATE_ORDERS and a parcel size', async () => {
        const id = await paidOrder();
        expect(
          (await app().inject({ method: 'POST', url: `/api/admin/orders/${id}/shipment` }))
            .statusCode,
        ).toBe(401);
        expect((await postShipment(id, { parcelSize: 'small' }, reader)).statusCode).toBe(403);
        const res = await postShipment(id, { parcelSize: 'huge' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('Wybierz gabaryt paczki');
      });

      it('refuses unpaid, cancelled and unknown orders and a second parcel', async () => {
        const before = fake.shipments.size;
        const pending = await placed();
        const res = await postShipment(pending.id);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'OrderNotPaidException',
          message: expect.stringContaining('opłaconego'),
        });

        const cancelled = await paidOrder();
        const cancel = await app().inject({
          method: 'POST',
          url: `/api/admin/orders/${cancelled}/status`,
          headers: bearer(updater.token),
          payload: { status: 'CANCELLED' },
        });
        expect(cancel.statusCode).toBe(200);
        expect((await postShipment(cancelled)).json().code).toBe('OrderNotPaidException');
        expect((await postShipment(2_000_000_000)).statusCode).toBe(404);
        expect(fake.shipments.size).toBe(before);

        const { id } = await shipped();
        const again = await postShipment(id);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          code: 'ShipmentAlreadyExistsException',
          message: 'To zamówienie ma już przesyłkę InPost',
        });
        expect(fake.shipments.size).toBe(before + 1);
      });

      it('waits for a parcel being created, and replaces one whose request died', async () => {
        const id = await paidOrder();
        const parcel = {
          orderId: id,
          service: 'inpost_locker_standard' as const,
          parcelSize: 'small' as const,
          targetPoint: 'KRA010',
        };
        // Another request holds the order's place and is asking ShipX right now.
        await holdShipment(app().db, parcel, updater.user.id, ctx().clock.now());
        const busy = await postShipment(id);
        expect(busy.statusCode).toBe(409);
        expect(busy.json()).toMatchObject({
          code: 'ShipmentInProgressException',
          message: 'Przesyłka InPost dla tego zamówienia jest właśnie tworzona',
        });
        expect((await adminOrder(app(), id)).shipment).toBeNull();

        ctx().clock.advance(ABANDONED_AFTER_MS + MINUTE);
        const res = await postShipment(id);
        expect(res.statusCode).toBe(200);
        expect(res.json<AdminOrder>().shipment?.status).toBe('created');
      });

      it("passes ShipX's refusal on in Polish and keeps nothing, so staff can try again", async () => {
        const id = await paidOrder();
        fake.unknownPoints.add('KRA010');
        try {
          const res = await postShipment(id);
          expect(res.statusCode).toBe(422);
          expect(res.json().message).toBe('InPost odrzucił przesyłkę: paczkomat: nie istnieje');
        } finally {
          fake.unknownPoints.delete('KRA010');
        }
        const [row] = await app().db.select().from(shipments).where(eq(shipments.orderId, id));
        expect(row).toBeUndefined();
        expect((await adminOrder(app(), id)).history.map((e) => e.kind)).not.toContain('SHIPMENT');
        expect((await postShipment(id)).statusCode).toBe(200);
      });
    });

    describe('GET /api/admin/orders/:id/shipment/label', () => {
      it('answers 409 until InPost confirms, then the PDF, with the tracking number', async () => {
        const { id, shipxId } = await shipped();
        // InPost is still buying the label: a read back finds it unconfirmed.
        fake.setStatus(shipxId, 'offer_selected');
        const early = await getLabel(id);
        expect(early.statusCode).toBe(409);
        expect(early.json()).toMatchObject({
          code: 'LabelNotReadyException',
          message: expect.stringContaining('etykieta będzie dostępna za chwilę'),
        });

        fake.setStatus(shipxId, 'confirmed');
        const res = await getLabel(id);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="etykieta-zamowienie-${id}.pdf"`,
        );
        expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const order = await adminOrder(app(), id);
        const number = fake.shipments.get(shipxId)!.trackingNumber!;
        expect(order.shipment).toMatchObject({
          status: 'confirmed',
          trackingNumber: number,
          trackingUrl: `https://inpost.pl/sledzenie-przesylek?number=${number}`,
        });
        expect(order.history.at(-1)).toMatchObject({
          kind: 'SHIPMENT',
          actorId: null,
          note: `InPost potwierdził przesyłkę, numer ${number}`,
        });
        expect(order.status).toBe('PAID');
      });

      it('needs READ_ORDERS and a parcel', async () => {
        const id = await paidOrder();
        expect((await getLabel(id, updater)).statusCode).toBe(403);
        const res = await getLabel(id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('To zamówienie nie ma przesyłki InPost');
      });
    });

    describe('what InPost reports', () => {
      it('ships the order once InPost has the parcel and delivers it, each once', async () => {
        const { id, shipxId } = await shipped();
        expect(await inpostSays(shipxId, 'confirmed')).toEqual({
          status: 'OK',
          outcome: 'APPLIED',
        });
        expect((await adminOrder(app(), id)).status).toBe('PAID');

        await inpostSays(shipxId, 'taken_by_courier');
        let order = await adminOrder(app(), id);
        expect(order.status).toBe('SHIPPED');
        expect(order.shipment?.status).toBe('taken_by_courier');
        expect(await emailsOf(id)).toEqual(['SHIPPED']);

        await inpostSays(shipxId, 'ready_to_pickup');
        expect((await adminOrder(app(), id)).status).toBe('SHIPPED');
        await inpostSays(shipxId, 'delivered');
        order = await adminOrder(app(), id);
        expect(order.status).toBe('DELIVERED');
        expect(statusHistory(order)).toEqual([
          {
            from: 'PAID',
            to: 'SHIPPED',
            actorId: null,
            note: 'InPost: paczka nadana (status taken_by_courier)',
          },
          { from: 'SHIPPED', to: 'DELIVERED', actorId: null, note: 'InPost: paczka doręczona' },
        ]);
        expect(await emailsOf(id)).toEqual(['SHIPPED', 'DELIVERED']);

        // InPost repeats its webhook: nothing changes.
        const history = order.history.length;
        expect((await fake.notify(shipxId)).status).toBe(200);
        expect((await adminOrder(app(), id)).history).toHaveLength(history);
        expect(await emailsOf(id)).toEqual(['SHIPPED', 'DELIVERED']);
      });

      it('records both steps when the first news is the delivery, with one e-mail', async () => {
        const { id, shipxId } = await shipped();
        await inpostSays(shipxId, 'delivered');
        const order = await adminOrder(app(), id);
        expect(order.status).toBe('DELIVERED');
        expect(statusHistory(order).map(({ from, to }) => `${from}->${to}`)).toEqual([
          'PAID->SHIPPED',
          'SHIPPED->DELIVERED',
        ]);
        expect(await emailsOf(id)).toEqual(['DELIVERED']);
      });

      it('never moves an order back, nor a cancelled one', async () => {
        const delivered = await shipped();
        await inpostSays(delivered.shipxId, 'delivered');
        // An older status read late (or InPost's own correction) does not undo the delivery.
        await inpostSays(delivered.shipxId, 'out_for_delivery');
        const order = await adminOrder(app(), delivered.id);
        expect(order.status).toBe('DELIVERED');
        expect(order.shipment?.status).toBe('delivered');

        const cancelled = await shipped();
        const cancel = await app().inject({
          method: 'POST',
          url: `/api/admin/orders/${cancelled.id}/status`,
          headers: bearer(updater.token),
          payload: { status: 'CANCELLED' },
        });
        expect(cancel.statusCode).toBe(200);
        await inpostSays(cancelled.shipxId, 'taken_by_courier');
        const after = await adminOrder(app(), cancelled.id);
        expect(after.status).toBe('CANCELLED');
        expect(after.shipment?.status).toBe('taken_by_courier');
      });

      it("does not believe a webhook's status: the shipment is read back", async () => {
        const { id, shipxId } = await shipped();
        fake.setStatus(shipxId, 'confirmed');
        const forged = await app().inject({
          method: 'POST',
          url: '/api/shipx/events',
          payload: {
            event: 'shipment_status_changed',
            payload: { shipment_id: shipxId, status: 'delivered', tracking_number: '1' },
          },
        });
        expect(forged.json()).toEqual({ status: 'OK', outcome: 'APPLIED' });
        const order = await adminOrder(app(), id);
        expect(order.status).toBe('PAID');
        expect(order.shipment?.status).toBe('confirmed');
        expect(order.shipment?.trackingNumber).toBe(fake.shipments.get(shipxId)!.trackingNumber);
      });

      it('ignores shipments it did not make and bodies without one', async () => {
        const post = (payload: unknown) =>
          app().inject({ method: 'POST', url: '/api/shipx/events', payload: payload as object });
        expect((await post({ payload: { shipment_id: 987_654_321 } })).json()).toEqual({
          status: 'OK',
          outcome: 'UNKNOWN',
        });
        expect(
          (await post({ action: 'shipment_status_changed', payload: { shipment_id: '5' } })).json()
            .outcome,
        ).toBe('UNKNOWN');
        for (const body of [{}, { payload: { shipment_id: 'abc' } }, [1, 2]]) {
          expect((await post(body)).json()).toEqual({ status: 'OK', outcome: 'IGNORED' });
        }
        // InPost checks the address with a GET when it is entered.
        expect((await app().inject({ method: 'GET', url: '/api/shipx/events' })).statusCode).toBe(
          200,
        );
      });

      it('reads parcels back without webhooks every interval (the tracking job)', async () => {
        const { id, shipxId } = await shipped();
        fake.setStatus(shipxId, 'collected_from_sender');
        const failures: unknown[] = [];
        const round = () =>
          trackShipments(app().db, app().shipx!, ctx().clock.now(), (error) =>
            failures.push(error),
          );
        // Read when it was created: not due yet.
        await round();
        expect((await adminOrder(app(), id)).status).toBe('PAID');

        ctx().clock.advance(TRACKING.intervalMs + MINUTE);
        expect(await round()).toBeGreaterThan(0);
        expect(failures).toEqual([]);
        expect((await adminOrder(app(), id)).status).toBe('SHIPPED');
        expect(await emailsOf(id)).toEqual(['SHIPPED']);
        // Just read: the next round leaves it alone.
        fake.setStatus(shipxId, 'delivered');
        await round();
        expect((await adminOrder(app(), id)).status).toBe('SHIPPED');
        ctx().clock.advance(TRACKING.intervalMs + MINUTE);
        await round();
        expect((await adminOrder(app(), id)).status).toBe('DELIVERED');
      });
    });

    it('makes one parcel when staff click at once (PostgreSQL)', async () => {
      if (ctx().kind !== 'postgres') return;
      const id = await paidOrder();
      const before = fake.shipments.size;
      const answers = await Promise.all(Array.from({ length: 6 }, () => postShipment(id)));
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
      expect(fake.shipments.size).toBe(before + 1);
      const rows = await app().db.select().from(shipments).where(eq(shipments.orderId, id));
      expect(rows).toHaveLength(1);
      expect(fake.shipments.get(rows[0]!.shipxId!)!.request.reference).toBe(`Zamówienie ${id}`);
    });
  },
  { ...SHIPX, ...MANY_UNPAID_ORDERS },
);

describeEachDb('orders: InPost shipments without ShipX settings', (ctx) => {
  const app = () => ctx().app;

  it('says shipments are not configured, and staff still ship by hand', async () => {
    const shopper = await makeShopper(app());
    const staff = await createStaff(app(), ['UPDATE_ORDERS', 'READ_ORDERS']);
    const product = await makeProduct(app());
    const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
    expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);

    const res = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/shipment`,
      headers: bearer(staff.token),
      payload: { parcelSize: 'small' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ShipmentsNotConfiguredException',
      message: expect.stringContaining('Sklep nie ma podłączonych wysyłek InPost'),
    });
    const label = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/shipment/label`,
      headers: bearer(staff.token),
    });
    expect(label.statusCode).toBe(409);
    const webhook = await app().inject({
      method: 'POST',
      url: '/api/shipx/events',
      payload: { payload: { shipment_id: 1 } },
    });
    expect(webhook.json()).toEqual({ status: 'OK', outcome: 'IGNORED' });

    const byHand = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: bearer(staff.token),
      payload: { status: 'SHIPPED' },
    });
    expect(byHand.statusCode).toBe(200);
    expect(byHand.json<AdminOrder>()).toMatchObject({ status: 'SHIPPED', shipment: null });
  });
});
