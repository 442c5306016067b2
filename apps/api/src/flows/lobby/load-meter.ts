// How busy this replica's event loop is in each second of a lobby drop's opening (decision 031,
// „The rate”): the lobby job reads it after each round and writes each second that ended for the
// drops whose openings ran (capacity.ts turns the seconds into the shop's capacity).
import { hostname } from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { LoadSecond } from '../../modules/lobby/index.ts';

export class LoadMeter {
  private last: EventLoopUtilization = performance.eventLoopUtilization();
  private second: number | null = null;

  constructor(private readonly replica = `${hostname()}:${process.pid}`) {}

  /**
   * After a round at `now`: the load of the second that has just ended, for each drop whose
   * opening runs (none within a second, or before the first). A round late by more than a
   * second puts the loop's share of the whole gap on the second it closes.
   */
  take(now: Date, dropIds: readonly number[]): LoadSecond[] {
    const second = Math.floor(now.getTime() / 1000) * 1000;
    if (second === this.second) return [];
    const current = performance.eventLoopUtilization();
    const { active, idle } = performance.eventLoopUtilization(current, this.last);
    const closed = this.second;
    this.last = current;
    this.second = second;
    if (closed === null || active + idle === 0) return [];
    const busyMs = (active / (active + idle)) * 1000;
    return dropIds.map((dropId) => ({
      dropId,
      replica: this.replica,
      second: new Date(closed),
      busyMs,
    }));
  }
}
