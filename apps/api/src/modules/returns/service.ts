// Returns: withdrawals from the contract and complaints about pieces of an order
// (docs/returns.md). This module keeps the returns and their rules: who may ask for what and
// until when, which pieces are still free to return, the deadlines. The orders module
// (orders/returning.ts) decides under the order's row lock, refunds and e-mails:
//   returnAllowed(order, type, now)       refuses (409, Polish) what the rules do not allow
//   withdrawalUntil(order)                the end of the 14-day withdrawal window, or null
//   linesOf(order lines, taken, request)  the declared pieces, checked against what is left
//   allPiecesLeft                         a withdrawal of everything still free
//   unitsTaken(returns, refunded)         pieces already in a return or refunded, by line
//   createReturn, markReceived, acceptReturn, rejectReturn   the status changes
//   findReturn, returnsOfOrders, openReturns, closedReturns  rows; toOrderReturn, orderReturnsOf
//   countOpenReturns                      the waiting ones and the late ones (the staff desk)
import {
  COMPLAINT_YEARS,
  RETURN_ANSWER_DAYS,
  RETURN_SHIP_DAYS,
  isDeemedAccepted,
  returnTypeLabels,
  WITHDRAWAL_DAYS,
  type ComplaintRemedy,
  type CreateReturnRequest,
  type OrderReturn,
  type ReturnLine,
  type ReturnStatus,
  type ReturnType,
  WITHDRAWAL_REFUND_DAYS,
} from '@shop/shared/returns';
import type { OrderStatus } from '@shop/shared/enums';
import { formatNumericDay, warsawMidnight, warsawParts } from '@shop/shared/warsaw-time';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import * as repo from './repository.ts';

export type ReturnRow = repo.ReturnRow;

export const RETURN_NOT_FOUND = 'Nie znaleziono zgłoszenia';

export const ALREADY_DECIDED = 'To zgłoszenie zostało już rozpatrzone';

/**
 * The last moment of the Warsaw calendar day `days` days (and `years` years) after the day of
 * `from`: a deadline of "14 days" ends at the end of the 14th day, whatever the hour it began.
 */
export function warsawDayEnd(from: Date, days: number, years = 0): Date {
  const p = warsawParts(from);
  return new Date(warsawMidnight(p.year + years, p.month, p.day + days + 1) - 1);
}

/** What the rules read of an order. */
export interface ReturnableOrder {
  status: OrderStatus;
  /** When it became DELIVERED (its history); null before. */
  deliveredAt: Date | null;
  /**
   * The buyer declared the purchase professional: no withdrawal right. A NIP alone does not
   * make it so: a sole trader buying outside its profession keeps it (art. 7aa, 38a).
   */
  professionalPurchase: boolean;
  /**
   * The order's confirmation carried the withdrawal information (orders placed with a terms
   * version, decision 039); without it the period runs 12 months longer (art. 29 ust. 1).
   */
  informed: boolean;
}

/**
 * The end of the withdrawal window: 14 days from delivery, or 12 months after those when the
 * buyer was not informed of the right (art. 29 ust. 1); null before delivery (a PAID or SHIPPED
 * order may be withdrawn from all the same) and for a purchase declared professional.
 */
export function withdrawalUntil(order: ReturnableOrder): Date | null {
  if (order.professionalPurchase || order.status !== 'DELIVERED' || !order.deliveredAt) return null;
  return warsawDayEnd(order.deliveredAt, WITHDRAWAL_DAYS, order.informed ? 0 : 1);
}

/** The end of the two years a complaint may be made in. */
export const complaintUntil = (deliveredAt: Date) => warsawDayEnd(deliveredAt, 0, COMPLAINT_YEARS);

const refused = (message: string) => conflict('ReturnNotPossibleException', message);

const NOTHING_TO_RETURN: Partial<Record<OrderStatus, string>> = {
  CANCELLED: 'To zamówienie zostało anulowane, więc nie ma czego zwracać.',
};

