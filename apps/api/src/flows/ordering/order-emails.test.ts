// Which order changes queue which e-mail: exactly one outbox row, written in the change's own
// transaction (so none for a refused change, and no change without its e-mail).
import { beforeAll, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/mail.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { expireOrders } from './expiry.ts';
import {
  adminOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  orderBody,
  payInSimulator,
  placeOrder,
  postOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';

describeEachDb(
  'orders: e-mails queued with each change',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let updater: TestAccount;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
      updater = await createStaff(app(), ['UPDATE_ORDERS']);
    });

    const emailsOf = (orderId: number) =>
      app()
        .db.select()
        .from(outboxEmails)
        .where(eq(outboxEmails.orderId, orderId))
        .orderBy(asc(outboxEmails.id));
    const kindsOf = async (orderId: number) => (await emailsOf(orderId)).map((e) => e.kind);
    const allEmails = async () => (await app().db.select({ n: count() }).from(outboxEmails))[0]!.n;
    const newOrder = async (stock = 2) => {
      const product = await makeProduct(app(), { price: 3_000, stock });
      return placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
    };
    const setStatus = (id: number, status: string) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: bearer(updater.token),
        payload: { status },
      });

    it('placing an order queues PLACED for the shopper, due at once', async () => {
      const { id } = await newOrder();
      const [email, ...more] = await emailsOf(id);
      expect(more).toEqual([]);
      expect(email).toMatchObject({
        kind: 'PLACED',
        recipient: shopper.user.email,
        data: {},
        attempts: 0,
        createdAt: ctx().clock.now(),
        nextAttemptAt: ctx().clock.now(),
        sentAt: null,
        lastError: null,
      });
    });

    it('a batch queues PLACED for the orders it placed and none for those it refused', async () => {
      const single = await makeProduct(app(), { stock: 1 });
      const other = await makeProduct(app(), { stock: 1 });
      const shoppers = await Promise.all([0, 1, 2, 3].map(() => makeShopper(app())));
      const before = await allEmails();
      const answers = await Promise.all([
        ...shoppers
          .slice(0, 3)
          .map((s) => postOrder(app(), s, orderBody(s, [{ productId: single, quantity: 1 }]))),
        postOrder(
          app(),
          shoppers[3]!,
          orderBody(shoppers[3]!, [{ productId: other, quantity: 1 }]),
        ),
      ]);
      const placed = answers.filter((res) => res.statusCode === 201).map((res) => res.json().id);
      expect(placed).toHaveLength(2);
      expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(2);
      expect(await allEmails()).toBe(before + 2);
      for (const id of placed) expect(await kindsOf(id)).toEqual(['PLACED']);
    });

    it('paying queues PAID once; a replayed or refused payment queues nothing', async () => {
      const { id, paymentUrl } = await newOrder();
      expect((await payInSimulator(app(), paymentUrl)).statusCode).toBe(303);
      expect(await kindsOf(id)).toEqual(['PLACED', 'PAID']);
      await payInSimulator(app(), paymentUrl);
      expect(await kindsOf(id)).toEqual(['PLACED', 'PAID']);

      // Paid after staff cancelled it: the order stays cancelled (the money goes back), no
      // "paid" e-mail.
      const cancelled = await newOrder();
      expect((await setStatus(cancelled.id, 'CANCELLED')).statusCode).toBe(200);
      await payInSimulator(app(), cancelled.paymentUrl);
      expect(await adminOrder(app(), cancelled.id)).toMatchObject({
        status: 'CANCELLED',
        paidAt: ctx().clock.now().toISOString(),
      });
      expect(await kindsOf(cancelled.id)).not.toContain('PAID');
    });

    it('staff cancelling queues CANCELLED; a refused transition queues nothing', async () => {
      const { id } = await newOrder();
      expect((await setStatus(id, 'CANCELLED')).statusCode).toBe(200);
      expect(await kindsOf(id)).toEqual(['PLACED', 'CANCELLED']);
      expect((await setStatus(id, 'CANCELLED')).statusCode).toBe(409);
      expect((await setStatus(id, 'SHIPPED')).statusCode).toBe(409);
      expect(await kindsOf(id)).toEqual(['PLACED', 'CANCELLED']);
    });

    it('staff sending and delivering by hand queue SHIPPED, then DELIVERED', async () => {
      const { id, paymentUrl } = await newOrder();
      await payInSimulator(app(), paymentUrl);
      expect((await setStatus(id, 'SHIPPED')).statusCode).toBe(200);
      expect((await setStatus(id, 'DELIVERED')).statusCode).toBe(200);
      expect(await kindsOf(id)).toEqual(['PLACED', 'PAID', 'SHIPPED', 'DELIVERED']);
    });

    it('the e-mail is part of the change: when it cannot be queued, nothing changes', async () => {
      const { id } = await newOrder();
      // New CANCELLED rows are refused from now on (NOT VALID: earlier rows are not checked).
      await app().db.execute(
        sql`ALTER TABLE outbox_emails ADD CONSTRAINT test_no_cancelled CHECK (kind <> 'CANCELLED') NOT VALID`,
      );
      try {
        expect((await setStatus(id, 'CANCELLED')).statusCode).toBe(500);
      } finally {
        await app().db.execute(sql`ALTER TABLE outbox_emails DROP CONSTRAINT test_no_cancelled`);
      }
      const order = await adminOrder(app(), id);
      expect(order.status).toBe('PENDING');
      expect(order.history.map((e) => e.toStatus)).toEqual(['PENDING']);
      expect(await kindsOf(id)).toEqual(['PLACED']);
    });

    it('expiry queues EXPIRED once per order; paying afterwards queues PAID', async () => {
      const first = await newOrder();
      const second = await newOrder();
      ctx().clock.advance(31 * MINUTE);
      const expiredAt = ctx().clock.now();
      expect(await expireOrders(app().db, expiredAt)).toBeGreaterThanOrEqual(2);
      expect(await expireOrders(app().db, expiredAt)).toBe(0);
      for (const { id } of [first, second]) {
        const emails = await emailsOf(id);
        expect(emails.map((e) => e.kind)).toEqual(['PLACED', 'EXPIRED']);
        expect(emails[1]).toMatchObject({ recipient: shopper.user.email, createdAt: expiredAt });
      }
      await payInSimulator(app(), first.paymentUrl);
      expect((await adminOrder(app(), first.id)).status).toBe('PAID');
      expect(await kindsOf(first.id)).toEqual(['PLACED', 'EXPIRED', 'PAID']);
    });
  },
  MANY_UNPAID_ORDERS,
);
