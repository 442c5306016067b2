// The Przelewy24 stand-in's refunds (przelewy24.ts routes to them): POST /transaction/refund
// takes refunds of paid transactions (each requestId once, never more than is left of the
// transaction) and settles them as `settings.refunds` says, POSTing each one's signed refund
// notification to its urlStatus; GET /refund/by/orderId/{orderId} lists a transaction's refunds.
import type { ServerResponse } from 'node:http';
import {
  deliver,
  fail,
  send,
  p24Sign,
  type FakeContext,
  type FakeRefund,
  type FakeTransaction,
} from './przelewy24-state.ts';

export function fakeRefunds(ctx: FakeContext) {
  const { options, transactions, settings, failures, later } = ctx;
  const refunds: FakeRefund[] = [];
  /** Every POST /transaction/refund body received, repeats and refusals included. */
  const refundRequests: Record<string, unknown>[] = [];
  let nextBatchId = 900_000_001;

  const byOrderId = (orderId: unknown) =>
    [...transactions.values()].find((t) => t.orderId !== null && t.orderId === orderId);
  /** What is left to refund of a transaction: refunds not rejected count. */
  const leftOf = (t: FakeTransaction) =>
    t.amount -
    refunds
      .filter((r) => r.orderId === t.orderId && r.status !== 'rejected')
      .reduce((sum, r) => sum + r.amount, 0);

  function refund(body: Record<string, unknown>, res: ServerResponse) {
    const { requestId, refundsUuid, urlStatus } = body;
    if (typeof requestId !== 'string' || requestId === '' || requestId.length > 45) {
      return fail(res, 400, 'Invalid input parameters');
    }
    if (typeof refundsUuid !== 'string' || refundsUuid === '' || refundsUuid.length > 35) {
      return fail(res, 400, 'Invalid input parameters');
    }
    if (urlStatus !== undefined && typeof urlStatus !== 'string') {
      return fail(res, 400, 'Invalid input parameters');
    }
    const entries = body.refunds;
    if (!Array.isArray(entries) || entries.length === 0) {
      return fail(res, 400, 'Invalid input parameters');
    }
    for (const entry of entries as Record<string, unknown>[]) {
      if (
        !entry ||
        !Number.isInteger(entry.orderId) ||
        typeof entry.sessionId !== 'string' ||
        !Number.isInteger(entry.amount) ||
        (entry.amount as number) <= 0 ||
        typeof entry.description !== 'string'
      ) {
        return fail(res, 400, 'Invalid input parameters');
      }
    }
    // requestId is the idempotency key: a repeat refunds nothing more.
    if (refunds.some((r) => r.requestId === requestId)) {
      return fail(res, 400, 'Request already exists');
    }
    const checked = (entries as Record<string, unknown>[]).map((entry) => {
      const t = byOrderId(entry.orderId);
      const message =
        !t || t.sessionId !== entry.sessionId
          ? 'Transaction not found'
          : !t.verified
            ? 'Transaction in wrong status - cannot refund'
            : (entry.amount as number) > leftOf(t)
              ? 'The amount of refund exceeds available amount for the transaction'
              : 'success';
      return {
        orderId: entry.orderId as number,
        sessionId: entry.sessionId as string,
        amount: entry.amount as number,
        description: entry.description as string,
        status: message === 'success',
        message,
      };
    });
    if (checked.some((entry) => !entry.status)) {
      return send(res, 409, { error: checked, code: 409 });
    }
    const batchId = nextBatchId++;
    const taken = checked.map((entry): FakeRefund => ({
      requestId,
      refundsUuid,
      urlStatus: (urlStatus as string | undefined) ?? null,
      orderId: entry.orderId,
      sessionId: entry.sessionId,
      amount: entry.amount,
      description: entry.description,
      status: 'pending',
      date: new Date(),
      batchId,
      notifications: [],
    }));
    refunds.push(...taken);
    if (failures.refundAnswerLost) fail(res, 500, 'Service unavailable');
    else send(res, 201, { data: checked, responseCode: 0 });
    if (settings.refunds !== 'manual') {
      const outcome = settings.refunds;
      for (const r of taken) later(0, () => settleRefund(r.requestId, outcome));
    }
  }

  /** The notification Przelewy24 sends when a refund is completed (status 0) or rejected (1). */
  function refundNotificationOf(r: FakeRefund) {
    const fields = {
      orderId: r.orderId,
      sessionId: r.sessionId,
      merchantId: options.merchantId,
      requestId: r.requestId,
      refundsUuid: r.refundsUuid,
      amount: r.amount,
      currency: 'PLN',
      timestamp: Math.floor(Date.now() / 1000),
      status: (r.status === 'rejected' ? 1 : 0) as 0 | 1,
    };
    const { orderId, sessionId, refundsUuid, merchantId, amount, currency, status } = fields;
    const signed = { orderId, sessionId, refundsUuid, merchantId, amount, currency, status };
    return { ...fields, sign: p24Sign(signed, options.crc) };
  }

  /** Settles a refund (if still pending) and delivers (or re-delivers) its notification. */
  async function settleRefund(requestId: string, outcome: 'completed' | 'rejected') {
    const r = refunds.find((candidate) => candidate.requestId === requestId);
    if (!r) throw new Error(`fake P24: no refund ${requestId}`);
    if (r.status === 'pending') r.status = outcome;
    if (!r.urlStatus) return null;
    return deliver(r.urlStatus, refundNotificationOf(r), r.notifications);
  }

  /** GET /refund/by/orderId/{orderId}: the transaction's refunds, statuses as numbers. */
  function refundsOfTransaction(orderId: number, res: ServerResponse) {
    const t = byOrderId(orderId);
    // The document's TransactionNotFoundResponse: `responseCode`, not `code`, on this one.
    if (!t) return send(res, 404, { error: 'Transaction not found', responseCode: 0 });
    const codes = { completed: 1, pending: 2, rejected: 4 } as const;
    send(res, 200, {
      data: {
        orderId,
        sessionId: t.sessionId,
        amount: t.amount,
        currency: t.currency,
        refunds: refunds
          .filter((r) => r.orderId === orderId)
          .map((r) => ({
            batchId: r.batchId,
            requestId: r.requestId,
            date: r.date.toISOString().slice(0, 19).replace('T', ' '),
            login: 'api',
            description: r.description,
            status: codes[r.status],
            amount: r.amount,
          })),
      },
      responseCode: 0,
    });
  }

  return {
    refunds,
    refundRequests,
    refund,
    refundNotificationOf,
    settleRefund,
    refundsOfTransaction,
  };
}
