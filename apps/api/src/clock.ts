// "Now" is a dependency, so tests can stand on any day of the price schedule.
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
