// The rate a lobby admits at (decision 031, „The rate, measured”). At its start a lobby chooses
// it from the latest earlier opening in which the shop was seen at its limit: the seconds in which
// orders were placed and the slowest answers to orders (p99 of a replica) took SLOW_ORDER_MS or
// more (load-meter.ts). The orders of those seconds over their number are the orders a second the
// shop can take, and the lobby admits at CAPACITY_SHARE of it. An opening counts with at least
// MIN_ORDERS orders over at least MIN_SECONDS such seconds. An opening the lobby held below the
// limit (orders answered fast) says only that the shop took that much, so it changes nothing:
// the rate neither creeps down opening after opening nor guesses upwards. Until an opening
// counts, LOBBY_ADMISSIONS_PER_SECOND.
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

/** Order answers this slow (p99 over a second) say the shop has more to do than it can. */
export const SLOW_ORDER_MS = 500;
export const MIN_ORDERS = 100;
export const MIN_SECONDS = 3;
/** How many of the latest measured openings are looked at for one that counts. */
const OPENINGS_LOOKED_AT = 10;

export interface MeasuredSecond {
  /** Orders placed in the second over every replica. */
  orders: number;
  /** The slowest replica's order answers in the second (p99, ms). */
  orderP99Ms: number;
  replicas: number;
}

type Capacity = Omit<
  Extract<LobbyRateBasis, { source: 'measured' }>,
  'source' | 'dropId' | 'dropName' | 'dropTime'
>;

/** What an opening's seconds say the shop can take, or null when it was not seen at its limit. */
export function capacityOf(seconds: readonly MeasuredSecond[]): Capacity | null {
  const limit = seconds.filter((second) => second.orders > 0 && second.orderP99Ms >= SLOW_ORDER_MS);
  const orders = limit.reduce((total, second) => total + second.orders, 0);
  if (orders < MIN_ORDERS || limit.length < MIN_SECONDS) return null;
  const p99s = limit.reduce((total, second) => total + second.orderP99Ms, 0);
  return {
    orders,
    seconds: limit.length,
    orderP99Ms: Math.round(p99s / limit.length),
    replicas: Math.max(...limit.map((second) => second.replicas)),
    peakOrdersPerSecond: Math.max(...limit.map((second) => second.orders)),
    capacity: orders / limit.length,
  };
}

/** The measured capacity of one drop's opening, or null when it does not count. */
async function measureOpening(db: Db, dropId: number): Promise<LobbyRateBasis | null> {
  const drop = await findDropRow(db, dropId);
  const capacity = drop && capacityOf(await loadOfOpening(db, dropId));
  if (!drop || !capacity) return null;
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
  const rate = await lobbyRate(db, settings, drop);
  if (rate.chosen) return rate.perSecond;
  return (await chooseRate(db, drop.id, rate.perSecond, rate.basis)).perSecond;
}
