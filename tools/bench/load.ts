// One load run with autocannon: fixed connections for a fixed time, a fresh path per request,
// each asking for compression as every browser does (so the server pays for compressing).
import autocannon from 'autocannon';
import { freePort } from '../../apps/api/src/test/server-process.ts';
import { startBareServer } from './processes.ts';
import { loadAverage } from './report.ts';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Responses outside 2xx plus connection errors and timeouts. */
  failures: number;
}

export async function runLoad(
  baseUrl: string,
  pathOf: () => string,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A bare Fastify route's req/s right now (20 connections, after 2 s of warm-up). */
export async function bareBaseline(seconds: number): Promise<LoadResult & { loadAverage: string }> {
  const bare = await startBareServer(await freePort());
  try {
    await runLoad(bare.url, () => '/bare', 2, 20);
    const result = await runLoad(bare.url, () => '/bare', seconds, 20);
    return { ...result, loadAverage: loadAverage() };
  } finally {
    await bare.stop();
  }
}
