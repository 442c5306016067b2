// Test helpers for refunds: the shop at a real address for a provider's notifications (the
// stand-in posts to PUBLIC_URL, which must be known before the app exists), the refunds and
// history of an order as stored, and staff refund requests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { refundNotifications, refunds } from '../db/schema/refunds.ts';
import { outboxEmails } from '../db/schema/mail.ts';
import { bearer, createStaff, type TestAccount } from './accounts.ts';

/**
 * An HTTP listener on a free port that hands every request to the app set with `serve` (its
 * Fastify routing, as if the app listened there). Lets PUBLIC_URL be decided before the app.
 */
export async function startShopRelay() {
  let app: App | null = null;
  const server = createServer((req, res) => {
    if (!app) {
      res.writeHead(503).end();
      return;
    }
    app.routing(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (to: App) => {
      app = to;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The order's refunds as stored, oldest first. */
export const storedRefunds = (app: App, orderId: number) =>
  app.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

/** The outcomes of the refund notifications about one refund, in arrival order. */
export const notificationOutcomes = async (app: App, refundId: number) =>
  (
    await app.db
      .select({ outcome: refundNotifications.outcome })
      .from(refundNotifications)
      .where(eq(refundNotifications.refundId, refundId))
      .orderBy(asc(refundNotifications.id))
  ).map((row) => row.outcome);

/** The REFUNDED e-mails queued for an order, with their refund. */
export const refundEmails = async (app: App, orderId: number) =>
  (await app.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, orderId)))
    .filter((email) => email.kind === 'REFUNDED')
    .map((email) => ({ to: email.recipient, refundId: email.data.refundId }));

let refunderApp: App | undefined;
let refunder: Promise<TestAccount> | undefined;
/** A staff member who may refund (UPDATE_ORDERS), one per app. */
export function staffRefunder(app: App): Promise<TestAccount> {
  if (refunderApp !== app) {
    refunderApp = app;
    refunder = createStaff(app, ['UPDATE_ORDERS', 'READ_ORDERS']);
  }
  return refunder!;
}

/** POST /api/admin/orders/{id}/refunds as `who` (the refunding staff member by default). */
export async function requestRefund(
  app: App,
  orderId: number,
  body: object = {},
  { who, idempotencyKey }: { who?: TestAccount; idempotencyKey?: string } = {},
) {
  const actor = who ?? (await staffRefunder(app));
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: {
      ...bearer(actor.token),
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body,
  });
}
