// What each export holds: its header row and, page by page, one row per order or document with
// what the owning modules keep and the lookups an accountant needs (KSeF numbers, payment dates,
// refunds), as text cells (money "1234,50", Warsaw times "2026-11-27 14:30"). docs/exports.md.
import type { ExportKind } from '@shop/shared/exports';
import { csvMoney, csvTime } from '@shop/shared/exports';
import { orderStatusLabels, shippingMethodLabels } from '@shop/shared/enums';
import {
  invoiceKindLabels,
  ksefStateLabels,
  refundReasonLabels,
  refundStatusLabels,
} from '@shop/shared/after-sale-labels';
import { netOf } from '@shop/shared/money';
import { returnStatusLabels, returnTypeLabels } from '@shop/shared/returns';
import type { Executor } from '../../db/client.ts';
import type { RangePage } from '../../db/range-pages.ts';
import { invoiceHeads, invoicesIssuedIn } from '../../modules/invoices/service.ts';
import { submissionsOf } from '../../modules/ksef/submissions.ts';
import { findOrdersByIds, ordersPlacedIn } from '../../modules/orders/service.ts';
import { blikOrders } from '../../modules/payments/service.ts';
import { refundsCreatedIn, refundsOfOrders } from '../../modules/refunds/service.ts';
import { returnsMadeIn } from '../../modules/returns/service.ts';

export interface ExportPage {
  rows: string[][];
  /** The last id read, where the next page starts; null when this page was the last. */
  lastId: number | null;
}

interface Export {
  header: string[];
  page(db: Executor, page: RangePage): Promise<ExportPage>;
}

const next = (ids: number[], limit: number) => (ids.length < limit ? null : ids.at(-1)!);

/** A page of rows that need no lookups: each row's cells, and where the next page starts. */
function simplePage<T extends { id: number }>(
  rows: T[],
  limit: number,
  cells: (row: T) => string[],
) {
  return {
    lastId: next(
      rows.map((row) => row.id),
      limit,
    ),
    rows: rows.map(cells),
  };
}
const text = (value: string | null | undefined) => value ?? '';

async function paymentMethods(db: Executor, orderIds: number[]) {
  const blik = await blikOrders(db, orderIds);
  return (id: number) => (blik.has(id) ? 'BLIK' : 'Przelew online');
}

const orders: Export = {
  header: [
    'Numer zamówienia',
    'Data zamówienia',
    'Status',
    'E-mail klienta',
    'Nabywca',
    'NIP',
    'Produkty brutto',
    'Rabat',
    'Dostawa',
    'Razem brutto',
    'Netto',
    'VAT',
    'Sposób płatności',
    'Data płatności',
    'Zwrócono',
    'Sposób dostawy',
    'Paragon',
  ],
  async page(db, page) {
    const rows = await ordersPlacedIn(db, page);
    const ids = rows.map((row) => row.id);
    const [method, refunds] = await Promise.all([
      paymentMethods(db, ids),
      refundsOfOrders(db, ids),
    ]);
    const refunded = new Map<number, number>();
    for (const refund of refunds) {
      if (refund.status === 'REJECTED') continue;
      refunded.set(refund.orderId, (refunded.get(refund.orderId) ?? 0) + refund.amount);
    }
    return {
      lastId: next(ids, page.limit),
      rows: rows.map((order) => {
        const net = netOf(order.totalAmount);
        return [
          String(order.id),
          csvTime(order.createdAt),
          orderStatusLabels[order.status],
          order.customerEmail,
          order.invoiceDetails?.name ?? order.shippingAddress.name,
          text(order.invoiceDetails?.taxId),
          csvMoney(order.subtotal),
          csvMoney(order.discount),
          csvMoney(order.shippingCost),
          csvMoney(order.totalAmount),
          csvMoney(net),
          csvMoney(order.totalAmount - net),
          order.paidAt ? method(order.id) : '',
          csvTime(order.paidAt),
          csvMoney(refunded.get(order.id) ?? 0),
          `${shippingMethodLabels[order.shippingMethod]}${order.parcelLockerId ? ` ${order.parcelLockerId}` : ''}`,
          text(order.receiptId),
        ];
      }),
    };
  },
};

