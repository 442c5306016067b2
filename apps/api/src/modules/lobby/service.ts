// The lobby of a drop's opening (decision 031, docs/lobby.md).
//
// Exported for flows:
//   lobbyWindow(drop, settings): { opensAt, closesAt }       when the lobby runs
//   pollLobby(deps, drop, userId, now): LobbyAnswer          a shopper joins or asks again
//   admissionRound(db, input)                                 one round of admissions (repository)
//   admissionTimesOf(db, dropId, userIds)                     when the lobby let each of them in
//   admissionTokens(secret)                                   sign and verify admission tokens
//   lobbyTickets(secret)                                      tickets for the live stream
//   answerFromBoard(deps, drop, userId, entry, board, now)    a place as the board shows it
//   recordLoad / loadOfOpening / measuredOpenings             an opening's measured load (load.ts)
//   chosenRate / chooseRate                                   the rate kept at a lobby's start
import { randomInt } from 'node:crypto';
import { LOBBY_SOLD_OUT, type LobbyAdmission, type LobbyAnswer } from '@shop/shared/lobby';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { AdmissionTokens } from './admission-token.ts';
import type { LobbyChallenges, LobbyProof } from './challenge.ts';
import {
  boardEntries,
  findEntry,
  lobbyRow,
  requeue,
  seeEntries,
  type BoardEntry,
  type LobbyEntry,
  type LobbyRow,
  type Sighting,
} from './repository.ts';
import { WriteBatches } from '../../db/write-batches.ts';

export { admissionRound, admissionTimesOf, lobbyEntrantsSql, lobbyFunnel } from './repository.ts';
export {
  chooseRate,
  chosenRate,
  loadOfOpening,
  measuredOpenings,
  recordLoad,
  type LoadSecond,
} from './load.ts';
export { admissionTokens, lobbyTickets, type AdmissionTokens } from './admission-token.ts';
export { lobbyChallenges, type LobbyChallenges, type LobbyProof } from './challenge.ts';

const CHALLENGE_REQUIRED =
  'Dołączając do kolejki, przeglądarka rozwiązuje krótkie zadanie (chroni kolejkę przed automatami). Odśwież stronę, aby spróbować ponownie.';

export interface LobbySettings {
  /** The lobby opens this long before the drop's start… */
  opensBeforeMs: number;
  /** …and ends this long after it (or when everything is sold). */
  closesAfterMs: number;
  /**
   * Shoppers admitted a second until an opening has measured the capacity
   * (LOBBY_ADMISSIONS_PER_SECOND; flows/lobby/capacity.ts).
   */
  admissionsPerSecond: number;
  /** How long an admission lasts. */
  admissionMs: number;
  /** At most this many shoppers admitted lately per free piece (LOBBY_SHOPPERS_PER_PIECE). */
  shoppersPerPiece: number;
  /** A shopper who stops asking keeps the place this long. */
  graceMs: number;
  /** Joining costs a proof of work (LOBBY_CHALLENGE). */
  challenge: boolean;
  /**
   * Accounts created less than this long before the start join without the draw, behind the
   * others who waited (LOBBY_HOLD_NEW_ACCOUNTS_MINUTES; 0: off).
   */
  holdNewAccountsMs: number;
}

export interface LobbyDrop {
  id: number;
  dropTime: Date;
  lobby: boolean;
}

export const lobbyWindow = (drop: Pick<LobbyDrop, 'dropTime'>, settings: LobbySettings) => ({
  opensAt: new Date(drop.dropTime.getTime() - settings.opensBeforeMs),
  closesAt: new Date(drop.dropTime.getTime() + settings.closesAfterMs),
});

/** How often a started lobby's board is read from the database by one process, at most. */
const BOARD_MS = 200;
/**
 * A poll within this share of LOBBY_GRACE_SECONDS of the last recorded one only reads: at the
 * opening thousands poll every second, and presence is only needed to that precision.
 */
const SEEN_SHARE_OF_GRACE = 1 / 4;
/**
 * Those waiting before the start ask again within this long after it, in the order of their
 * draws: all at once would be the opening's worst burst, and those the draw puts first (who
 * will be let in first) learn it first. The draw, not the moment of asking, decides the order.
 */
