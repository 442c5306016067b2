// Turning what staff type into what the API takes: numbers from text fields (an empty field is
// "missing", so the shared schemas answer with their "required" message), PLN into grosze, and
// datetime-local values (the browser's local time) into ISO instants and back.
import { amountText, groszeFromText } from '@shop/shared/money';

/** '' -> undefined; otherwise the number typed (NaN when it is not one). */
export function numberFrom(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** PLN text ("12,50" or "12.50") -> integer grosze; '' -> undefined. */
export const groszeFrom = groszeFromText;

/** Grosze -> the PLN text a form field shows (1999 -> "19,99"). */
export const plnText = (grosze: number | null | undefined) =>
  grosze === null || grosze === undefined ? '' : amountText(grosze);

/** True when `local` (e.g. "2026-05-01T12:00") names a real moment. */
export const isLocalDateTime = (local: string) =>
  local.trim() !== '' && !Number.isNaN(new Date(local.trim()).getTime());

/** A datetime-local value, read in the browser's time zone, as an ISO instant. */
export const isoFromLocal = (local: string) => new Date(local.trim()).toISOString();

/** An ISO instant as a datetime-local value in the browser's time zone (to the minute). */
export function localFromIso(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
