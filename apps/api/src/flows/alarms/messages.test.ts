// What an alarm says: the drop, its Warsaw time, the link into it and the way out; an SMS in one
// alphabet of 160 characters (no Polish letters).
import { describe, expect, it } from 'vitest';
import { pushPayload, smsText } from './messages.ts';

const drop = {
  id: 7,
  name: 'Żółte łódki',
  slug: 'zolte-lodki',
  // 18:00 UTC in winter is 19:00 in Warsaw.
  dropTime: new Date('2026-12-05T18:00:00Z'),
};
const links = { shopUrl: 'https://sklep.example', offUrl: 'https://sklep.example/off' };

describe('alarm messages', () => {
  it('a push names the drop and the Warsaw time and leads into the drop', () => {
    expect(pushPayload(drop, 'lobby', links)).toEqual({
      title: 'Kolejka otwarta: Żółte łódki',
      body: 'Start o 19:00. Dołącz przed startem: kolejność wśród czekających zostanie wylosowana.',
      url: 'https://sklep.example/collections/zolte-lodki',
      tag: 'drop-7',
      off: 'https://sklep.example/off',
    });
    expect(pushPayload(drop, 'opening', links).title).toBe('Kolekcja otwarta: Żółte łódki');
    expect(pushPayload(drop, 'soon', links).title).toBe('Za 5 minut: Żółte łódki');
  });

  it('an SMS has no Polish letters, the link and the way out', () => {
    const text = smsText(drop, 'soon', links);
    expect(text).toBe(
      'Outlet Drop: kolekcja Zolte lodki startuje o 19:00: https://sklep.example/collections/zolte-lodki Wylacz SMS: https://sklep.example/off',
    );
    for (const moment of ['lobby', 'soon', 'opening'] as const) {
      expect(smsText(drop, moment, links)).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
