// The rate a lobby admits at (decision 031, „The rate”). At its start a lobby chooses it from the
// latest earlier opening that measured what the shop can take: in the seconds of that opening in
// which orders were placed, the orders over the event-loop time they took, times the replicas
// that measured, is the orders a second the shop can take; the lobby admits at CAPACITY_SHARE of
// it. An opening counts only with MIN_ORDERS orders in those seconds and its loops at least
// MIN_BUSY busy in them: from an idle shop the figure would be its timers', not its orders', and
// it is never stretched more than twofold. Until an opening counts, LOBBY_ADMISSIONS_PER_SECOND.
import { CAPACITY_SHARE, type LobbyRate, type LobbyRateBasis } from '@shop/shared/lobby-rate';
import type { Db } from '../../db/client.ts';
import { findDropRow } from '../../modules/drops/index.ts';
import {
  chooseRate,
  chosenRate,
  loadOfOpening,
  measuredOpenings,
  type LobbySettings,
} from '../../modules/lobby/index.ts';
import { dropOrdersBySecond } from '../../modules/orders/index.ts';
import { dropProductsSql } from '../../modules/products/index.ts';

export const MIN_ORDERS = 100;
export const MIN_BUSY = 0.5;
/** How many of the latest measured openings are looked at for one that counts. */
const OPENINGS_LOOKED_AT = 5;

export interface MeasuredSecond {
  /** The event loops' busy milliseconds in the second, over every replica that measured. */
  busyMs: number;
  replicas: number;
  /** Orders placed in the second. */
  orders: number;
}

type Capacity = Omit<
  Extract<LobbyRateBasis, { source: 'measured' }>,
  'source' | 'dropId' | 'dropName' | 'dropTime'
>;

/** What the seconds of an opening say the shop can take, or null when they say too little. */
export function capacityOf(seconds: readonly MeasuredSecond[]): Capacity | null {
  const ordering = seconds.filter((second) => second.orders > 0);
  const orders = ordering.reduce((total, second) => total + second.orders, 0);
  const busyMs = ordering.reduce((total, second) => total + second.busyMs, 0);
  const loopMs = ordering.reduce((total, second) => total + second.replicas * 1000, 0);
  if (orders < MIN_ORDERS || busyMs < MIN_BUSY * loopMs) return null;
  const replicas = Math.max(...ordering.map((second) => second.replicas));
  return {
    orders,
    seconds: ordering.length,
    busySeconds: busyMs / 1000,
    replicas,
    peakOrdersPerSecond: Math.max(...ordering.map((second) => second.orders)),
    capacity: (replicas * orders) / (busyMs / 1000),
  };
}

/** The measured capacity of one drop's opening, or null when it does not count. */
async function measureOpening(db: Db, dropId: number): Promise<LobbyRateBasis | null> {
  const drop = await findDropRow(db, dropId);
  if (!drop) return null;
  const [load, orders] = await Promise.all([
    loadOfOpening(db, dropId),
    dropOrdersBySecond(db, dropProductsSql(dropId), drop.dropTime),
  ]);
  const ordersAt = new Map(orders.map((second) => [second.second.getTime(), second.orders]));
  const capacity = capacityOf(
    load.map((second) => ({ ...second, orders: ordersAt.get(second.second.getTime()) ?? 0 })),
  );
  if (!capacity) return null;
  const { id, name, dropTime } = drop;
  return {
    source: 'measured',
    dropId: id,
    dropName: name,
    dropTime: dropTime.toISOString(),
    ...capacity,
  };
}

/** The rate a lobby starting at `dropTime` would choose now. */
async function measuredRate(db: Db, settings: LobbySettings, dropTime: Date) {
  for (const dropId of await measuredOpenings(db, dropTime, OPENINGS_LOOKED_AT)) {
    const basis = await measureOpening(db, dropId);
    if (basis?.source === 'measured') {
      const perSecond = Math.max(1, Math.round(CAPACITY_SHARE * basis.capacity * 10) / 10);
      return { perSecond, basis };
    }
  }
  return { perSecond: settings.admissionsPerSecond, basis: { source: 'setting' } as const };
}

/** The rate of a lobby for the staff: the one chosen at its start, or the one it would choose. */
export async function lobbyRate(
  db: Db,
  settings: LobbySettings,
  drop: { id: number; dropTime: Date },
): Promise<LobbyRate> {
  const chosen = await chosenRate(db, drop.id);
  if (chosen) return { ...chosen, chosen: true };
  return { ...(await measuredRate(db, settings, drop.dropTime)), chosen: false };
}

/** The rate of a lobby whose start has come: chosen at its first round and kept. */
export async function rateOfOpening(
  db: Db,
  settings: LobbySettings,
  drop: { id: number; dropTime: Date },
): Promise<number> {
  const chosen = await chosenRate(db, drop.id);
  if (chosen) return chosen.perSecond;
  const { perSecond, basis } = await measuredRate(db, settings, drop.dropTime);
  return (await chooseRate(db, drop.id, perSecond, basis)).perSecond;
}
