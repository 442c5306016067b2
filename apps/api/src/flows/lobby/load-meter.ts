// How the shop answers orders in each second of a lobby drop's opening (decision 031, „The rate,
// measured”): the order route tells this replica's meter each answer and how long it took; the
// lobby job takes each second that ended and writes, for the drops whose openings ran, the orders
// placed in it and how long the slowest of its order answers took (p99). capacity.ts tells from
// them the seconds in which the shop was at its limit.
import { hostname } from 'node:os';
import { createHistogram } from 'node:perf_hooks';
import type { LoadSecond } from '../../modules/lobby/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This replica's meter of order answers (app.ts makes it; the lobby job reads it). */
    openingMeter: OpeningMeter;
  }
}

export class OpeningMeter {
  private second: number | null = null;
  private placed = 0;
  private readonly answers = createHistogram();

  constructor(private readonly replica = `${hostname()}:${process.pid}`) {}

  /** An answer to POST /api/orders: how long it took, and whether it placed an order. */
  orderAnswered(elapsedMs: number, placed: boolean): void {
    this.answers.record(Math.max(1, Math.round(elapsedMs)));
    if (placed) this.placed += 1;
  }

  /**
   * After a round at `now`: the second that has just ended, for each drop whose opening runs
   * (none within a second, before the first, or without an order answered). A round late by more
   * than a second puts the whole gap on the second it closes.
   */
  take(now: Date, dropIds: readonly number[]): LoadSecond[] {
    const second = Math.floor(now.getTime() / 1000) * 1000;
    if (second === this.second) return [];
    const closed = this.second;
    const orders = this.placed;
    const orderP99Ms = this.answers.count > 0 ? this.answers.percentile(99) : 0;
    const answered = this.answers.count > 0;
    this.answers.reset();
    this.placed = 0;
    this.second = second;
    if (closed === null || !answered) return [];
    return dropIds.map((dropId) => ({
      dropId,
      replica: this.replica,
      second: new Date(closed),
      orders,
      orderP99Ms,
    }));
  }
}
