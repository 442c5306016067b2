// How fast a drop's lobby lets shoppers in, and why (decision 031, „The rate”): three quarters
// of the orders a second the shop was measured to take at an earlier opening, or the setting
// LOBBY_ADMISSIONS_PER_SECOND until an opening has measured it. The staff's drop results show it.
import { z } from 'zod';
import { plural } from './stock-words.ts';
import { formatDateTime } from './warsaw-time.ts';

/** The share of the measured capacity the lobby admits at: headroom for the opening's spikes. */
export const CAPACITY_SHARE = 0.75;

export const lobbyRateBasisSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('measured'),
    /** The opening it was measured at. */
    dropId: z.number().int(),
    dropName: z.string(),
    dropTime: z.string(),
    /** Orders placed in the seconds of that opening in which orders were placed, and how many… */
    orders: z.number().int(),
    seconds: z.number().int(),
    /** …the event-loop time of those seconds over every replica, and how many replicas measured. */
    busySeconds: z.number(),
    replicas: z.number().int(),
    /** The most orders placed in one of those seconds. */
    peakOrdersPerSecond: z.number().int(),
    /** Orders a second the shop can take: replicas × orders ÷ busy seconds. */
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
      'Ustawienie LOBBY_ADMISSIONS_PER_SECOND: żadne wcześniejsze otwarcie z kolejką nie zmierzyło ' +
      'jeszcze, ile zamówień na sekundę sklep przyjmuje (potrzeba co najmniej 100 zamówień przy ' +
      'serwerze zajętym co najmniej w połowie).'
    );
  }
  const orders = `${basis.orders} ${plural(basis.orders, ['zamówienie', 'zamówienia', 'zamówień'])}`;
  const server =
    basis.replicas > 1
      ? `serwer (${basis.replicas} ${plural(basis.replicas, ['replika', 'repliki', 'replik'])})`
      : 'serwer';
  const busy = Math.round((basis.busySeconds / (basis.seconds * basis.replicas)) * 100);
  return (
    `${Math.round(CAPACITY_SHARE * 100)}% z ${Math.round(basis.capacity)} zamówień na sekundę, ` +
    `które sklep może przyjąć według otwarcia kolekcji „${basis.dropName}” ` +
    `(${formatDateTime(basis.dropTime)}): ${orders} w ${basis.seconds} s, w których ${server} ` +
    `pracował łącznie ${decimal(basis.busySeconds, 1)} s (${busy}% czasu); najwięcej ` +
    `${basis.peakOrdersPerSecond} w jednej sekundzie.`
  );
}
