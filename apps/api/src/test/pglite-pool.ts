// Embedded databases for the API tests, reused by the files of one test process: opening PGlite
// from the migrated image costs about a second of CPU (mostly unpacking its 40 MB data
// directory), emptying one back to that state about 30 ms. A file's database is handed to the
// next file only once it is exactly as the image had it: every table's rows (the migrations'
// own included) and every sequence, no session setting, lock or prepared statement left over;
// one whose schema a test changed, or that cannot be emptied, is closed instead.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';

/** What a freshly opened database holds, read once per process from the first one. */
interface Pristine {
  /** Empties every table and puts back the rows the migrations left, then the sequences. */
  reset: string;
  /** Changes when a table, column, constraint, index or trigger is added or removed. */
  fingerprint: string;
}

const FINGERPRINT = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT c.relname || ':' || c.relkind::text || ':' || count(a.attnum) AS item
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     GROUP BY c.relname, c.relkind
    UNION ALL
    SELECT 'constraint:' || conname FROM pg_constraint
     WHERE connamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'trigger:' || tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal
  ) items`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readPristine(database: Database): Promise<Pristine> {
  const tables = await database.session((run) =>
    run(`SELECT c.relname AS name,
                string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum)
                  FILTER (WHERE a.attgenerated = '') AS columns
           FROM pg_class c
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
            AND c.relname <> 'schema_migrations'
          GROUP BY c.relname ORDER BY c.relname`),
  );
  const refill: string[] = [];
  for (const { name, columns } of tables as { name: string; columns: string }[]) {
    const [{ rows }] = (await database.session((run) =>
      run(`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${quote(name)} t`),
    )) as [{ rows: string }];
    if (rows === '[]') continue;
    refill.push(
      `INSERT INTO ${quote(name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${quote(name)}, $rows$${rows}$rows$);`,
    );
  }
  const sequences = (await database.session((run) =>
    run(`SELECT quote_ident(sequencename) AS name, last_value::text AS value
           FROM pg_sequences WHERE schemaname = 'public'`),
  )) as { name: string; value: string | null }[];
  const [{ fingerprint }] = (await database.session((run) => run(FINGERPRINT))) as [
    { fingerprint: string },
  ];
  return {
    fingerprint,
    reset: [
      // Foreign keys and the audit log's append-only triggers are triggers: replica role skips them.
      'SET session_replication_role = replica;',
      ...tables.map(({ name }) => `DELETE FROM ${quote(name as string)};`),
      ...refill,
      'SET session_replication_role = origin;',
      ...sequences.map(({ name, value }) =>
        value === null ? `ALTER SEQUENCE ${name} RESTART;` : `SELECT setval('${name}', ${value});`,
      ),
    ].join('\n'),
  };
}

let image: Promise<Blob> | undefined;
let pristine: Promise<Pristine> | undefined;
const idle: Database[] = [];
/** More idle databases than this are closed: a file rarely has more than two open at once. */
const MAX_IDLE = 2;

/** A migrated, empty embedded database: a reused one when one is idle, else a new one. */
export async function takePglite(): Promise<Database> {
  const reused = idle.pop();
  if (reused) return reused;
  // The migrated empty PGlite database made by database-images.ts, read once per test process.
  image ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
  const database = await openDatabase({ kind: 'pglite', image: await image });
  pristine ??= readPristine(database);
  await pristine;
  return database;
}

/** Gives a database a file is done with back: emptied for the next file, or closed. */
export async function givePgliteBack(database: Database): Promise<void> {
  if (idle.length < MAX_IDLE && (await emptied(database))) idle.push(database);
  else await database.close().catch(() => undefined);
}

/** Empties `database` back to the migrated state; false when its schema changed or it failed. */
async function emptied(database: Database): Promise<boolean> {
  const { reset, fingerprint } = await pristine!;
  try {
    const [now] = (await database.session((run) => run(FINGERPRINT))) as [{ fingerprint: string }];
    if (now.fingerprint !== fingerprint) return false;
    await database.session((run) => run(reset));
    // Session settings, advisory locks, prepared statements, temporary tables, LISTENs.
    await database.session((run) => run('DISCARD ALL'));
    return true;
  } catch {
    return false;
  }
}
