// A row of an export as ONE CSV line made by PostgreSQL (docs/exports.md), as Polish Excel opens
// it: money "1234,50" (a decimal comma, no grouping), Warsaw time "2026-11-27 14:30", a cell
// quoted only when it holds ";", a quote or a line break, and text that would run as a formula
// written with an apostrophe in front (the rule and its patterns: http/csv.ts). A page of 500
// rows then reaches the server as 500 strings rather than 500 objects of 20 fields. An
// export of 100,000 orders then streams without the server's memory growing (decision 034).
// Modules build their export pages with these; each cell is text and never NULL.
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/warsaw-time';
import { FORMULA_START, NEGATIVE_NUMBER } from '../http/csv.ts';

/** The text as a spreadsheet must read it (http/csv.ts's inertText). */
const inertTextSql = (value: SQL) =>
  sql`CASE WHEN (${value}) ~ ${FORMULA_START} AND (${value}) !~ ${NEGATIVE_NUMBER} THEN '''' || (${value}) ELSE (${value}) END`;

/** Text as a CSV cell: inert, quoted (quotes doubled) when it holds ";", '"', CR or LF; NULL as ''. */
export const csvTextSql = (value: SQL) => {
  const text = inertTextSql(value);
  return sql`CASE WHEN ${text} ~ '[";\r\n]' THEN '"' || replace(${text}, '"', '""') || '"' ELSE coalesce(${text}, '') END`;
};

/** Grosze as "1234,50" (a decimal comma, no grouping); NULL as ''. */
export const csvMoneySql = (grosze: SQL) =>
  sql`coalesce(replace(to_char((${grosze})::numeric / 100, 'FM999999999990.00'), '.', ','), '')`;

/** A moment as Warsaw's "2026-11-27 14:30"; NULL as ''. */
export const csvTimeSql = (moment: SQL) =>
  sql`coalesce(to_char((${moment}) AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI'), '')`;

/** A whole number as text; NULL as ''. */
export const csvNumberSql = (value: SQL) => sql`coalesce((${value})::text, '')`;

/** A coded value's Polish label (e.g. a status) as text; an unknown code as it is. */
export function labelSql(code: SQL, labels: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(labels).map(([key, label]) => sql` WHEN ${key} THEN ${label}`);
  return sql`CASE (${code})::text${sql.join(cases)} ELSE (${code})::text END`;
}

/** The same as a CSV cell. */
export const csvLabelSql = (code: SQL, labels: Readonly<Record<string, string>>) =>
  csvTextSql(labelSql(code, labels));

/** The cells as one line, ";" between them, ending with CRLF. */
export const csvLineSql = (cells: readonly SQL[]) =>
  sql`${sql.join(
    cells.map((cell) => sql`(${cell})`),
    sql` || ';' || `,
  )} || E'\\r\\n'`;
