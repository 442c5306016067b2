// „Dodaj do kalendarza” on an upcoming collection's page, on a 390 px phone: the .ics file the
// link downloads holds the opening at Warsaw's time with the queue's alarm, and the Google
// Calendar link carries the same start. Expected times are worked out here with Intl.
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures.ts';
import { Catalogue } from './support/catalogue.ts';
import { look } from './support/look.ts';

const HOUR = 3_600_000;
const warsawWallClock = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Warsaw',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
};

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a lobby collection goes into the calendar with the queue’s alarm', async ({
  page,
  request,
}) => {
  const drop = await (await Catalogue.asStaff(request)).drop(3 * HOUR, { lobby: true });
  await page.goto(`/collections/${drop.slug}`);
  await expect(page.getByText('Dodaj do kalendarza:')).toBeVisible();
  await look(page, 'drop-calendar-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Apple, Outlook (plik .ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`kolekcja-${drop.id}.ics`);
  const ics = (await readFile(await file.path())).toString('utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`DTSTART;TZID=Europe/Warsaw:${warsawWallClock(drop.dropTime)}`);
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw');
  expect(ics).toContain(`SUMMARY:Otwarcie kolekcji „${drop.name}”`);
  expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT10M\r\n/);

  const google = page.getByRole('link', { name: /Kalendarz Google/ });
  await expect(google).toHaveAttribute('target', '_blank');
  const link = new URL((await google.getAttribute('href'))!);
  expect(link.host).toBe('calendar.google.com');
  const start = new Date(drop.dropTime).toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(link.searchParams.get('dates')).toMatch(new RegExp(`^${start}/`));
  expect(link.searchParams.get('text')).toBe(`Otwarcie kolekcji „${drop.name}”`);
});
