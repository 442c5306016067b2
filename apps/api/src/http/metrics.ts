// The process's metrics in Prometheus' format (prom-client, docs/operations.md "Metrics"): every
// request by method, route pattern and status, with its latency, and what flows and modules count
// or read at scrape time through `app.metrics` (orders placed and refused, the catalogue cache,
// the change feed, queues, live connections, the database pool). GET /metrics is the operations
// flow's (flows/operations).
import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

/** Sets a gauge's values when it is read: `set(value)` or `set(value, { label: 'x' })`. */
export type Collect = (
  set: (value: number, labels?: Record<string, string>) => void,
) => void | Promise<void>;

/**
 * How a gauge adds up over the processes of a cluster: `sum` for what each process has (its
 * connections), `first` for what the database holds (every process reads the same), `max` for
 * a delay.
 */
export type Aggregation = 'sum' | 'first' | 'max';

export interface ShopMetrics {
  registry: client.Registry;
  ordersPlaced: client.Counter;
  ordersRefused: client.Counter<'reason'>;
  /** A gauge read at each scrape (queues, connections, the cache's counts). */
  gauge(
    name: string,
    help: string,
    collect: Collect,
    options: { aggregation: Aggregation; labelNames?: string[] },
  ): void;
  /** The text a scrape gets: this process's, or in a cluster every worker's added up. */
  text(): Promise<string>;
}

const ASK = 'shop:metrics:ask';
const ANSWER = 'shop:metrics:answer';
/** A cluster's metrics come back within this, or the scrape fails (the primary is stuck). */
const CLUSTER_ANSWER_MS = 5_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/**
 * In the primary of a cluster (runtime/cluster.ts): answers a worker's request for the metrics of
 * every worker (prom-client asks each one and adds them up), as /metrics is served by whichever
 * worker the scrape reaches.
 */
export function answerClusterMetrics() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    const id = message?.id;
    if (message?.type !== ASK || typeof id !== 'string') return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id, error: error.message } satisfies Answer),
    );
  });
}

/** A worker asks the primary for the whole cluster's metrics. */
function clusterText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onAnswer);
      reject(new Error('the cluster did not answer with its metrics'));
    }, CLUSTER_ANSWER_MS);
    function onAnswer(message: Answer) {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onAnswer);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    }
    process.on('message', onAnswer);
    process.send!({ type: ASK, id });
  });
}

/** Requests no route matched (web pages, static files, 404s): one label, not one per path. */
const UNMATCHED = '(page or file)';

export function registerMetrics(app: FastifyInstance) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) {
    // Answers the primary's requests for this worker's metrics (prom-client's cluster protocol).
    new client.AggregatorRegistry();
    client.AggregatorRegistry.setRegistries([registry]);
  }
  const registers = [registry];
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.decorate<ShopMetrics>('metrics', {
    registry,
    text: () => (cluster.isWorker ? clusterText() : registry.metrics()),
    gauge(name, help, collect, { aggregation, labelNames = [] }) {
      new client.Gauge({
        name,
        help,
        labelNames,
        aggregator: aggregation,
        registers,
        async collect() {
          this.reset();
          await collect((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
        },
      });
    },
    ordersPlaced: new client.Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed (POST /api/orders answered 201)',
      registers,
    }),
    ordersRefused: new client.Counter({
      name: 'shop_orders_refused_total',
      help: 'Orders refused, by the refusal code (sold out, reserved, limits, bad input)',
      labelNames: ['reason'],
      registers,
    }),
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}
