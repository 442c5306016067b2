// How fast a drop's lobby lets shoppers in, and why (decision 031, „The rate, measured”): three
// quarters of the orders a second the shop took at its limit at an earlier opening, or the
// setting LOBBY_ADMISSIONS_PER_SECOND until an opening has shown it. The staff's drop results
// show it.
import { z } from 'zod';
import { plural } from './stock-words.ts';
import { formatDateTime } from './warsaw-time.ts';

/** The share of the measured capacity the lobby admits at: headroom for the opening's spikes. */
export const CAPACITY_SHARE = 0.75;

export const lobbyRateBasisSchema = z.union([
  z.object({
    source: z.literal('measured'),
    /** The opening it was measured at. */
    dropId: z.number().int(),
    dropName: z.string(),
    dropTime: z.string(),
    /** Orders placed in the seconds of that opening in which the shop was at its limit… */
    orders: z.number().int(),
    seconds: z.number().int(),
    /** …how long the slowest order answers took in them (p99, averaged, ms), and the replicas. */
    orderP99Ms: z.number(),
    replicas: z.number().int(),
    /** The most orders placed in one of those seconds. */
    peakOrdersPerSecond: z.number().int(),
    /** Orders a second the shop can take: the orders over the seconds. */
    capacity: z.number(),
  }),
  z.object({ source: z.literal('setting') }),
]);
export type LobbyRateBasis = z.infer<typeof lobbyRateBasisSchema>;

export const lobbyRateSchema = z.object({
  /** Shoppers let in a second. */
  perSecond: z.number(),
  /** Chosen at the start and kept for the opening; before it, what the lobby would choose now. */
  chosen: z.boolean(),
  basis: lobbyRateBasisSchema,
});
export type LobbyRate = z.infer<typeof lobbyRateSchema>;

const decimal = (value: number, digits: number) =>
  value.toLocaleString('pl-PL', { maximumFractionDigits: digits });

/** "150 osób na sekundę" */
export function ratePerSecond(perSecond: number): string {
  const shoppers = Math.round(perSecond * 10) / 10;
  const word = Number.isInteger(shoppers) ? plural(shoppers, ['osoba', 'osoby', 'osób']) : 'osoby';
  return `${decimal(shoppers, 1)} ${word} na sekundę`;
}

/** Why the lobby admits at its rate, in Polish, for the staff. */
export function lobbyRateReason(rate: LobbyRate): string {
  const { basis } = rate;
  if (basis.source === 'setting') {
    return (
      'Ustawienie LOBBY_ADMISSIONS_PER_SECOND: żadne wcześniejsze otwarcie z kolejką nie pokazało ' +
      'jeszcze granicy możliwości sklepu (co najmniej 100 zamówień w co najmniej 3 sekundach, ' +
      'w których najwolniejsze odpowiedzi na zamówienia trwały 500 ms lub dłużej).'
    );
  }
  const orders = `${basis.orders} ${plural(basis.orders, ['zamówienie', 'zamówienia', 'zamówień'])}`;
  const server =
    basis.replicas > 1
      ? `serwer (${basis.replicas} ${plural(basis.replicas, ['replika', 'repliki', 'replik'])})`
      : 'serwer';
  return (
    `${Math.round(CAPACITY_SHARE * 100)}% z ${Math.round(basis.capacity)} zamówień na sekundę, ` +
    `które sklep przyjmował u granicy swoich możliwości przy otwarciu kolekcji ` +
    `„${basis.dropName}” (${formatDateTime(basis.dropTime)}): ${orders} w ${basis.seconds} s, ` +
    `w których ${server} nie nadążał (najwolniejsze odpowiedzi na zamówienia średnio ` +
    `${basis.orderP99Ms} ms); ` +
    `najwięcej ${basis.peakOrdersPerSecond} w jednej sekundzie.`
  );
}
