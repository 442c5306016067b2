// An order moves only as LIFECYCLE allows, and every move writes its history entry with it: a
// move it forbids (a delivered order cancelled, a cancelled one shipped) throws and writes
// nothing; a late payment takes an expired order back with its cancellation cleared.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shop/shared/enums';
import { orderEvents } from '../../db/schema/orders.ts';
import { describeEachDb } from '../../test/harness.ts';
import { makeProduct, makeShopper, placeOrder, type Shopper } from '../../test/order-fixtures.ts';
import { IllegalOrderMove, LIFECYCLE } from './lifecycle.ts';
import * as orders from './service.ts';

describeEachDb('orders: the lifecycle verbs', (ctx) => {
  let shopper: Shopper;
  const app = () => ctx().app;

  beforeAll(async () => {
    ctx().clock.set(new Date());
    shopper = await makeShopper(app());
  });

  const newOrder = async () => {
    const product = await makeProduct(app(), { stock: 1 });
    const { id } = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
    return id;
  };
  /** Runs `step` on the order locked in a transaction, as every flow does. */
  const onOrder = <T>(
    id: number,
    step: (tx: Parameters<typeof orders.lockOrder>[0], order: orders.OrderRow) => Promise<T>,
  ) => app().db.transaction(async (tx) => step(tx, (await orders.lockOrder(tx, id))!));
  const history = (id: number) =>
    app()
      .db.select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id));
  const now = () => ctx().clock.now();

  it('names a next status for every status, and none leads back to PENDING', () => {
    expect(Object.keys(LIFECYCLE).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const next of Object.values(LIFECYCLE)) expect(next).not.toContain('PENDING');
  });

  it('paid, shipped, delivered: each move with its history entry, by whom', async () => {
    const id = await newOrder();
    const actor = { id: shopper.user.id, email: shopper.user.email };
    await onOrder(id, (tx, order) =>
      orders.orderPaid(tx, order, { transactionId: 7, note: 'Płatność przyjęta', now: now() }),
    );
    await onOrder(id, (tx, order) =>
      orders.orderShipped(tx, order, { note: 'Nadana', now: now(), actor }),
    );
    const delivered = await onOrder(id, (tx, order) =>
      orders.orderDelivered(tx, order, { note: null, now: now() }),
    );
    expect(delivered).toMatchObject({ status: 'DELIVERED', paymentTransactionId: 7 });
    const moves = (await history(id))
      .slice(1)
      .map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorEmail]);
    expect(moves).toEqual([
      ['PAYMENT', 'PENDING', 'PAID', null],
      ['STATUS', 'PAID', 'SHIPPED', shopper.user.email],
      ['STATUS', 'SHIPPED', 'DELIVERED', null],
    ]);
  });

  it('refuses a move LIFECYCLE forbids and writes nothing', async () => {
    const id = await newOrder();
    const before = await history(id);
    await expect(
      onOrder(id, (tx, order) => orders.orderShipped(tx, order, { note: null, now: now() })),
    ).rejects.toBeInstanceOf(IllegalOrderMove);
    await onOrder(id, (tx, order) =>
      orders.orderCancelled(tx, order, { reason: 'STAFF', note: null, now: now() }),
    );
    await expect(
      onOrder(id, (tx, order) => orders.orderDelivered(tx, order, { note: null, now: now() })),
    ).rejects.toThrow(`order ${id} cannot move from CANCELLED to DELIVERED`);
    const after = await history(id);
    expect(after).toHaveLength(before.length + 1);
    expect((await onOrder(id, async (_tx, order) => order)).status).toBe('CANCELLED');
  });

  it('a late payment takes an expired order back and clears its cancellation', async () => {
    const id = await newOrder();
    const cancelled = await onOrder(id, (tx, order) =>
      orders.orderCancelled(tx, order, {
        reason: 'EXPIRED',
        note: 'Rezerwacja wygasła',
        now: now(),
      }),
    );
    expect(cancelled).toMatchObject({ cancelReason: 'EXPIRED', refundRequired: false });
    const paid = await onOrder(id, (tx, order) =>
      orders.orderPaid(tx, order, {
        transactionId: 9,
        note: 'Płatność po wygaśnięciu',
        now: now(),
      }),
    );
    expect(paid).toMatchObject({ status: 'PAID', cancelReason: null, cancelledAt: null });
  });
});