const START_SPREAD_MS = 3_000;
/**
 * The first come back this long after the start: by then a round (every 250 ms, jobs/lobby.ts)
 * has given the places, so nobody asks before there is anything to tell.
 */
const FIRST_RETURN_MS = 300;
const DRAW_RANGE = 2 ** 48 - 1;

/** When, after the start, a shopper with this draw asks again (held-back accounts last). */
const returnAfterStart = (draw: number | null) =>
  FIRST_RETURN_MS +
  (draw === null ? START_SPREAD_MS : Math.floor((draw / DRAW_RANGE) * START_SPREAD_MS));

export interface LobbyDeps {
  db: Db;
  settings: LobbySettings;
  tokens: AdmissionTokens;
  /** Tickets for the live stream, which then carries the shopper's place (flows/lobby/live.ts). */
  tickets: AdmissionTokens;
  challenges: LobbyChallenges;
  /** When an account was created (for holding new accounts back). */
  accountCreatedAt: (userId: number) => Promise<Date | null>;
  /** Polls to record, written in batches (lobbySightings). */
  sightings: LobbySightings;
  /** The started lobby's board as last read by this process (at most BOARD_MS old). */
  board: (dropId: number, now: Date) => Promise<LobbyBoard>;
}

/**
 * A started lobby as one process last read it: its row (null before the first round) and every
 * entry. From the start thousands ask every second; each answer is read here, not from the
 * database, unless the shopper's presence is due to be recorded (SEEN_SHARE_OF_GRACE).
 */
export interface LobbyBoard {
  row: LobbyRow | null;
  entries: Map<number, BoardEntry>;
}

/** The lobbies' boards, read at most every BOARD_MS per drop by this process. */
export function lobbyBoards(db: Db) {
  interface Read {
    at: number;
    board: Promise<LobbyBoard>;
    /** Whether the first round has made the lobby's row yet (asked once for all at a time). */
    rowCheck?: Promise<LobbyRow | null>;
  }
  const read = new Map<number, Read>();
  const readBoard = (dropId: number, now: Date): Read => {
    const board = Promise.all([lobbyRow(db, dropId), boardEntries(db, dropId)]).then(
      ([row, entries]) => ({ row, entries }),
    );
    const fresh: Read = { at: now.getTime(), board };
    read.set(dropId, fresh);
    board.catch(() => read.get(dropId) === fresh && read.delete(dropId));
    return fresh;
  };
  return async (dropId: number, now: Date): Promise<LobbyBoard> => {
    const known = read.get(dropId);
    if (!known || now.getTime() - known.at >= BOARD_MS || now.getTime() < known.at) {
      return readBoard(dropId, now).board;
    }
    const board = await known.board;
    if (board.row) return board;
    // Before the first round has made the lobby's row, thousands ask at the start: only the row
    // is asked for (one small query shared by those asking at once), the entries once it is there.
    known.rowCheck ??= lobbyRow(db, dropId).finally(() => (known.rowCheck = undefined));
    if (!(await known.rowCheck)) return board;
    const latest = read.get(dropId);
    return latest && latest !== known ? latest.board : readBoard(dropId, now).board;
  };
}

export type LobbySightings = WriteBatches<Sighting, LobbyEntry>;

/** Most polls recorded in one statement. */
const MOST_SIGHTINGS = 500;

/**
 * Polls are recorded in batches, one statement and one commit for those that arrived meanwhile:
 * in the last seconds before an opening thousands of shoppers join at once.
 */
export const lobbySightings = (db: Db, graceMs: number): LobbySightings =>
  new WriteBatches((batch) => seeEntries(db, batch, graceMs), MOST_SIGHTINGS);

const clamp = (value: number, low: number, high: number) =>
  Math.round(Math.min(high, Math.max(low, value)));

/**
 * A shopper joins the drop's lobby (with the solved challenge, `proof`, when LOBBY_CHALLENGE is
 * on) or asks again. Before the start everyone waits without a position; from it, the line's
 * order (a random draw for those who came before it) and the admissions come from the rounds
 * (flows/lobby).
 */
