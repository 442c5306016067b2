// A drop's results (docs/drop-results.md): its pieces from the products module, its sales from the
// orders module over the drop's products (one SQL fragment the products module gives), its
// refunds from the refunds module over those orders. Every figure is counted, none stored.
import { dropStatsSchema, stepLabel, type DropStats } from '@shop/shared/drop-results';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findDropRow } from '../../modules/drops/service.ts';
import {
  dropOrderIdsSql,
  dropSalesByHour,
  dropSalesBySteps,
  dropSalesSummary,
} from '../../modules/orders/service.ts';
import { dropPieces, dropProductsSql } from '../../modules/products/service.ts';
import { refundTotals } from '../../modules/refunds/service.ts';

const secondsBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

export async function dropResults(db: Executor, dropId: number, now: Date): Promise<DropStats> {
  const drop = await findDropRow(db, dropId);
  if (!drop) throw notFound('Nie znaleziono kolekcji');
  const products = dropProductsSql(dropId);
  const [pieces, sales, steps, hours, refunds] = await Promise.all([
    dropPieces(db, dropId, now),
    dropSalesSummary(db, products),
    dropSalesBySteps(db, products, drop.dropTime),
    dropSalesByHour(db, products, drop.dropTime),
    refundTotals(db, dropOrderIdsSql(products)),
  ]);
  const left = pieces.onSale + pieces.upcoming + pieces.reserved + pieces.withdrawn;
  return dropStatsSchema.parse({
    dropId,
    dropTime: drop.dropTime.toISOString(),
    pieces: {
      listed: left + sales.soldPieces,
      sold: sales.soldPieces,
      reserved: pieces.reserved,
      onSale: pieces.onSale + pieces.upcoming,
      withdrawn: pieces.withdrawn,
    },
    revenue: sales.revenue,
    cost: sales.cost,
    margin: sales.revenue - sales.cost,
    steps: steps.map((step) => ({ ...step, label: stepLabel(step.level) })),
    firstOrderAfterSeconds: sales.firstOrderAt && secondsBetween(drop.dropTime, sales.firstOrderAt),
    soldOutAfterSeconds:
      left === 0 && sales.lastSaleAt ? secondsBetween(drop.dropTime, sales.lastSaleAt) : null,
    orders: {
      placed: sales.orders,
      paid: sales.paidOrders,
      cancelled: sales.cancelledOrders,
      refunded: refunds.orders,
      refunds: refunds.refunds,
      refundAmount: refunds.amount,
    },
    hours,
  });
}
