// What a drop alarm says, by push and by SMS (docs/alarms.md): the drop, when, and the link
// straight into the drop's page (where its lobby is), with the way out. SMS texts are written
// without Polish letters: one message of 160 characters (GSM 03.38) instead of 70 (UCS-2).
import { dropPath } from '@shop/shared/catalogue';
import { formatTime } from '@shop/shared/warsaw-time';
import type { AlarmMoment } from '../../modules/alarms/index.ts';

export interface MessageDrop {
  id: number;
  name: string;
  slug: string;
  dropTime: Date;
}

export const dropUrl = (shopUrl: string, drop: MessageDrop) => `${shopUrl}${dropPath(drop.slug)}`;

/** The notification sw.js shows. */
export function pushPayload(
  drop: MessageDrop,
  moment: AlarmMoment,
  { shopUrl, offUrl }: { shopUrl: string; offUrl: string },
) {
  const at = formatTime(drop.dropTime);
  const words = {
    lobby: {
      title: `Kolejka otwarta: ${drop.name}`,
      body: `Start o ${at}. Dołącz przed startem: kolejność wśród czekających zostanie wylosowana.`,
    },
    soon: {
      title: `Za 5 minut: ${drop.name}`,
      body: `Kolekcja startuje o ${at}. Produkty są w pojedynczych sztukach.`,
    },
    opening: {
      title: `Kolekcja otwarta: ${drop.name}`,
      body: 'Już można kupować. Produkty są w pojedynczych sztukach.',
    },
  }[moment];
  return { ...words, url: dropUrl(shopUrl, drop), tag: `drop-${drop.id}`, off: offUrl };
}

/** Folds Polish letters to their bases for an SMS of 160 characters. */
const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('ł', 'l').replaceAll('Ł', 'L');

export function smsText(
  drop: MessageDrop,
  moment: AlarmMoment,
  { shopUrl, offUrl }: { shopUrl: string; offUrl: string },
) {
  const at = formatTime(drop.dropTime);
  const what = {
    lobby: `kolejka do kolekcji ${drop.name} otwarta, start ${at}. Dolacz przed startem:`,
    soon: `kolekcja ${drop.name} startuje o ${at}:`,
    opening: `kolekcja ${drop.name} otwarta:`,
  }[moment];
  return plain(`Outlet Drop: ${what} ${dropUrl(shopUrl, drop)} Wylacz SMS: ${offUrl}`);
}
