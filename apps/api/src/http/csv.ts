// CSV as Polish Excel opens it as it is: UTF-8 with a byte-order mark, ";" between cells, CRLF
// between rows, a cell quoted only when it holds ";", a quote or a line break (RFC 4180).
// Written here rather than with csv-stringify: the accountant's export writes 100,000 rows, and
// csv-stringify's per-record machinery allocated more than reading the rows from the database
// did, which grew the server's memory (decision 034). Reading CSV stays with csv-parse.

export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[";\r\n]/;

const cell = (value: string) =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The rows as CSV text, each ending with CRLF. */
export const csvLines = (rows: readonly (readonly string[])[]) => {
  let text = '';
  for (const row of rows) text += `${row.map(cell).join(';')}\r\n`;
  return text;
};
