// When the catalogue next changes by itself: a drop starts, its prices step down, or its
// products are withdrawn on day 14. Cached answers end at that moment. The drop times are read
// once and again after any drop changes (the change feed says so).
import { nextScheduleChange } from '@shop/shared/price-schedule';

/** Every drop's start (the drops module answers it; the catalogue imports no module). */
export type DropTimes = () => Promise<{ id: number; dropTime: Date }[]>;

export class Schedule {
  /** Drop id -> its start. */
  private dropTimes: Promise<Map<number, Date>> | null = null;

  constructor(private readonly dropTimesOf: DropTimes) {}

  /** Drop times are read again on the next call. */
  forget() {
    this.dropTimes = null;
  }

  private load() {
    if (!this.dropTimes) {
      const loading = this.dropTimesOf().then(
        (rows) => new Map(rows.map(({ id, dropTime }) => [id, dropTime])),
      );
      this.dropTimes = loading;
      loading.catch(() => {
        if (this.dropTimes === loading) this.dropTimes = null;
      });
    }
    return this.dropTimes;
  }

  /** Epoch ms of the first scheduled change after `now` (Infinity when none is left). */
  async nextChange(now: Date): Promise<number> {
    let next = Infinity;
    for (const dropTime of (await this.load()).values()) {
      const change = nextScheduleChange(dropTime, now);
      if (change && change.getTime() < next) next = change.getTime();
    }
    return next;
  }

  /** Epoch ms of the drop's first scheduled change after `now` (Infinity when none is left). */
  async nextChangeOfDrop(dropId: number, now: Date): Promise<number> {
    const dropTime = (await this.load()).get(dropId);
    if (!dropTime) return this.nextChange(now);
    return nextScheduleChange(dropTime, now)?.getTime() ?? Infinity;
  }

  /** Drops whose scheduled change falls in (from, to]: their prices or statuses changed. */
  async dropsChangedBetween(from: Date, to: Date): Promise<number[]> {
    return [...(await this.load())]
      .filter(([, dropTime]) => {
        const change = nextScheduleChange(dropTime, from);
        return change !== null && change.getTime() <= to.getTime();
      })
      .map(([id]) => id);
  }
}
