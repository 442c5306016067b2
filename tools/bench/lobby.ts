// bench:drop --lobby: the shoppers of a drop opening go through its lobby (decision 031). Each
// joins at a random moment of the last seconds before the start, then follows its place as the
// web page does: on the live stream opened with the answer's ticket (with --sockets per-shopper
// on the shopper's own connection, idle once the join is answered, as a browser reuses it),
// asking again (retryAfterMs) only while the stream is quiet; it shops once admitted, its
// admission in X-Admission-Token; one told that everything is reserved (CLOSED) gives up. What is measured besides the shop's steps: each
// lobby answer, the time from the start to each admission and to each order, and how far the
// admission order follows the arrival order among those who came before the start (Spearman's
// rank correlation: near 0 when the draw is fair, 1 when the first to come is the first let in),
// read from the server's record: over the whole line as drawn, and over those let in. Then the
// rate the lobby admitted at and the one the next lobby would choose from this opening.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { DropStats } from '@shop/shared/drop-results';
import { lobbyEventSchema, type LobbyAnswer } from '@shop/shared/lobby';
import { lobbyRateReason } from '@shop/shared/lobby-rate';
import { percentile } from './report.ts';
import { createDrop, type Must, type Shopper } from './shop-api.ts';

/** A shopper's way through the lobby, in ms from the start (negative: before it). */
export interface LobbyVisit {
  joinedAtMs: number;
  admittedAtMs: number | null;
  closed: boolean;
}

/** Gives up on a lobby that neither admits nor closes (a stuck server) after this long. */
const LONGEST_WAIT_MS = 120_000;
/** As the web page (use-lobby.ts): a stream quiet this long is not counted on; asked then. */
const STREAM_QUIET_MS = 15_000;

/** Lobby streams opened and `lobby` events received, over all shoppers. */
export const streamCounts = { opened: 0, events: 0, refused: 0 };

/** Sends a GET whose answer is a stream, calling back with the response. */
export type StreamGet = (
  path: string,
  onResponse: (response: http.IncomingMessage) => void,
) => http.ClientRequest;

/**
 * Opens `GET /api/live?drops={id}&lobby=<ticket>` with `get` and calls `onAnswer` with each
 * `lobby` event's answer; answers how to close it.
 */
export function listenToLobby(
  get: StreamGet,
  dropId: number,
  ticket: string,
  onAnswer: (answer: LobbyAnswer) => void,
): () => void {
  const request = get(
    `/api/live?drops=${dropId}&lobby=${encodeURIComponent(ticket)}`,
    (response) => {
      if (response.statusCode !== 200) {
        streamCounts.refused += 1;
        response.resume();
        return;
      }
      streamCounts.opened += 1;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: lobby\n')) continue;
          const parsed = lobbyEventSchema.safeParse(
            JSON.parse(block.slice(block.indexOf('data: ') + 6)),
          );
          if (parsed.success && parsed.data.dropId === dropId) {
            streamCounts.events += 1;
            onAnswer(parsed.data.answer);
          }
        }
      });
    },
  );
  request.on('error', () => undefined);
  return () => request.destroy();
}

/**
 * Joins at `joinAtMs` from the start (`startAt`, performance.now() time), then asks until
 * admitted or told CLOSED; answers the visit. `ask` sends one lobby request and answers the
 * lobby's answer, or null when the answer was not 200 (already counted by the caller).
 */
export async function visitLobby(
  shopper: Shopper,
  startAt: number,
  joinAtMs: number,
  ask: () => Promise<LobbyAnswer | null>,
  listen?: (ticket: string, onAnswer: (answer: LobbyAnswer) => void) => () => void,
): Promise<LobbyVisit> {
  await sleep(Math.max(0, startAt + joinAtMs - performance.now()));
  const visit: LobbyVisit = {
    joinedAtMs: performance.now() - startAt,
    admittedAtMs: null,
    closed: false,
  };
  // The stream's latest answer (set by its listener, so kept in an object).
  const stream: { pushed: { answer: LobbyAnswer; at: number } | null } = { pushed: null };
  let wake: (() => void) | null = null;
  let close: (() => void) | null = null;
  try {
    let answer = await ask();
    while (performance.now() - startAt < LONGEST_WAIT_MS) {
      if (answer?.status === 'ADMITTED') {
        visit.admittedAtMs = performance.now() - startAt;
        shopper.admission = answer.admissionToken;
        return visit;
      }
      if (answer?.status === 'CLOSED') {
        visit.closed = true;
        return visit;
      }
      if (listen && !close && answer?.liveTicket) {
        close = listen(answer.liveTicket, (next) => {
          stream.pushed = { answer: next, at: performance.now() };
          wake?.();
        });
      }
      // Waits for the stream's next answer, or the poll's time when it is quiet.
      const seen = stream.pushed;
      await Promise.race([
        new Promise<void>((resolve) => (wake = resolve)),
        sleep(close ? STREAM_QUIET_MS : (answer?.retryAfterMs ?? 1_000)),
      ]);
      wake = null;
      const latest = stream.pushed;
      if (latest && latest !== seen) answer = latest.answer;
      else if (!latest || performance.now() - latest.at >= STREAM_QUIET_MS) answer = await ask();
    }
    return visit;
  } finally {
    close?.();
  }
}

