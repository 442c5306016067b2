// A drop's results (docs/drop-results.md): its pieces from the products module, its sales from the
// orders module over the drop's products (one SQL fragment the products module gives) less what
// the refunds module says their refunds took back (another fragment), its refunds, and for a
// drop with a lobby the lobby module's funnel and the rate it admits at (flows/lobby/capacity.ts).
// Every figure is counted, none stored but the rate a lobby chose at its start.
import { dropStatsSchema, stepLabel, type DropStats } from '@shop/shared/drop-results';
import { netOf } from '@shop/shared/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findDropRow } from '../../modules/drops/index.ts';
import { lobbyEntrantsSql, lobbyFunnel, type LobbySettings } from '../../modules/lobby/index.ts';
import {
  dropBuyersAmong,
  dropOrderIdsSql,
  dropSalesByHour,
  dropSalesBySteps,
  dropSalesSummary,
} from '../../modules/orders/index.ts';
import { dropPieces, dropProductsSql } from '../../modules/products/index.ts';
import { refundedLinesSql, refundTotals } from '../../modules/refunds/index.ts';
import { lobbyRate } from '../lobby/capacity.ts';

const secondsBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

export async function dropResults(
  db: Db,
  lobbySettings: LobbySettings,
  dropId: number,
  now: Date,
): Promise<DropStats> {
  const drop = await findDropRow(db, dropId);
  if (!drop) throw notFound('Nie znaleziono kolekcji');
  const products = dropProductsSql(dropId);
  const refunded = refundedLinesSql(dropOrderIdsSql(products));
  const [pieces, sales, steps, hours, refunds, lobby] = await Promise.all([
    dropPieces(db, dropId, now),
    dropSalesSummary(db, products, refunded),
    dropSalesBySteps(db, products, refunded, drop.dropTime),
    dropSalesByHour(db, products, refunded, drop.dropTime),
    refundTotals(db, dropOrderIdsSql(products)),
    drop.lobby ? lobbyResults(db, lobbySettings, drop, products, refunded) : undefined,
  ]);
  const revenueNet = netOf(sales.revenue);
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
    revenueNet,
    cost: sales.cost,
    margin: revenueNet - sales.cost,
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
    lobby,
  });
}

/** The lobby's funnel (who waited, how many were let in and bought) and its rate. */
async function lobbyResults(
  db: Db,
  settings: LobbySettings,
  drop: { id: number; dropTime: Date },
  products: ReturnType<typeof dropProductsSql>,
  refunded: ReturnType<typeof refundedLinesSql>,
) {
  const [funnel, bought, rate] = await Promise.all([
    lobbyFunnel(db, drop.id),
    dropBuyersAmong(db, products, refunded, lobbyEntrantsSql(drop.id)),
    lobbyRate(db, settings, drop),
  ]);
  return { ...funnel, bought, rate };
}
