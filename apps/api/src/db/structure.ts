// The database's structure as the migrations leave it, in one readable file (structure.sql):
// every table with its columns, constraints and indexes, every function (place_orders and the
// rest, as they stand after all their redefinitions) and trigger. Read from the system catalogue
// of a freshly migrated database, so it is the same on PGlite and PostgreSQL. Regenerated with
// `npm run db:structure`; structure.test.ts fails when a migration changed it and the file was
// not regenerated.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunScript } from './client.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

export const STRUCTURE_FILE = path.join(import.meta.dirname, 'structure.sql');

const HEADER = `-- The structure the migrations (db/migrations) leave, for reading: never applied.
-- Regenerate with \`npm run db:structure\` after adding a migration (db/structure.ts).
`;

const text = (rows: Record<string, unknown>[], key: string) => rows.map((row) => String(row[key]));

async function tables(run: RunScript): Promise<string[]> {
  const names = text(
    await run(`SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
                  AND c.relname <> 'schema_migrations'
                ORDER BY c.relname`),
    'relname',
  );
  const out: string[] = [];
  for (const table of names) {
    const columns = await run(`
      SELECT a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
             || CASE WHEN a.attgenerated = 's'
                     THEN ' GENERATED ALWAYS AS (' || pg_get_expr(d.adbin, d.adrelid) || ') STORED'
                     WHEN d.adbin IS NOT NULL THEN ' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid)
                     ELSE '' END
             || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END AS line
        FROM pg_attribute a
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attrelid = 'public.${table}'::regclass AND a.attnum > 0 AND NOT a.attisdropped
       ORDER BY a.attnum`);
    const constraints = await run(`
      SELECT 'CONSTRAINT ' || conname || ' ' || pg_get_constraintdef(oid) AS line
        FROM pg_constraint
       WHERE conrelid = 'public.${table}'::regclass AND contype <> 'n'
       ORDER BY contype, conname`);
    const lines = [...text(columns, 'line'), ...text(constraints, 'line')];
    out.push(`CREATE TABLE ${table} (\n  ${lines.join(',\n  ')}\n);`);
    const indexes = await run(`
      SELECT pg_get_indexdef(i.indexrelid) AS line
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = 'public.${table}'::regclass
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
       ORDER BY c.relname`);
    out.push(...text(indexes, 'line').map((line) => `${line};`));
  }
  return out;
}

async function extensions(run: RunScript): Promise<string[]> {
  const rows = await run(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY 1`);
  return text(rows, 'extname').map((name) => `CREATE EXTENSION ${name};`);
}

async function functions(run: RunScript): Promise<string[]> {
  const rows = await run(`
    SELECT pg_get_functiondef(p.oid) AS line
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`);
  return text(rows, 'line').map((line) => `${line.trimEnd()};`);
}

async function triggers(run: RunScript): Promise<string[]> {
  const rows = await run(`
    SELECT pg_get_triggerdef(t.oid) AS line
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND NOT t.tgisinternal
     ORDER BY c.relname, t.tgname`);
  return text(rows, 'line').map((line) => `${line};`);
}

/** The structure of a freshly migrated embedded database, as structure.sql holds it. */
export async function currentStructure(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database);
    return await database.session(async (run) => {
      const parts = [
        await extensions(run),
        await tables(run),
        await functions(run),
        await triggers(run),
      ];
      return `${HEADER}\n${parts.map((part) => part.join('\n\n')).join('\n\n')}\n`;
    });
  } finally {
    await database.close();
  }
}

export const savedStructure = () => readFile(STRUCTURE_FILE, 'utf8');

if (process.argv[1] === import.meta.filename) {
  await writeFile(STRUCTURE_FILE, await currentStructure());
  process.stdout.write(`written ${path.relative(process.cwd(), STRUCTURE_FILE)}\n`);
}
