// Opens the database: PostgreSQL (node-postgres pool) when configured, else embedded PGlite
// on disk. Both speak the same SQL, so the rest of the code sees one Drizzle `Db`.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { isConnectionLost } from './errors.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Longest a statement may run (PostgreSQL's statement_timeout); default 15 s. */
      statementTimeoutMs?: number;
      /** Longest a request waits for a pooled connection or a new one; default 10 s. */
      connectTimeoutMs?: number;
    }
  | {
      kind: 'pglite';
      dir?: string;
      /** A data directory image (PGlite's dumpDataDir) to start from instead of an empty one. */
      image?: Blob;
    };

/**
 * Beyond the statement timeout, how long the client waits for an answer before it gives the
 * query (and its connection) up: a connection that went silent (a dead network path, a
 * database that froze) must not hold a request, or the single write batch, forever.
 */
const ANSWER_GRACE_MS = 5_000;

export type RunScript = (script: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  kind: DatabaseTarget['kind'];
  db: Db;
  /**
   * Runs `fn` on one dedicated connection (session-level locks hold across its scripts).
   * `run` executes a script of one or more statements and returns the last one's rows.
   */
  session<T>(fn: (run: RunScript) => Promise<T>): Promise<T>;
  /**
   * Listens to NOTIFY on `channel`: `onPayload` gets each payload in commit order; `onGap` is
   * called when notifications may have been missed (the listening connection was lost and is
   * open again). Answers a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: an image of the data directory, which a target's `image` starts from. */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  onGap(): void;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const statementTimeoutMs = target.statementTimeoutMs ?? 15_000;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 20,
      // Every query has a timeout, on the server and in the client; waiting for a connection
      // too. A connection the database dropped (failover, restart, pg_terminate_backend) is
      // thrown away by the pool, idle or in use, and the next query opens a new one.
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + ANSWER_GRACE_MS,
      connectionTimeoutMillis: target.connectTimeoutMs ?? 10_000,
      keepAlive: true,
    });
    // An idle connection that the database closed: the pool has already removed it. The
    // others were most likely closed at the same moment (a failover, a restart): they are
    // thrown away too, before a request meets one of them.
    pool.on('error', (error) => {
      console.warn('PostgreSQL connection lost:', error.message);
      discardIdle(pool);
    });
    // A connection lost under a query is often known before the idle ones report theirs
    // (their events come later on a busy process): discard them at once, so the next requests
    // open new connections instead of failing on dead ones.
    pool.on('connect', (client) =>
      client.on('error', (error) => {
        if (isConnectionLost(error)) discardIdle(pool);
      }),
    );
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }) as unknown as Db,
      session: async (fn) => {
        const connection = await pool.connect();
        try {
          return await fn(async (script) => {
            const result = (await connection.query(script)) as unknown as
              pg.QueryResult | pg.QueryResult[];
            const last = Array.isArray(result) ? result.at(-1) : result;
            return (last?.rows ?? []) as Record<string, unknown>[];
          });
        } finally {
          connection.release();
        }
      },
      listen: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  if (target.dir) await mkdir(target.dir, { recursive: true });
  const client = await PGlite.create(target.dir ? `file://${target.dir}` : undefined, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: target.image,
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    session: (fn) =>
      fn(async (script) => {
        const results = await client.exec(script);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    // One process owns an embedded database, so no notification can be lost on the way.
    listen: async (channel, { onPayload }) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    image: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Closes the pool's idle connections (new ones are opened as queries need them). */
function discardIdle(pool: pg.Pool) {
  for (let i = pool.idleCount; i > 0; i -= 1) {
    pool.connect().then(
      (client) => client.release(new Error('discarded after a lost connection')),
      () => undefined,
    );
  }
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a dedicated connection (not from the pool: a pooled one would be handed to other
 * queries). When the connection drops it is opened again with back-off, and `onGap` tells the
 * listener that changes committed meanwhile were not seen. Stopping ends the connection, also
 * one still being opened then: none outlives the stop.
 */
async function listenPostgres(
  url: string,
  channel: string,
  { onPayload, onGap }: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let opening: Promise<void> | null = null;
  let stopped = false;
  let attempt = 0;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };
  const connect = () => {
    opening = open().finally(() => (opening = null));
    return opening;
  };
  const reconnect = () => {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          attempt = 0;
          if (!stopped) onGap();
        },
        (error: unknown) => {
          if (stopped) return;
          console.warn('LISTEN connection failed, retrying:', (error as Error).message);
          reconnect();
        },
      );
    }, delay).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await opening?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  };
}
