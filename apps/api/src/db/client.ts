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
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dir?: string };

export type RunScript = (script: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  kind: DatabaseTarget['kind'];
  db: Db;
  /**
   * Runs `fn` on one dedicated connection (session-level locks hold across its scripts).
   * `run` executes a script of one or more statements and returns the last one's rows.
   */
  session<T>(fn: (run: RunScript) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    pool.on('error', (error) => console.error('PostgreSQL pool error', error));
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
      close: () => pool.end(),
    };
  }
  if (target.dir) await mkdir(target.dir, { recursive: true });
  const client = await PGlite.create(target.dir ? `file://${target.dir}` : undefined, {
    extensions: { pg_trgm, unaccent },
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    session: (fn) =>
      fn(async (script) => {
        const results = await client.exec(script);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    close: () => client.close(),
  };
}
