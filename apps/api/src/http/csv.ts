// CSV as Polish Excel opens it as it is: UTF-8 with a byte-order mark, ";" between cells, CRLF
// between rows, a cell quoted only when it holds the separator, a quote or a line break (RFC 4180).
// Written here rather than with csv-stringify: the accountant's export writes 100,000 rows, and
// csv-stringify's per-record machinery allocated more than reading the rows from the database
// did, which grew the server's memory (decision 034). Reading CSV stays with csv-parse.
//
// The one home of the cell rule for every CSV the shop writes: the exports (whose lines
// PostgreSQL makes with the same patterns, db/csv-sql.ts), the import template and the
// newsletter export.

export const CSV_BOM = '\uFEFF';

/**
 * A cell Excel or LibreOffice would run as a formula begins with "=", "+", "-", "@", a tab or a
 * carriage return (OWASP, "CSV Injection"): it is written with an apostrophe in front, so it is
 * shown as text and never run. A plain negative number ("-12,50") is no formula and stays a
 * number. POSIX regular expressions that JavaScript and PostgreSQL read alike.
 */
export const FORMULA_START = '^[-=+@\t\r]';
export const NEGATIVE_NUMBER = '^-[0-9]+([.,][0-9]+)?$';

const formulaStart = new RegExp(FORMULA_START);
const negativeNumber = new RegExp(NEGATIVE_NUMBER);

/** The text as a spreadsheet must read it: with an apostrophe when it would run as a formula. */
export const inertText = (value: string) =>
  formulaStart.test(value) && !negativeNumber.test(value) ? `'${value}` : value;

/** One cell: inert, and quoted (quotes doubled) when it holds `separator`, a quote or a line break. */
export function csvCell(value: string, separator = ';'): string {
  const text = inertText(value);
  return text.includes(separator) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** The rows as CSV text, each ending with CRLF. */
export const csvLines = (rows: readonly (readonly string[])[], separator = ';') => {
  let text = '';
  for (const row of rows)
    text += `${row.map((value) => csvCell(value, separator)).join(separator)}\r\n`;
  return text;
};