export async function pollLobby(
  deps: LobbyDeps,
  drop: LobbyDrop,
  userId: number,
  now: Date,
  proof?: LobbyProof,
): Promise<LobbyAnswer> {
  const { settings } = deps;
  if (!drop.lobby) throw conflict('NoLobby', 'Ta kolekcja nie ma kolejki przy otwarciu');
  const { opensAt, closesAt } = lobbyWindow(drop, settings);
  if (now < opensAt) {
    const minutes = Math.round(settings.opensBeforeMs / 60_000);
    throw conflict(
      'LobbyNotOpen',
      `Kolejka otworzy się ${minutes} min przed rozpoczęciem kolekcji`,
    );
  }
  // Over: the drop is bought without the lobby.
  if (now >= closesAt) return { status: 'ADMITTED', retryAfterMs: 0 };
  const started = now >= drop.dropTime;
  const key = { dropId: drop.id, userId };
  const seen = {
    now,
    // The shuffle: a uniformly random draw from node:crypto for everyone who came before the start.
    draw: started ? null : randomInt(DRAW_RANGE),
  };
  if (!started) {
    const joined = await record(deps, drop, key, seen, proof);
    // Ask again after the start in the draw's order (START_SPREAD_MS), at least every 5 s before.
    const untilStart = drop.dropTime.getTime() - now.getTime();
    return withTicket(deps, drop, key, {
      status: 'WAITING',
      retryAfterMs: clamp(untilStart + returnAfterStart(joined.draw), 50, 5_000),
    });
  }
  const board = await deps.board(drop.id, now);
  const onBoard = board.entries.get(userId);
  // Seen lately: the board answers; else the poll is recorded (and a newcomer joins).
  const seenSince = now.getTime() - settings.graceMs * SEEN_SHARE_OF_GRACE;
  const entry =
    onBoard && onBoard.lastSeenAt.getTime() > seenSince
      ? onBoard
      : await record(deps, drop, key, seen, proof);
  const answer = await answerFromBoard(deps, drop, userId, entry, board, now);
  // The admission ran out: to the back of the line.
  if (answer.status === 'WAITING' && entry.admittedAt) await requeue(deps.db, key, now);
  return withTicket(deps, drop, key, answer);
}

/** An answer of a running lobby, with the ticket that lets the live stream carry the next ones. */
async function withTicket(
  deps: Pick<LobbyDeps, 'tickets' | 'settings'>,
  drop: LobbyDrop,
  key: { dropId: number; userId: number },
  answer: LobbyAnswer,
): Promise<LobbyAnswer> {
  if (answer.status === 'ADMITTED') return answer;
  const liveTicket = await deps.tickets.sign({
    ...key,
    expiresAt: lobbyWindow(drop, deps.settings).closesAt,
  });
  return { ...answer, liveTicket };
}

/**
 * Where a shopper stands in a started lobby, as the board shows `entry`: admitted (with the
 * token), waiting with a place, or told every piece is taken. An admission that ran out answers
 * WAITING without a place (the poll puts the shopper at the back of the line).
 */
export async function answerFromBoard(
  deps: Pick<LobbyDeps, 'settings' | 'tokens'>,
  drop: LobbyDrop,
  userId: number,
  entry: Pick<BoardEntry, 'position' | 'admittedAt'>,
  board: LobbyBoard,
  now: Date,
): Promise<LobbyAnswer> {
  const admittedUntil = admissionEnd(deps.settings, entry, now);
  if (!admittedUntil) return placeOnBoard(deps.settings, entry, board);
  return {
    status: 'ADMITTED',
    admissionToken: await deps.tokens.sign({ userId, dropId: drop.id, expiresAt: admittedUntil }),
    admittedUntil: admittedUntil.toISOString(),
    retryAfterMs: admittedUntil.getTime() - now.getTime(),
  };
}

/** When the entry's admission ends; null when it has none now. */
export function admissionEnd(
  settings: LobbySettings,
  entry: Pick<BoardEntry, 'admittedAt'>,
  now: Date,
): Date | null {
  if (!entry.admittedAt) return null;
  const until = new Date(entry.admittedAt.getTime() + settings.admissionMs);
  return until > now ? until : null;
}

/**
 * The answer of an entry without an admission now (answerFromBoard's, computed at once: the live
 * stream asks it for thousands of shoppers several times a second).
 */
