// The e-mail outbox against a real SMTP server: e-mails queued while the server is down wait
// with their error and back-off, survive a restart and go out exactly once when it is back;
// the started job picks up a new e-mail by itself; two replicas never send one e-mail twice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { buildApp, type App } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { outboxEmails } from '../db/schema/mail.ts';
import { queueOrderEmail } from '../modules/mail/service.ts';
import { startSmtpServer, type TestSmtpServer } from '../modules/mail/test-smtp-server.ts';
import {
  addInvoiceDetails,
  adminOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../test/order-fixtures.ts';
import { bearer, createStaff } from '../test/accounts.ts';
import { createTestContext, dbKinds, type TestContext } from '../test/harness.ts';
import { sendOutbox, startOutboxJob } from './outbox.ts';

const SECOND = 1_000;
type Context = Awaited<ReturnType<typeof createTestContext>>;

/** An order of one product, placed (PLACED is queued with it). */
async function newOrder(app: App, shopper: Shopper, extra: Record<string, unknown> = {}) {
  const product = await makeProduct(app, { price: 4_999, stock: 3 });
  return placeOrder(app, shopper, [{ productId: product, quantity: 1 }], extra);
}

const rowsOf = (app: App, orderIds: number[]) =>
  app.db
    .select()
    .from(outboxEmails)
    .where(inArray(outboxEmails.orderId, orderIds))
    .orderBy(asc(outboxEmails.id));

const subjectsOf = (mails: ParsedMail[], orderIds: number[]) =>
  mails
    .map((mail) => mail.subject ?? '')
    .filter((subject) => orderIds.some((id) => subject.includes(`nr ${id}`)));

for (const kind of dbKinds) {
  describe(`outbox job over SMTP [${kind}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: Context;
    let shopper: Shopper;
    const app = () => ctx.app;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestContext(kind, { SMTP_URL: smtp.url, ...MANY_UNPAID_ORDERS });
      ctx.clock.set(new Date());
      shopper = await makeShopper(app());
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
      await smtp?.stop();
    });

    it('keeps e-mails while the server is down, retries with back-off, sends each once when it is back', async () => {
      const staff = await createStaff(app(), ['UPDATE_ORDERS']);
      await smtp.stop();

      const placed = await newOrder(app(), shopper);
      const paid = await newOrder(app(), shopper);
      expect((await payInSimulator(app(), paid.paymentUrl)).statusCode).toBe(303);
      const cancelled = await newOrder(app(), shopper);
      const cancel = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${cancelled.id}/status`,
        headers: bearer(staff.token),
        payload: { status: 'CANCELLED' },
      });
      expect(cancel.statusCode).toBe(200);
      // Paid with invoice details: its VAT invoice is issued and e-mailed too.
      const invoiced = await newOrder(app(), shopper, {
        invoiceDetailsId: await addInvoiceDetails(app(), shopper),
      });
      expect((await payInSimulator(app(), invoiced.paymentUrl)).statusCode).toBe(303);
      const [invoice] = (await adminOrder(app(), invoiced.id)).invoices;
      expect(invoice).toBeDefined();
      const ids = [placed.id, paid.id, cancelled.id, invoiced.id];
      const queuedAt = ctx.clock.now();

      // Down: every attempt fails and is recorded, the e-mails wait 30 s.
      expect(await sendOutbox(app())).toEqual({ sent: 0, failed: 8, deferred: 0, withdrawn: 0 });
      let rows = await rowsOf(app(), ids);
      expect(rows).toHaveLength(8);
      for (const row of rows) {
        expect(row).toMatchObject({
          attempts: 1,
          sentAt: null,
          lockedUntil: null,
          claimToken: null,
        });
        expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
        expect(row.nextAttemptAt).toEqual(new Date(queuedAt.getTime() + 30 * SECOND));
      }
      // Not due yet: nothing is tried.
      expect(await sendOutbox(app())).toEqual({ sent: 0, failed: 0, deferred: 0, withdrawn: 0 });

      // Still down 30 s later: the second failure waits twice as long.
      ctx.clock.advance(30 * SECOND);
      expect(await sendOutbox(app())).toEqual({ sent: 0, failed: 8, deferred: 0, withdrawn: 0 });
      rows = await rowsOf(app(), ids);
      for (const row of rows) {
        expect(row.attempts).toBe(2);
        expect(row.nextAttemptAt).toEqual(new Date(ctx.clock.now().getTime() + 60 * SECOND));
      }

      // The server is back; a restarted shop (a new app on the same database) sends them once
      // their time comes.
      await smtp.start();
      const restarted = await buildApp({
        config: ctx.config,
        database: ctx.database,
        clock: ctx.clock,
      });
      try {
        expect(await sendOutbox(restarted)).toEqual({
          sent: 0,
          failed: 0,
          deferred: 0,
          withdrawn: 0,
        });
        ctx.clock.advance(60 * SECOND);
        expect(await sendOutbox(restarted)).toEqual({
          sent: 8,
          failed: 0,
          deferred: 0,
          withdrawn: 0,
        });
        ctx.clock.advance(3600 * SECOND);
        expect(await sendOutbox(restarted)).toEqual({
          sent: 0,
          failed: 0,
          deferred: 0,
          withdrawn: 0,
        });
      } finally {
        await restarted.close();
      }

      expect(subjectsOf(smtp.received, ids).sort()).toEqual(
        [
          `Dziękujemy za zamówienie nr ${placed.id}`,
          `Dziękujemy za zamówienie nr ${paid.id}`,
          `Zamówienie nr ${paid.id} zostało opłacone`,
          `Dziękujemy za zamówienie nr ${cancelled.id}`,
          `Zamówienie nr ${cancelled.id} zostało anulowane`,
          `Dziękujemy za zamówienie nr ${invoiced.id}`,
          `Zamówienie nr ${invoiced.id} zostało opłacone`,
          `Faktura VAT nr ${invoice!.number} do zamówienia nr ${invoiced.id}`,
        ].sort(),
      );
      const invoiceMail = smtp.received.find((m) => m.subject?.startsWith('Faktura VAT nr'))!;
      expect(invoiceMail.text).toContain(
        `W załączniku przesyłamy fakturę VAT nr ${invoice!.number}`,
      );
      expect(invoiceMail.attachments).toHaveLength(1);
      expect(invoiceMail.attachments[0]).toMatchObject({
        filename: `${invoice!.number.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
      });
      expect(invoiceMail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
      const paidMail = smtp.received.find(
        (m) => m.subject === `Zamówienie nr ${paid.id} zostało opłacone`,
      )!;
      expect(paidMail.to).toMatchObject({ text: shopper.user.email });
      expect(paidMail.from?.text).toContain('sklep@localhost');
      expect(paidMail.text).toContain(`Otrzymaliśmy płatność za zamówienie nr ${paid.id}.`);
      expect(paidMail.text).toContain('Razem: 59,99\u00a0zł');
      expect(paidMail.html).toContain('NIP 1234563218');
      const placedMail = smtp.received.find(
        (m) => m.subject === `Dziękujemy za zamówienie nr ${placed.id}`,
      )!;
      expect(placedMail.text).toContain('Zapłać 59,99\u00a0zł: http');
      expect(placedMail.text).toContain('Produkty są zarezerwowane dla Ciebie do ');

      rows = await rowsOf(app(), ids);
      for (const row of rows) {
        expect(row).toMatchObject({ attempts: 3, lastError: null, lockedUntil: null });
        expect(row.sentAt).toEqual(new Date(queuedAt.getTime() + 90 * SECOND));
      }
    });

    it('leaves an e-mail another sender holds until its claim runs out', async () => {
      const order = await newOrder(app(), shopper);
      // A sender claimed it and died before recording anything.
      await app().db.execute(
        sql`UPDATE outbox_emails
               SET attempts = 1, claim_token = gen_random_uuid(),
                   locked_until = ${new Date(ctx.clock.now().getTime() + 300 * SECOND).toISOString()}::timestamptz
             WHERE order_id = ${order.id}`,
      );
      expect(await sendOutbox(app())).toEqual({ sent: 0, failed: 0, deferred: 0, withdrawn: 0 });
      ctx.clock.advance(300 * SECOND);
      expect(await sendOutbox(app())).toEqual({ sent: 1, failed: 0, deferred: 0, withdrawn: 0 });
      const [row] = await rowsOf(app(), [order.id]);
      expect(row).toMatchObject({ attempts: 2, lockedUntil: null, claimToken: null });
      expect(subjectsOf(smtp.received, [order.id])).toEqual([
        `Dziękujemy za zamówienie nr ${order.id}`,
      ]);
    });

    it('the started job sends a newly queued e-mail by itself', async () => {
      const server = await buildApp({
        config: ctx.config,
        database: ctx.database,
        clock: ctx.clock,
      });
      startOutboxJob(server, ctx.database, 20);
      await server.ready();
      try {
        const order = await newOrder(app(), shopper);
        await vi.waitFor(() => expect(subjectsOf(smtp.received, [order.id])).toHaveLength(1), {
          timeout: 5 * SECOND,
          interval: 20,
        });
      } finally {
        await server.close();
      }
    });
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('outbox job on two replicas [postgres]', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext & { close(): Promise<void> };
  let second: { app: App; close(): Promise<void> };

  beforeAll(async () => {
    // Each message takes the server a moment, so the two replicas' sends overlap.
    smtp = await startSmtpServer({ delayMs: 10 });
    ctx = await createTestContext('postgres', { SMTP_URL: smtp.url, ...MANY_UNPAID_ORDERS });
    ctx.clock.set(new Date());
    const database = await openDatabase({
      kind: 'postgres',
      url: ctx.config.database.kind === 'postgres' ? ctx.config.database.url : '',
    });
    const app = await buildApp({ config: ctx.config, database, clock: ctx.clock });
    second = {
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
    await smtp?.stop();
  });

  it('sends each e-mail once when both run at the same time', async () => {
    const shopper = await makeShopper(ctx.app);
    const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder(ctx.app, shopper)));
    const ids = orders.map((o) => o.id);
    const more = ['CANCELLED', 'EXPIRED', 'DELIVERED'];
    for (const order of orders) {
      for (const kind of more) {
        await queueOrderEmail(ctx.app.db, {
          kind,
          orderId: order.id,
          to: shopper.user.email,
          now: ctx.clock.now(),
        });
      }
    }

    const [one, two] = await Promise.all([sendOutbox(ctx.app), sendOutbox(second.app)]);
    expect(one.sent + two.sent).toBe(40);
    expect(one.failed + two.failed).toBe(0);
    expect(one.sent).toBeGreaterThan(0);
    expect(two.sent).toBeGreaterThan(0);

    const subjects = subjectsOf(smtp.received, ids);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    const rows = await rowsOf(ctx.app, ids);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});