/** Average ranks (1-based) of values, ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const mean = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) result[order[k]!.i] = mean;
    start = end + 1;
  }
  return result;
}

/** Spearman's rank correlation of two equally long series (Pearson's on their ranks). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [mean(rx), mean(ry)];
  let [num, dx, dy] = [0, 0, 0];
  for (let i = 0; i < rx.length; i += 1) {
    num += (rx[i]! - mx) * (ry[i]! - my);
    dx += (rx[i]! - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  }
  return dx === 0 || dy === 0 ? 0 : num / Math.sqrt(dx * dy);
}

const r1 = (value: number) => Number(value.toFixed(1));
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: r1(percentile(sorted, 0.5)),
    p99: r1(percentile(sorted, 0.99)),
    max: r1(sorted.at(-1) ?? 0),
  };
};

/** What the lobby did as the client saw it: admissions, closings, times from the start. */
export function lobbyReport(visits: readonly LobbyVisit[], orderedAtMs: readonly number[]) {
  const admitted = visits.filter((v) => v.admittedAtMs !== null);
  return {
    admitted: admitted.length,
    closed: visits.filter((v) => v.closed).length,
    neither: visits.filter((v) => v.admittedAtMs === null && !v.closed).length,
    admissionMsFromStart: spread(admitted.map((v) => v.admittedAtMs!)),
    orderMsFromStart: spread([...orderedAtMs]),
  };
}

/**
 * The draw and the admissions as the server recorded them, among those who came before the
 * start: Spearman's rank correlation between the moment each joined and its place in the line
 * (the order admissions follow: those let in first, the rest when pieces come back), over every
 * early arrival, so a fair draw reads within about 1/sqrt(n) of 0; and between the moment each
 * joined and the order it was let in (its admission round, then its place) over those let in.
 * The client's own view of an admission also holds when it happened to ask, so it is not used.
 */
export async function drawnOrder(databaseUrl: string, dropId: number, dropTime: Date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      joined_ms: number;
      position: number;
      admission: number | null;
    }>(
      `SELECT extract(epoch FROM joined_at) * 1000 AS joined_ms, position,
              CASE WHEN admitted_at IS NOT NULL
                THEN row_number() OVER (ORDER BY admitted_at, position) END AS admission
         FROM lobby_entries
        WHERE drop_id = $1 AND joined_at < $2 AND position IS NOT NULL`,
      [dropId, dropTime],
    );
    const admitted = rows.filter((r) => r.admission !== null);
    const rho = (entries: typeof rows, order: (r: (typeof rows)[number]) => number) =>
      Number(
        spearman(
          entries.map((r) => Number(r.joined_ms)),
          entries.map(order),
        ).toFixed(3),
      );
    return {
      earlyPlaced: rows.length,
      arrivalPlaceRankCorrelation: rho(rows, (r) => r.position),
      earlyAdmitted: admitted.length,
      arrivalAdmissionRankCorrelation: rho(admitted, (r) => Number(r.admission)),
    };
  } finally {
    await client.end();
  }
}

/**
 * The rate the opening's lobby admitted at, and the one a lobby after it would choose from what
 * this opening measured (decision 031, „The rate, measured”), as the staff's drop results say.
 */
export async function lobbyRates(must: Must, staff: string, dropId: number, dropTime: Date) {
  const rateOf = async (id: number) => {
    const stats = (await must('GET', `/api/admin/drops/${id}/stats`, staff)) as DropStats;
    const rate = stats.lobby!.rate;
    return { perSecond: rate.perSecond, chosen: rate.chosen, reason: lobbyRateReason(rate) };
  };
  const next = await createDrop(
    must,
    staff,
    new Date(dropTime.getTime() + 3_600_000),
    undefined,
    true,
  );
  return { thisOpening: await rateOf(dropId), nextLobby: await rateOf(next.id) };
}
