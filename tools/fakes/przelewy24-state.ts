// The Przelewy24 stand-in's shared parts (przelewy24.ts starts it): the transactions and refunds
// it keeps, and what its BLIK (przelewy24-blik.ts) and refund (przelewy24-refunds.ts) handlers
// are given to work with.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export interface FakePrzelewy24Options {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  port?: number;
}

export interface FakeTransaction {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string;
  /** The payer's browser (additional.PSU), which a BLIK charge needs. */
  payer: { IP: string; userAgent: string } | null;
  /** Przelewy24's own number, set when the shopper pays (or a BLIK code is taken). */
  orderId: number | null;
  /** BLIK codes charged on it, in order. */
  blikCodes: string[];
  /** Minutes it may take to pay (timeLimit; 0 or absent: no limit), and until when that is. */
  timeLimit: number;
  payableUntil: number | null;
  /** The remembered BLIK it was registered with (methodRefId), and the charges by alias. */
  methodRefId: string | null;
  aliasCharges: Record<string, unknown>[];
  /** The method chosen in the shop, and whether the shop took the consent to the terms. */
  method: number | null;
  regulationAccept: boolean;
  verified: boolean;
  notifications: { status: number; body: string }[];
}

export interface FakeRefund {
  requestId: string;
  refundsUuid: string;
  urlStatus: string | null;
  orderId: number;
  sessionId: string;
  amount: number;
  description: string;
  status: 'pending' | 'completed' | 'rejected';
  date: Date;
  batchId: number;
  notifications: { status: number; body: string }[];
}

/** How the fake settles the refunds it takes: at once (completed or rejected), or when told. */
export type RefundSettlement = 'completed' | 'rejected' | 'manual';

/**
 * Przelewy24's `sign`: SHA-384 (hex) of the JSON of the fields the operation names, in its
 * order, followed by "crc" (e.g. {"sessionId":"…","merchantId":11,"amount":100,"currency":"PLN","crc":"…"}).
 */
export const p24Sign = (fields: Record<string, unknown>, crc: string) =>
  createHash('sha384')
    .update(JSON.stringify({ ...fields, crc }))
    .digest('hex');

export const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
export const fail = (res: ServerResponse, status: number, error: string) =>
  send(res, status, { error, code: status });

/** What a notification delivered to the shop came back with. */
export interface Delivery {
  status: number;
  body: string;
}

/** POSTs a notification to the shop's `url` and records what came back in `into`. */
export async function deliver(url: string, notification: object, into: Delivery[]) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(notification),
  });
  const delivery: Delivery = { status: res.status, body: await res.text() };
  into.push(delivery);
  return delivery;
}

/** The stand-in's state and helpers its handlers share. */
export interface FakeContext {
  options: FakePrzelewy24Options;
  transactions: Map<string, FakeTransaction>;
  /**
   * How refunds are settled, and how long the bank app takes to confirm a BLIK payment; with
   * `blikConfirmMs` null, the confirmations wait until the test sends them (`confirmBlik()`).
   */
  settings: { refunds: RefundSettlement; blikConfirmMs: number | null };
  /**
   * Fault injection for tests: answer 500 to register, verify or refund while set;
   * `refundAnswerLost` takes the refund and then answers 500, as if the answer never arrived.
   */
  failures: { register: boolean; verify: boolean; refund: boolean; refundAnswerLost: boolean };
  /** Whether the transaction may still be paid (its timeLimit). */
  payable(t: FakeTransaction): boolean;
  /** Przelewy24's number for the transaction, given when it is first paid or taken. */
  numberOf(t: FakeTransaction): number;
  /** Delivers in the background, as Przelewy24 does (tests wait with deliveriesDone). */
  later(ms: number, delivery: () => Promise<unknown>): void;
  /** Delivers (or re-delivers) the notification of a paid transaction to urlStatus. */
  notify(token: string): Promise<Delivery>;
}
