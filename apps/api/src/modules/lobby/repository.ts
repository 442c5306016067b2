// SQL of the lobby (tables lobby_entries, drop_lobbies; decision 031).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { dropLobbies, lobbyEntries } from '../../db/schema/lobby.ts';

export type LobbyEntry = typeof lobbyEntries.$inferSelect;
export type LobbyRow = typeof dropLobbies.$inferSelect;

/** What a poll changes: seen now; away longer than `staleBefore` allows, back in the line. */
function renewal({
  now,
  draw,
  staleBefore,
}: {
  now: Date;
  draw: number | null;
  staleBefore: Date;
}) {
  // Gone too long and not admitted: the place is lost, the shopper queues again as a new arrival.
  const gone = sql`${lobbyEntries.admittedAt} IS NULL AND ${lobbyEntries.lastSeenAt} < ${staleBefore.toISOString()}::timestamptz`;
  return {
    lastSeenAt: now,
    draw: sql`CASE WHEN ${gone} THEN ${draw} ELSE ${lobbyEntries.draw} END`,
    joinedAt: sql`CASE WHEN ${gone} THEN ${now.toISOString()}::timestamptz ELSE ${lobbyEntries.joinedAt} END`,
    position: sql`CASE WHEN ${gone} THEN NULL ELSE ${lobbyEntries.position} END`,
  };
}

type Seen = { now: Date; draw: number | null; staleBefore: Date };

/**
 * Records the shopper's poll: a new entry joins (with `draw` before the start, null after);
 * one away longer than `staleBefore` allows, and not admitted, starts again at the back.
 */
export async function seeEntry(
  ex: Executor,
  key: { dropId: number; userId: number },
  seen: Seen,
): Promise<LobbyEntry> {
  const [entry] = await ex
    .insert(lobbyEntries)
    .values({ ...key, draw: seen.draw, joinedAt: seen.now, lastSeenAt: seen.now })
    .onConflictDoUpdate({ target: [lobbyEntries.dropId, lobbyEntries.userId], set: renewal(seen) })
    .returning();
  return entry!;
}

/** As seeEntry for a shopper already in the lobby; null for one who has not joined. */
export async function seeJoinedEntry(
  ex: Executor,
  key: { dropId: number; userId: number },
  seen: Seen,
): Promise<LobbyEntry | null> {
  const [entry] = await ex
    .update(lobbyEntries)
    .set(renewal(seen))
    .where(and(eq(lobbyEntries.dropId, key.dropId), eq(lobbyEntries.userId, key.userId)))
    .returning();
  return entry ?? null;
}

export async function findEntry(
  ex: Executor,
  key: { dropId: number; userId: number },
): Promise<LobbyEntry | null> {
  const [entry] = await ex
    .select()
    .from(lobbyEntries)
    .where(and(eq(lobbyEntries.dropId, key.dropId), eq(lobbyEntries.userId, key.userId)));
  return entry ?? null;
}

/** An admission that ran out: the shopper queues again at the back. */
export async function requeue(ex: Executor, key: { dropId: number; userId: number }, now: Date) {
  await ex
    .update(lobbyEntries)
    .set({ admittedAt: null, position: null, draw: null, joinedAt: now, lastSeenAt: now })
    .where(and(eq(lobbyEntries.dropId, key.dropId), eq(lobbyEntries.userId, key.userId)));
}

export async function lobbyRow(ex: Executor, dropId: number): Promise<LobbyRow | null> {
  const [row] = await ex.select().from(dropLobbies).where(eq(dropLobbies.dropId, dropId));
  return row ?? null;
}

/** What a poll needs of an entry once the lobby has started. */
export type BoardEntry = Pick<LobbyEntry, 'position' | 'admittedAt' | 'lastSeenAt'>;

/** Every entry of the drop's lobby by user id (one index range of the primary key). */
export async function boardEntries(ex: Executor, dropId: number): Promise<Map<number, BoardEntry>> {
  const rows = await ex
    .select({
      userId: lobbyEntries.userId,
      position: lobbyEntries.position,
      admittedAt: lobbyEntries.admittedAt,
      lastSeenAt: lobbyEntries.lastSeenAt,
    })
    .from(lobbyEntries)
    .where(eq(lobbyEntries.dropId, dropId));
  return new Map(rows.map(({ userId, ...entry }) => [userId, entry]));
}