/**
 * Refuses, in Polish, a return of this type the order cannot take now. A withdrawal is open from
 * the order (the contract is concluded when it is placed; an unpaid or unsent order is cancelled
 * by it) until 14 days after delivery; a complaint once the goods are on their way (staff marked
 * them sent, or InPost's first event did), as they may reach the buyer before anyone marks them
 * delivered.
 */
export function checkReturnAllowed(order: ReturnableOrder, type: ReturnType, now: Date): void {
  const sent = order.status === 'SHIPPED' || order.status === 'DELIVERED';
  const unsent = order.status === 'PENDING' || order.status === 'PAID';
  if (!sent && !(type === 'WITHDRAWAL' && unsent)) {
    throw refused(
      unsent
        ? 'Reklamację można złożyć, gdy zamówienie zostanie wysłane.'
        : (NOTHING_TO_RETURN[order.status] ?? 'Tego zamówienia nie można zwrócić.'),
    );
  }
  if (type === 'WITHDRAWAL') {
    if (order.professionalPurchase) {
      throw refused(
        'Przy zamówieniu zaznaczono zakup w ramach działalności zawodowej, a wtedy prawo odstąpienia od umowy nie przysługuje. Możesz złożyć reklamację.',
      );
    }
    const until = withdrawalUntil(order);
    if (until && now > until) {
      throw refused(
        `Minęło ${order.informed ? '14 dni' : '12 miesięcy i 14 dni'} od doręczenia zamówienia (${formatNumericDay(order.deliveredAt!)}): odstąpienie od umowy nie jest już możliwe. Możesz złożyć reklamację.`,
      );
    }
    return;
  }
  if (order.deliveredAt && now > complaintUntil(order.deliveredAt)) {
    throw refused(
      `Minęły 2 lata od doręczenia zamówienia (${formatNumericDay(order.deliveredAt)}): reklamacja nie jest już możliwa.`,
    );
  }
}

/**
 * Pieces of each line no longer free to return: those in a return waiting for a decision, and
 * of the given back ones the larger of what accepted returns and refunds count (an accepted
 * return's refund is the same pieces; a return accepted after a refund by hand too).
 */
export function unitsTaken(
  returns: readonly Pick<ReturnRow, 'status' | 'items'>[],
  refunded: ReadonlyMap<number, number>,
): Map<number, number> {
  const sum = (statuses: readonly ReturnStatus[]) => {
    const units = new Map<number, number>();
    for (const item of returns.filter((r) => statuses.includes(r.status))) {
      for (const line of item.items) {
        units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
      }
    }
    return units;
  };
  const open = sum(['REQUESTED', 'RECEIVED']);
  const accepted = sum(['ACCEPTED']);
  const taken = new Map<number, number>();
  for (const id of new Set([...open.keys(), ...accepted.keys(), ...refunded.keys()])) {
    const back = Math.max(accepted.get(id) ?? 0, refunded.get(id) ?? 0);
    taken.set(id, (open.get(id) ?? 0) + back);
  }
  return taken;
}

/** An order line as the rules read it. */
export interface ReturnableLine {
  id: number;
  quantity: number;
  productId: number;
  productName: string;
}

/** The declared pieces with their products; 409 (Polish) for a foreign line or too many units. */
export function linesOf(
  orderLines: readonly ReturnableLine[],
  taken: ReadonlyMap<number, number>,
  requested: CreateReturnRequest['items'],
): ReturnLine[] {
  return requested.map((line) => {
    const item = orderLines.find((candidate) => candidate.id === line.orderItemId);
    if (!item) throw refused('Ta pozycja nie należy do zamówienia.');
    const left = item.quantity - (taken.get(item.id) ?? 0);
    if (left <= 0) {
      throw refused(`Produkt „${item.productName}” jest już zwracany lub został zwrócony.`);
    }
    if (line.quantity > left) {
      throw refused(
        `Produktu „${item.productName}” można zwrócić najwyżej ${left} szt. (wybrano ${line.quantity}).`,
      );
    }
    return {
      orderItemId: item.id,
      quantity: line.quantity,
      productId: item.productId,
      productName: item.productName,
    };
  });
}

