// The demo drops. Their times are relative to the moment the seed runs, so the shop always
// shows finished drops, drops at different days of the price schedule and
// drops about to open.
import type { Category } from '@shop/shared/enums';
import { DAY_MS, HOUR_MS } from '@shop/shared/price-schedule';

export type DropTiming =
  /** Started this many days ago (more than 14: every dynamic price is over). */
  | { ended: number }
  /** On this day of the schedule (1-based, as the price table counts: day 1 is the first day). */
  | { day: number }
  /** Opens in this many days, in the evening. */
  | { opensIn: number };

export interface DemoDrop {
  key: string;
  name: string;
  shortDescription: string;
  description: string;
  categories: Category[];
  timing: DropTiming;
}

export function dropTimeFor(timing: DropTiming, now: Date): Date {
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  if ('ended' in timing) return new Date(hour - timing.ended * DAY_MS);
  // A running drop opened a few hours into its current day, so it stays on that day for a while.
  if ('day' in timing) return new Date(hour - (timing.day - 1) * DAY_MS - 5 * HOUR_MS);
  const midnightUtc = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // 18:00 UTC is 19:00 or 20:00 in Poland: drops open in the evening.
  return new Date(midnightUtc + timing.opensIn * DAY_MS + 18 * HOUR_MS);
}

export const DEMO_DROPS: DemoDrop[] = [
  {
    key: 'sport-archive',
    name: 'Sezon na ruch',
    shortDescription: 'Sprzęt sportowy i odzież z nadwyżek magazynowych.',
    description:
      'Rowery, piłki, hantle i odzież treningowa z nadwyżek sklepów sportowych. Większość to ' +
      'pojedyncze sztuki, sprawdzone przez nas przed wystawieniem.',
    categories: ['SPORT', 'CLOTHING'],
    timing: { ended: 25 },
  },
  {
    key: 'tech-archive',
    name: 'Elektronika po zwrotach',
    shortDescription: 'Słuchawki, głośniki i aparaty zwrócone przez klientów.',
    description:
      'Sprzęt zwrócony w ustawowym terminie 14 dni. Każdy egzemplarz przetestowaliśmy, a w ' +
      'opisie znajdziesz stan opakowania i kompletność zestawu.',
    categories: ['ELECTRONICS'],
    timing: { ended: 17 },
  },
  {
    key: 'home',
    name: 'Dom pełen światła',
    shortDescription: 'Lampy, czajniki i dodatki do domu w coraz niższych cenach.',
    description:
      'Oświetlenie, drobne AGD, ceramika i meble z ekspozycji sklepów stacjonarnych. Ceny spadają ' +
      'co dwa dni – im dłużej czekasz, tym taniej, ale ktoś może Cię uprzedzić.',
    categories: ['HOME_AND_GARDEN', 'OTHER'],
    timing: { day: 12 },
  },
  {
    key: 'school',
    name: 'Powrót do nauki',
    shortDescription: 'Laptopy, plecaki i książki dla uczniów i studentów.',
    description:
      'Laptopy po zwrotach, plecaki, zegarki i książki. Idealne na start semestru: sprzęt ' +
      'sprawdzony, akcesoria nowe lub z lekkimi śladami ekspozycji.',
    categories: ['ELECTRONICS', 'ACCESSORIES', 'OTHER'],
    timing: { day: 8 },
  },
  {
    key: 'active',
    name: 'Aktywny weekend',
    shortDescription: 'Rowery, rakiety i odzież na wypad za miasto.',
    description:
      'Wszystko, czego potrzebujesz na aktywny weekend: od roweru miejskiego po matę do jogi. ' +
      'Towar z nadwyżek hurtowni sportowych, w większości nowy.',
    categories: ['SPORT', 'CLOTHING', 'ACCESSORIES'],
    timing: { day: 4 },
  },
  {
    key: 'returns',
    name: 'Zwroty tygodnia',
    shortDescription: 'Świeża partia zwrotów konsumenckich: elektronika, moda i zabawki.',
    description:
      'Co tydzień odbieramy zwroty z dużych sklepów internetowych. W tej kolekcji: smartfony, ' +
      'słuchawki, ubrania i zabawki. Pierwszy dzień to najwyższa cena i największy wybór.',
    categories: ['ELECTRONICS', 'CLOTHING', 'TOYS', 'ACCESSORIES'],
    timing: { day: 1 },
  },
  {
    key: 'kids',
    name: 'Kącik malucha',
    shortDescription: 'Zabawki, pluszaki i gry planszowe dla całej rodziny.',
    description:
      'Klocki, pluszaki, autka i gry planszowe z nadwyżek hurtowni zabawek. Opakowania bywają ' +
      'uszkodzone, zawartość jest kompletna, chyba że opis mówi inaczej.',
    categories: ['TOYS', 'OTHER'],
    timing: { opensIn: 1 },
  },
  {
    key: 'wardrobe',
    name: 'Szafa na nowy sezon',
    shortDescription: 'Kurtki, bluzy, buty i dodatki znanych marek.',
    description:
      'Odzież i dodatki z końcówek kolekcji: kurtki puchowe, bluzy, sneakersy, okulary i ' +
      'torebki. Rozmiary podajemy w opisie każdego produktu.',
    categories: ['CLOTHING', 'ACCESSORIES'],
    timing: { opensIn: 4 },
  },
];
