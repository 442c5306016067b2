// The reminder to pay (issue 45): one e-mail for an order still unpaid 10 minutes before its
// 30-minute reservation ends, saying when it ends and what happens then; none for an order paid
// before, or paid between queueing and sending; once, however many sweeps run at once.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  makeProduct,
  makeShopper,
  MINUTE,
  payInSimulator,
  placeOrder,
} from '../../test/order-fixtures.ts';
import { sentMailsTo } from '../../test/sent-mails.ts';
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { queuePaymentReminders } from './payment-reminders.ts';

describeEachDb('orders: the reminder to pay', (ctx) => {
  const app = () => ctx().app;

  beforeAll(() => {
    ctx().clock.set(new Date());
  });

  /** A new shopper's order of one piece, placed now. */
  async function newOrder() {
    const shopper = await makeShopper(app());
    const product = await makeProduct(app(), { stock: 1 });
    const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
    return { shopper, ...order, expiresAt: new Date(ctx().clock.now().getTime() + 30 * MINUTE) };
  }
  const remindersOf = (orderId: number) =>
    app()
      .db.select()
      .from(outboxEmails)
      .where(eq(outboxEmails.orderId, orderId))
      .then((rows) => rows.filter((row) => row.kind === 'PAYMENT_REMINDER'));
  const sweep = () => queuePaymentReminders(app().db, ctx().clock.now());
  const mailsOf = (email: string) => sentMailsTo(ctx().config.dataDir, email);

  it('goes once, 10 minutes before the reservation ends, with its end and a way to pay', async () => {
    const order = await newOrder();
    await sendOutbox(app()); // the order's confirmation
    ctx().clock.advance(20 * MINUTE - 1_000);
    await sweep();
    expect(await remindersOf(order.id)).toEqual([]);

    ctx().clock.advance(1_000);
    await sweep();
    await sweep();
    expect(await remindersOf(order.id)).toHaveLength(1);
    await sendOutbox(app());
    const mails = await mailsOf(order.shopper.user.email);
    const reminder = mails.find((mail) => mail.subject?.includes('czeka na płatność'));
    expect(reminder?.subject).toBe(
      `Zamówienie nr ${order.id} czeka na płatność – rezerwacja do ${formatDayAndTime(order.expiresAt.toISOString())}`,
    );
    expect(reminder?.text).toContain(
      'Jeśli do tego czasu nie otrzymamy płatności, rezerwacja wygaśnie, zamówienie zostanie anulowane, a produkty wrócą do sprzedaży.',
    );
    expect(reminder?.html).toContain(order.paymentUrl.replaceAll('&', '&amp;'));
    // The confirmation threatened nothing: only the reminder speaks of cancelling.
    const confirmation = mails.find(
      (mail) => mail.subject === `Dziękujemy za zamówienie nr ${order.id}`,
    );
    expect(confirmation?.text).not.toMatch(/anulowan/);

    ctx().clock.advance(5 * MINUTE);
    await sweep();
    expect(await remindersOf(order.id)).toHaveLength(1);
  });

  it('is not queued for an order paid before it is due', async () => {
    const order = await newOrder();
    expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBeLessThan(400);
    ctx().clock.advance(25 * MINUTE);
    await sweep();
    expect(await remindersOf(order.id)).toEqual([]);
    ctx().clock.advance(-25 * MINUTE);
  });

  it('is not sent for an order paid between queueing and sending, and leaves the outbox', async () => {
    const order = await newOrder();
    ctx().clock.advance(21 * MINUTE);
    await sweep();
    expect(await remindersOf(order.id)).toHaveLength(1);
    expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBeLessThan(400);
    const report = await sendOutbox(app());
    expect(report.withdrawn).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(order.id)).toEqual([]);
    const subjects = (await mailsOf(order.shopper.user.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject?.includes('czeka na płatność'))).toBe(false);
    ctx().clock.advance(-21 * MINUTE);
  });

  it('is queued once when many sweeps run at the same moment', async () => {
    const order = await newOrder();
    ctx().clock.advance(22 * MINUTE);
    await Promise.all(Array.from({ length: 6 }, sweep));
    expect(await remindersOf(order.id)).toHaveLength(1);
    ctx().clock.advance(-22 * MINUTE);
  });
});