/** Every piece of the order still free to return (a withdrawal that names no pieces). */
export function allPiecesLeft(
  orderLines: readonly ReturnableLine[],
  taken: ReadonlyMap<number, number>,
): CreateReturnRequest['items'] {
  return orderLines
    .map((item) => ({ orderItemId: item.id, quantity: item.quantity - (taken.get(item.id) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/** The return as its shopper and staff read it. */
export function toOrderReturn(row: ReturnRow): OrderReturn {
  return {
    id: row.id,
    orderId: row.orderId,
    type: row.type,
    status: row.status,
    items: row.items,
    description: row.description,
    remedy: row.remedy,
    hasPhoto: row.photoName !== null,
    createdAt: row.createdAt.toISOString(),
    shipBy: row.shipBy.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    answerBy: row.answerBy?.toISOString() ?? null,
    refundBy:
      row.type === 'WITHDRAWAL'
        ? warsawDayEnd(row.createdAt, WITHDRAWAL_REFUND_DAYS).toISOString()
        : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    refundId: row.refundId,
    deduction: row.deduction,
    deductionReason: row.deductionReason,
    // The shipments module knows a complaint's collection: the order view adds it.
    collection: null,
  };
}

export const findReturn = repo.findReturn;
/** The returns of these orders as stored, oldest first. */
export const returnsOfOrders = repo.findReturnsOfOrders;
/** The staff queue: waiting returns, nearest deadline first. */
export const openReturns = (ex: Executor, limit = 500) => repo.findOpenReturns(ex, limit);
/** How many returns wait, and how many of them are past their deadline (the staff desk). */
export const countOpenReturns = repo.countOpenReturns;
/** Decided returns, the latest decision first. */
export const closedReturns = (ex: Executor) => repo.findClosedReturns(ex, 200);

/** The returns of these orders as the Order object shows them, oldest first, by order id. */
export async function orderReturnsOf(
  ex: Executor,
  orderIds: number[],
): Promise<Map<number, OrderReturn[]>> {
  const byOrder = new Map<number, OrderReturn[]>();
  for (const row of await repo.findReturnsOfOrders(ex, orderIds)) {
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toOrderReturn(row)]);
  }
  return byOrder;
}

export interface NewReturn {
  orderId: number;
  type: ReturnType;
  items: ReturnLine[];
  description: string | null;
  remedy: ComplaintRemedy | null;
  photoName: string | null;
  now: Date;
}

/**
 * A REQUESTED return; the buyer has until the end of the 14th day to send the goods. A
 * complaint's 14 days to answer run from its filing: „Jeżeli przedsiębiorca nie ustosunkował się
 * do reklamacji konsumenta w terminie 14 dni od dnia jej otrzymania, uważa się, że uznał
 * reklamację” (ustawa o prawach konsumenta, art. 7a ust. 1), whenever the goods arrive.
 */
export function createReturn(tx: Executor, item: NewReturn): Promise<ReturnRow> {
  const { now, ...fields } = item;
  return repo.insertReturn(tx, {
    ...fields,
    status: 'REQUESTED',
    createdAt: now,
    shipBy: warsawDayEnd(now, RETURN_SHIP_DAYS),
    ...(item.type === 'COMPLAINT' ? { answerBy: warsawDayEnd(now, RETURN_ANSWER_DAYS) } : {}),
  });
}

/** 409: the return was accepted or rejected before. */
export const alreadyDecided = () => conflict('ReturnAlreadyDecidedException', ALREADY_DECIDED);

/**
 * REQUESTED -> RECEIVED: the goods arrived. A withdrawal's answer is due 14 days from then; a
 * complaint's stays where its filing put it (art. 7a ust. 1).
 */
export async function markReceived(tx: Executor, row: ReturnRow, now: Date): Promise<ReturnRow> {
  if (row.status === 'RECEIVED') {
    throw conflict('ReturnAlreadyReceivedException', 'Towar z tego zgłoszenia został już przyjęty');
  }
  const updated = await repo.updateReturn(tx, row.id, ['REQUESTED'], {
    status: 'RECEIVED',
    receivedAt: now,
    answerBy: row.answerBy ?? warsawDayEnd(now, RETURN_ANSWER_DAYS),
  });
  if (!updated) throw alreadyDecided();
  return updated;
}

/**
 * REQUESTED or RECEIVED -> ACCEPTED, with the refund made for it (if any) and, for a withdrawal,
 * what was kept for the goods' diminished value. The receipt date stays as it was: empty when
 * the goods never came back (migration 0054).
 */
export async function acceptReturn(
  tx: Executor,
  row: ReturnRow,
  {
    now,
    actorId,
    refundId,
    deduction,
  }: {
    now: Date;
    actorId: number | null;
    refundId: number | null;
    deduction?: { amount: number; reason: string };
  },
): Promise<ReturnRow> {
  const updated = await repo.updateReturn(tx, row.id, ['REQUESTED', 'RECEIVED'], {
    ...(deduction ? { deduction: deduction.amount, deductionReason: deduction.reason } : {}),
    status: 'ACCEPTED',
    // Accepted before the goods came (never shipped, or not waited for): no receipt date.
    decidedAt: now,
    decidedBy: actorId,
    refundId,
  });
  if (!updated) throw alreadyDecided();
  return updated;
}

/**
 * REQUESTED or RECEIVED -> REJECTED, with the reason the shopper reads. Only a complaint: a
 * withdrawal made through the function was made in time, and the consumer then answers only for
 * the goods' diminished value (art. 34 ust. 4), which staff deduct when accepting it.
 */
export async function rejectReturn(
  tx: Executor,
  row: ReturnRow,
  { now, actorId, reason }: { now: Date; actorId: number; reason: string },
): Promise<ReturnRow> {
  if (row.type === 'WITHDRAWAL') {
    throw conflict(
      'WithdrawalCannotBeRejectedException',
      'Odstąpienia od umowy złożonego w terminie nie można odrzucić (art. 34 ust. 4 ustawy o prawach konsumenta): przyjmij je, a za zmniejszenie wartości towaru potrąć kwotę z uzasadnieniem.',
    );
  }
  if (isDeemedAccepted(toOrderReturn(row), now)) {
    throw conflict(
      'ComplaintDeemedAcceptedException',
      `Termin odpowiedzi na reklamację minął ${formatNumericDay(row.answerBy!)}: z mocy art. 7a ust. 1 ustawy o prawach konsumenta reklamacja jest uznana. Przyjmij ją.`,
    );
  }
  const updated = await repo.updateReturn(tx, row.id, ['REQUESTED', 'RECEIVED'], {
    status: 'REJECTED',
    decidedAt: now,
    decidedBy: actorId,
    rejectionReason: reason,
  });
  if (!updated) throw alreadyDecided();
  return updated;
}

/** Whether a return waits for staff still. */
export const isOpen = (row: Pick<ReturnRow, 'status'>) =>
  row.status === 'REQUESTED' || row.status === 'RECEIVED';

/** "Odstąpienie od umowy: Lampa × 1, Kubek × 2", for the order's history. */
export function describeReturn(row: Pick<ReturnRow, 'type' | 'items'>): string {
  const pieces = row.items.map((line) => `${line.productName} × ${line.quantity}`).join(', ');
  return `${returnTypeLabels[row.type]}: ${pieces}`;
}