export interface RoundInput {
  dropId: number;
  dropTime: Date;
  now: Date;
  /** Admissions per second. */
  rate: number;
  /** Pieces free to buy in the drop now. */
  freePieces: number;
  /** Shoppers last seen before it are away: not admitted now. */
  presentSince: Date;
  /**
   * At most this many shoppers per free piece admitted since `recentSince`: more would only
   * crowd the shop for pieces they cannot get (the rest wait, and come in as pieces return).
   */
  shoppersPerPiece: number;
  recentSince: Date;
}

/**
 * One admission round of a drop, in one transaction that locks the drop's lobby row (rounds of
 * several replicas take turns, and the credit earned by time is counted once): positions for
 * the new entries (at the first round after the start those who came before it, in the order
 * of their draws), then as many present shoppers admitted, in order of position, as the rate
 * allows since the last round, unless nothing is free to buy. Answers the lobby's row after it.
 */
export async function admissionRound(db: Db, input: RoundInput): Promise<LobbyRow> {
  const { dropId, dropTime, now, rate, freePieces, presentSince } = input;
  return db.transaction(async (tx) => {
    await tx.insert(dropLobbies).values({ dropId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(dropLobbies)
      .where(eq(dropLobbies.dropId, dropId))
      .for('update');
    const lobby = row!;
    if (now < dropTime) return lobby;
    const positioned = await givePositions(tx, dropId, dropTime, lobby.positioned);
    const since = lobby.roundedAt && lobby.roundedAt > dropTime ? lobby.roundedAt : dropTime;
    const soldOut = freePieces <= 0;
    // Earned by time, at most one second's worth (one admission at a slower rate) held back:
    // no burst after a pause.
    const elapsedMs = Math.max(0, now.getTime() - since.getTime());
    const earned = soldOut
      ? 0
      : Math.min(lobby.credit + (rate * elapsedMs) / 1000, Math.max(rate, 1));
    const room = Math.max(
      0,
      Math.ceil(freePieces * input.shoppersPerPiece) -
        (await admittedSince(tx, dropId, input.recentSince)),
    );
    const admitting = Math.min(Math.floor(earned), room);
    const admitted = admitting > 0 ? await admit(tx, dropId, admitting, now, presentSince) : [];
    const [after] = await tx
      .update(dropLobbies)
      .set({
        positioned,
        admitted: lobby.admitted + admitted.length,
        admittedThrough: Math.max(lobby.admittedThrough, ...admitted),
        // What the waiting shoppers did not use is not kept beyond its fraction.
        credit:
          admitted.length < Math.floor(earned) ? earned - Math.floor(earned) : earned - admitting,
        roundedAt: now,
        soldOut,
      })
      .where(eq(dropLobbies.dropId, dropId))
      .returning();
    return after!;
  });
}

/** Positions for entries without one, after `from`; answers the last position given. */
async function givePositions(ex: Executor, dropId: number, dropTime: Date, from: number) {
  const { rows: given } = (await ex.execute(sql`
    UPDATE lobby_entries e SET position = ${from} + ranked.n
    FROM (
      -- Those who came before the start by their draws (an early entry without one, held back,
      -- after them: NULLS LAST), then the later ones in arrival order.
      SELECT user_id, row_number() OVER (
        ORDER BY joined_at >= ${dropTime.toISOString()}::timestamptz, draw NULLS LAST, joined_at, user_id
      ) AS n
      FROM lobby_entries WHERE drop_id = ${dropId} AND position IS NULL
    ) ranked
    WHERE e.drop_id = ${dropId} AND e.user_id = ranked.user_id
    RETURNING e.position`)) as unknown as { rows: { position: number }[] };
  return Math.max(from, ...given.map((r) => Number(r.position)));
}

async function admittedSince(ex: Executor, dropId: number, since: Date): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(lobbyEntries)
    .where(
      and(
        eq(lobbyEntries.dropId, dropId),
        sql`${lobbyEntries.admittedAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/** Admits up to `count` present waiting shoppers in order of position; answers their positions. */
async function admit(ex: Executor, dropId: number, count: number, now: Date, presentSince: Date) {
  const { rows } = (await ex.execute(sql`
    UPDATE lobby_entries SET admitted_at = ${now.toISOString()}::timestamptz
    WHERE drop_id = ${dropId} AND user_id IN (
      SELECT user_id FROM lobby_entries
      WHERE drop_id = ${dropId} AND admitted_at IS NULL AND position IS NOT NULL
        AND last_seen_at >= ${presentSince.toISOString()}::timestamptz
      ORDER BY position LIMIT ${count}
    )
    RETURNING position`)) as unknown as { rows: { position: number }[] };
  return rows.map((r) => Number(r.position));
}
