// The timer every background job runs on: a round every `everyMs` in this process, never two
// rounds of one job at once, a failed round logged (the next one tries again), and the last
// round awaited when the app closes. What a round does, and whether it runs on one replica
// only (one-replica.ts), is the job's own business.
import type { FastifyInstance } from 'fastify';

export function repeatEvery(
  app: FastifyInstance,
  everyMs: number,
  failure: string,
  round: () => Promise<unknown>,
): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= round()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