const invoices: Export = {
  header: [
    'Numer',
    'Rodzaj',
    'Data wystawienia',
    'Data sprzedaży',
    'Numer zamówienia',
    'Korygowana faktura',
    'Nabywca',
    'NIP nabywcy',
    'Netto',
    'VAT',
    'Brutto',
    'Numer KSeF',
    'KSeF',
    'Data płatności',
    'Sposób płatności',
  ],
  async page(db, page) {
    const rows = await invoicesIssuedIn(db, page);
    const ids = rows.map((row) => row.id);
    const orderIds = [...new Set(rows.map((row) => row.orderId))];
    const corrected = [...new Set(rows.flatMap((row) => (row.correctsId ? [row.correctsId] : [])))];
    const [submissions, heads, orderRows, method] = await Promise.all([
      submissionsOf(db, ids),
      invoiceHeads(db, corrected),
      findOrdersByIds(db, orderIds),
      paymentMethods(db, orderIds),
    ]);
    const ksef = new Map(submissions.map((submission) => [submission.invoiceId, submission]));
    const numbers = new Map(heads.map((head) => [head.id, head.number]));
    const paidAt = new Map(orderRows.map((order) => [order.id, order.paidAt]));
    return {
      lastId: next(ids, page.limit),
      rows: rows.map((invoice) => {
        const submission = ksef.get(invoice.id);
        return [
          invoice.number,
          invoiceKindLabels[invoice.kind],
          csvTime(invoice.issuedAt),
          invoice.saleDate,
          String(invoice.orderId),
          invoice.correctsId ? text(numbers.get(invoice.correctsId)) : '',
          invoice.buyer.name,
          text(invoice.buyer.taxId),
          csvMoney(invoice.net),
          csvMoney(invoice.vat),
          csvMoney(invoice.gross),
          text(submission?.ksefNumber),
          submission ? ksefStateLabels[submission.state] : '',
          csvTime(paidAt.get(invoice.orderId) ?? null),
          paidAt.get(invoice.orderId) ? method(invoice.orderId) : invoice.paymentMethod,
        ];
      }),
    };
  },
};

const refunds: Export = {
  header: [
    'Numer zwrotu',
    'Numer zamówienia',
    'Data decyzji',
    'Kwota',
    'Dostawa zwrócona',
    'Powód',
    'Status',
    'Data rozliczenia',
    'Notatka',
  ],
  async page(db, page) {
    return simplePage(await refundsCreatedIn(db, page), page.limit, (refund) => [
      String(refund.id),
      String(refund.orderId),
      csvTime(refund.createdAt),
      csvMoney(refund.amount),
      refund.shipping ? 'tak' : 'nie',
      refundReasonLabels[refund.reason],
      refundStatusLabels[refund.status],
      csvTime(refund.settledAt),
      text(refund.note),
    ]);
  },
};

const returns: Export = {
  header: [
    'Numer zgłoszenia',
    'Numer zamówienia',
    'Rodzaj',
    'Status',
    'Zgłoszono',
    'Sztuk',
    'Towar otrzymano',
    'Decyzja',
    'Powód odmowy',
    'Numer zwrotu pieniędzy',
  ],
  async page(db, page) {
    return simplePage(await returnsMadeIn(db, page), page.limit, (item) => [
      String(item.id),
      String(item.orderId),
      returnTypeLabels[item.type],
      returnStatusLabels[item.status],
      csvTime(item.createdAt),
      String(item.items.reduce((sum, line) => sum + line.quantity, 0)),
      csvTime(item.receivedAt),
      csvTime(item.decidedAt),
      text(item.rejectionReason),
      item.refundId ? String(item.refundId) : '',
    ]);
  },
};

export const EXPORTS: Record<ExportKind, Export> = { orders, invoices, refunds, returns };
