// Applies the checked-in SQL migrations (db/migrations/NNNN_name.sql) in order, once each,
// each in its own transaction. An advisory lock makes it safe when several replicas start.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 724_011;

export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return database.session(async (run) => {
    await run(`SELECT pg_advisory_lock(${LOCK_ID})`);
    try {
      await run(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await run('SELECT name FROM schema_migrations')).map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const script = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        try {
          await run(
            `BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');\nCOMMIT;`,
          );
        } catch (error) {
          await run('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await run(`SELECT pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
