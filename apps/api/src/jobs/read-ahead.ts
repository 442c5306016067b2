// Reads ahead, in every replica, the catalogue answers of the next scheduled change (a drop's
// start, a price step) once it is READ_AHEAD_MS away (modules/products/opening-ahead.ts), once
// per change. Started by runtime/start-up.ts; tests call readAhead directly.
import type { FastifyInstance } from 'fastify';
import { READ_AHEAD_MS, readAhead } from '../modules/products/index.ts';
import { repeatEvery } from './repeat.ts';

/** Often enough that a change is read ahead 9.5 to 10 s before it. */
const ROUND_MS = 500;

export function startReadAheadJob(app: FastifyInstance): void {
  let readFor = 0;
  repeatEvery(app, ROUND_MS, 'reading answers ahead failed', async () => {
    const now = app.clock.now();
    const next = await app.catalogue.schedule.nextChange(now);
    if (!Number.isFinite(next) || next === readFor || next - now.getTime() > READ_AHEAD_MS) return;
    readFor = next;
    await readAhead(app, now, next);
  });
}
