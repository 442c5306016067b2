// SQL of the lobby's measured capacity (table lobby_load, drop_lobbies.rate; decision 031,
// „The rate, measured”): the orders each replica placed in each second of an opening and how
// long its slowest order answers took, and the rate chosen at a lobby's start with its reason.
import { and, desc, eq, isNull, lt, max, sql } from 'drizzle-orm';
import type { LobbyRateBasis } from '@shop/shared/lobby-rate';
import type { Executor } from '../../db/client.ts';
import { dropLobbies, lobbyLoad } from '../../db/schema/lobby.ts';

export interface LoadSecond {
  dropId: number;
  replica: string;
  /** The second, truncated. */
  second: Date;
  /** Orders the replica placed in the second, and how long its order answers took (p99). */
  orders: number;
  orderP99Ms: number;
}

/** Writes (or overwrites) seconds of load a replica measured. */
export async function recordLoad(ex: Executor, seconds: readonly LoadSecond[]): Promise<void> {
  if (seconds.length === 0) return;
  await ex
    .insert(lobbyLoad)
    .values([...seconds])
    .onConflictDoUpdate({
      target: [lobbyLoad.dropId, lobbyLoad.second, lobbyLoad.replica],
      set: { orders: sql`excluded.orders`, orderP99Ms: sql`excluded.order_p99_ms` },
    });
}

/** A drop's measured seconds: the replicas' orders added up, their slowest p99, how many measured. */
export async function loadOfOpening(ex: Executor, dropId: number) {
  const rows = await ex
    .select({
      second: lobbyLoad.second,
      orders: sql<number>`sum(${lobbyLoad.orders})::int`,
      orderP99Ms: sql<number>`max(${lobbyLoad.orderP99Ms})::float8`,
      replicas: sql<number>`count(*)::int`,
    })
    .from(lobbyLoad)
    .where(eq(lobbyLoad.dropId, dropId))
    .groupBy(lobbyLoad.second)
    .orderBy(lobbyLoad.second);
  return rows.map((row) => ({
    second: row.second,
    orders: Number(row.orders),
    orderP99Ms: Number(row.orderP99Ms),
    replicas: Number(row.replicas),
  }));
}

/** The drops whose openings were measured before `before`, the latest first. */
export async function measuredOpenings(ex: Executor, before: Date, limit: number) {
  const rows = await ex
    .select({ dropId: lobbyLoad.dropId })
    .from(lobbyLoad)
    .where(lt(lobbyLoad.second, before))
    .groupBy(lobbyLoad.dropId)
    .orderBy(desc(max(lobbyLoad.second)))
    .limit(limit);
  return rows.map((row) => row.dropId);
}

/** The rate a lobby chose at its start, or null before. */
export async function chosenRate(ex: Executor, dropId: number) {
  const [row] = await ex
    .select({ rate: dropLobbies.rate, basis: dropLobbies.rateBasis })
    .from(dropLobbies)
    .where(eq(dropLobbies.dropId, dropId));
  return row?.rate != null && row.basis ? { perSecond: row.rate, basis: row.basis } : null;
}

/**
 * Keeps the rate for the lobby's opening unless one was chosen already (replicas choosing at the
 * same moment: the first one's stays); answers the rate kept.
 */
export async function chooseRate(
  ex: Executor,
  dropId: number,
  perSecond: number,
  basis: LobbyRateBasis,
): Promise<{ perSecond: number; basis: LobbyRateBasis }> {
  await ex.insert(dropLobbies).values({ dropId }).onConflictDoNothing();
  await ex
    .update(dropLobbies)
    .set({ rate: perSecond, rateBasis: basis })
    .where(and(eq(dropLobbies.dropId, dropId), isNull(dropLobbies.rate)));
  return (await chosenRate(ex, dropId))!;
}
