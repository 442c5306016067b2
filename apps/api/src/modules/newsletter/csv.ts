// CSV (RFC 4180) for the staff export: a header row, CRLF line ends, a field with a comma, quote
// or line break is quoted (quotes doubled), and a field a spreadsheet would read as a formula
// (starting with = + - @) gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