export function placeOnBoard(
  settings: LobbySettings,
  entry: Pick<BoardEntry, 'position' | 'admittedAt'>,
  board: LobbyBoard,
): LobbyAnswer {
  // Its admission ran out.
  if (entry.admittedAt) return { status: 'WAITING', retryAfterMs: 500 };
  const lobby = board.row;
  if (entry.position === null || !lobby) return { status: 'WAITING', retryAfterMs: 500 };
  const position = Math.max(1, entry.position - lobby.admittedThrough);
  const ahead = position - 1;
  // The place is kept: when pieces come back, admissions go on in this order.
  if (lobby.soldOut) {
    return { status: 'CLOSED', message: LOBBY_SOLD_OUT, position, ahead, retryAfterMs: 10_000 };
  }
  // At the rate the lobby chose at its start (flows/lobby/capacity.ts).
  const rate = lobby.rate ?? settings.admissionsPerSecond;
  const estimatedWaitMs = Math.round((ahead / rate) * 1000);
  return {
    status: 'WAITING',
    position,
    ahead,
    estimatedWaitMs,
    retryAfterMs: clamp(estimatedWaitMs / 2, 500, 5_000),
  };
}

/** Until when the lobby lets this account buy in this drop, from the lobby's record; null: not now. */
export async function accountAdmittedUntil(
  deps: Pick<LobbyDeps, 'db' | 'settings'>,
  key: { dropId: number; userId: number },
  now: Date,
): Promise<Date | null> {
  const entry = await findEntry(deps.db, key);
  if (!entry?.admittedAt) return null;
  const until = new Date(entry.admittedAt.getTime() + deps.settings.admissionMs);
  return until > now ? until : null;
}

/**
 * The account's admission to the drop now, with its token, read without touching the line (no
 * join, no sighting): what a second tab or device of an admitted shopper carries on with.
 */
export async function admissionOf(
  deps: Pick<LobbyDeps, 'db' | 'settings' | 'tokens'>,
  drop: LobbyDrop,
  userId: number,
  now: Date,
): Promise<LobbyAdmission> {
  const { closesAt } = lobbyWindow(drop, deps.settings);
  if (!drop.lobby || now >= closesAt) return { admittedUntil: null };
  const admittedUntil = await accountAdmittedUntil(deps, { dropId: drop.id, userId }, now);
  if (!admittedUntil) return { admittedUntil: null };
  return {
    admittedUntil: admittedUntil.toISOString(),
    admissionToken: await deps.tokens.sign({ userId, dropId: drop.id, expiresAt: admittedUntil }),
  };
}

/**
 * The shopper's entry after this poll. With a valid proof (or none needed) the poll is written
 * at once: the batch's upsert creates a new entry and keeps a known one's draw and place, so
 * thousands joining at the same second cost no read each. Without a valid proof only a known
 * entry may go on (read first; seen lately, it is not written again); a new one is refused
 * (403, LOBBY_CHALLENGE on).
 */
async function record(
  deps: LobbyDeps,
  drop: LobbyDrop,
  key: { dropId: number; userId: number },
  seen: { now: Date; draw: number | null },
  proof: LobbyProof | undefined,
): Promise<LobbyEntry> {
  const mayJoin =
    !deps.settings.challenge ||
    (proof !== undefined && (await deps.challenges.check(proof, key.userId, key.dropId)));
  if (!mayJoin) {
    const known = await findEntry(deps.db, key);
    if (!known) throw new AppError('ChallengeRequired', 403, CHALLENGE_REQUIRED);
    const seenSince = seen.now.getTime() - deps.settings.graceMs * SEEN_SHARE_OF_GRACE;
    if (known.lastSeenAt.getTime() > seenSince) return known;
  }
  const held = seen.draw !== null && (await isNewAccount(deps, drop, key.userId));
  // Without a draw an early entry is numbered after every drawn one (see givePositions).
  return deps.sightings.submit({ ...key, now: seen.now, draw: held ? null : seen.draw });
}

/** Created less than LOBBY_HOLD_NEW_ACCOUNTS_MINUTES before the drop's start. */
async function isNewAccount(deps: LobbyDeps, drop: LobbyDrop, userId: number) {
  const holdMs = deps.settings.holdNewAccountsMs;
  if (holdMs === 0) return false;
  const createdAt = await deps.accountCreatedAt(userId);
  return createdAt !== null && createdAt.getTime() > drop.dropTime.getTime() - holdMs;
}
