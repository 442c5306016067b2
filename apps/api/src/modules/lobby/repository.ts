// SQL of the lobby (tables lobby_entries, drop_lobbies; decision 031).
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { dropLobbies, lobbyEntries } from '../../db/schema/lobby.ts';

export type LobbyEntry = typeof lobbyEntries.$inferSelect;
export type LobbyRow = typeof dropLobbies.$inferSelect;

/** An entry as a statement of raw SQL answers it (bigint as text in node-postgres). */
interface EntryRow {
  drop_id: number;
  user_id: number;
  draw: string | number | null;
  joined_at: Date | string;
  last_seen_at: Date | string;
  position: number | null;
  admitted_at: Date | string | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toEntry(row: EntryRow): LobbyEntry {
  return {
    dropId: Number(row.drop_id),
    userId: Number(row.user_id),
    draw: row.draw === null ? null : Number(row.draw),
    joinedAt: toDate(row.joined_at),
    lastSeenAt: toDate(row.last_seen_at),
    position: row.position === null ? null : Number(row.position),
    admittedAt: row.admitted_at === null ? null : toDate(row.admitted_at),
  };
}

/** One poll to record: the shopper, when, and the draw a newcomer (or one back after too long) gets. */
export interface Sighting {
  dropId: number;
  userId: number;
  now: Date;
  draw: number | null;
}

/**
 * Records polls, one statement and one commit for many (a batch, see service.ts's entryWrites):
 * a new entry joins (with its draw before the start, null after); one away longer than `graceMs`
 * and not admitted starts again at the back, as a new arrival. Answers the entry after each
 * sighting, in order (a shopper sighted twice in one batch gets the one row twice).
 */
export async function seeEntries(
  ex: Executor,
  sightings: readonly Sighting[],
  graceMs: number,
): Promise<LobbyEntry[]> {
  const keyOf = (s: { dropId: number; userId: number }) => `${s.dropId}:${s.userId}`;
  // ON CONFLICT may touch a row once per statement: the last sighting of a shopper stands.
  const unique = new Map(sightings.map((s) => [keyOf(s), s]));
  const rows = [...unique.values()].map((s) => ({
    drop_id: s.dropId,
    user_id: s.userId,
    draw: s.draw,
    seen_at: s.now.toISOString(),
  }));
  // Gone too long and not admitted: the place is lost, the shopper queues again as a new arrival.
  const gone = sql`(e.admitted_at IS NULL
    AND e.last_seen_at < EXCLUDED.last_seen_at - ${graceMs} * interval '1 millisecond')`;
  const { rows: written } = (await ex.execute(sql`
    INSERT INTO lobby_entries AS e (drop_id, user_id, draw, joined_at, last_seen_at)
    SELECT s.drop_id, s.user_id, s.draw, s.seen_at, s.seen_at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS s(drop_id integer, user_id integer, draw bigint, seen_at timestamptz)
    ON CONFLICT (drop_id, user_id) DO UPDATE SET
      last_seen_at = EXCLUDED.last_seen_at,
      draw = CASE WHEN ${gone} THEN EXCLUDED.draw ELSE e.draw END,
      joined_at = CASE WHEN ${gone} THEN EXCLUDED.joined_at ELSE e.joined_at END,
      position = CASE WHEN ${gone} THEN NULL ELSE e.position END
    RETURNING e.drop_id, e.user_id, e.draw, e.joined_at, e.last_seen_at, e.position,
      e.admitted_at`)) as unknown as { rows: EntryRow[] };
  const byKey = new Map(written.map((row) => [`${row.drop_id}:${row.user_id}`, toEntry(row)]));
  return sightings.map((s) => byKey.get(keyOf(s))!);
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

/**
 * Every entry of the drop's lobby by user id (one index range of the primary key), as one JSON
 * text: at an opening the board of thousands is read several times a second, and a row each,
 * mapped column by column, cost more than reading it.
 */
export async function boardEntries(ex: Executor, dropId: number): Promise<Map<number, BoardEntry>> {
  const { rows } = (await ex.execute(sql`
    SELECT coalesce(json_agg(json_build_array(user_id, position,
      floor(extract(epoch FROM admitted_at) * 1000), floor(extract(epoch FROM last_seen_at) * 1000)
    )), '[]')::text AS board
    FROM lobby_entries WHERE drop_id = ${dropId}`)) as unknown as { rows: { board: string }[] };
  const entries = JSON.parse(rows[0]!.board) as [number, number | null, number | null, number][];
  return new Map(
    entries.map(([userId, position, admittedAt, lastSeenAt]) => [
      userId,
      {
        position,
        admittedAt: admittedAt === null ? null : new Date(admittedAt),
        lastSeenAt: new Date(lastSeenAt),
      },
    ]),
  );
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
  /** Shoppers who have ordered from the drop lately: done shopping, not counted. */
  buyers: readonly number[];
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
    const shopping = await stillShopping(tx, dropId, input.recentSince, input.buyers);
    const room = Math.max(0, Math.ceil(freePieces * input.shoppersPerPiece) - shopping);
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

/** Shoppers admitted since `since` who are not among `buyers`. */
async function stillShopping(
  ex: Executor,
  dropId: number,
  since: Date,
  buyers: readonly number[],
): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(lobbyEntries)
    .where(
      and(
        eq(lobbyEntries.dropId, dropId),
        sql`${lobbyEntries.admittedAt} >= ${since.toISOString()}::timestamptz`,
        buyers.length > 0 ? notInArray(lobbyEntries.userId, [...buyers]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** When each of `userIds` was let in by the drop's lobby (those never let in are missing). */
export async function admissionTimesOf(
  ex: Executor,
  dropId: number,
  userIds: readonly number[],
): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await ex
    .select({ userId: lobbyEntries.userId, admittedAt: lobbyEntries.admittedAt })
    .from(lobbyEntries)
    .where(
      and(
        eq(lobbyEntries.dropId, dropId),
        inArray(lobbyEntries.userId, [...userIds]),
        isNotNull(lobbyEntries.admittedAt),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.admittedAt!]));
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

/** A drop's lobby as the owner's results count it: shoppers who joined, and admissions given. */
export async function lobbyFunnel(ex: Executor, dropId: number) {
  const [joined] = await ex
    .select({ waited: sql<number>`count(*)::int` })
    .from(lobbyEntries)
    .where(eq(lobbyEntries.dropId, dropId));
  const row = await lobbyRow(ex, dropId);
  return { waited: joined?.waited ?? 0, admitted: row?.admitted ?? 0 };
}

/** The accounts that joined a drop's lobby, as a SQL fragment of rows (user_id). */
export const lobbyEntrantsSql = (dropId: number) =>
  sql`SELECT ${lobbyEntries.userId} AS user_id FROM ${lobbyEntries} WHERE ${lobbyEntries.dropId} = ${dropId}`;
