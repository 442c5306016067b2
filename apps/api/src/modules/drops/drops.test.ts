import { beforeAll, describe, expect, it } from 'vitest';
import type { Drop } from '@shop/shared/catalogue';
import { DAY_MS } from '@shop/shared/price-schedule';
import { describeEachDb } from '../../test/harness.ts';
import { authAs, dropBody, postDrop, postProduct } from './test-fixtures.ts';

const NOW = new Date('2026-04-15T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

describeEachDb('drops', (ctx) => {
  let staff: Record<string, string>;
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const post = (payload: object, headers: Record<string, string> = staff) =>
    ctx().app.inject({ method: 'POST', url: '/api/drops', headers, payload });

  beforeAll(async () => {
    ctx().clock.set(NOW);
    staff = await authAs(ctx().app, ['CREATE_DROP', 'CREATE_PRODUCT']);
  });

  it('answers 404 for next and latest while there are no drops', async () => {
    const next = await get('/api/drops/next');
    expect(next.statusCode).toBe(404);
    expect(next.json()).toMatchObject({
      code: 'NotFoundException',
      message: 'Nie znaleziono nadchodzących kolekcji!',
    });
    expect((await get('/api/drops/latest')).statusCode).toBe(404);
    expect((await get('/api/drops')).json()).toEqual({ items: [], totalCount: 0 });
  });

  describe('POST /api/drops', () => {
    it('needs a token with CREATE_DROP', async () => {
      const guest = await post(dropBody(), {});
      expect(guest.statusCode).toBe(401);
      const shopper = await post(dropBody(), await authAs(ctx().app, ['CREATE_PRODUCT']));
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json().message).toBe('Brak wymaganego uprawnienia: CREATE_DROP');
    });

    it('stores trimmed values with a transliterated slug', async () => {
      const res = await post(
        dropBody({
          name: '  Wiosenna Wyprzedaż Łódź  ',
          shortDescription: '  Krótko  ',
          description: '\n Opis \n',
          categories: ['SPORT', 'TOYS', 'SPORT'],
          dropTime: inDays(3),
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        name: 'Wiosenna Wyprzedaż Łódź',
        slug: 'wiosenna-wyprzedaz-lodz',
        shortDescription: 'Krótko',
        description: 'Opis',
        categories: ['SPORT', 'TOYS'],
        dropTime: inDays(3),
        nextPriceDropTime: inDays(5),
        itemQuantity: 0,
        lobby: false,
      });
    });

    it('makes slugs unique with -2, -3 and keeps route words and ids free', async () => {
      const a = await postDrop(ctx().app, staff, { name: 'Lato Plus' });
      const b = await postDrop(ctx().app, staff, { name: 'lato   plus!' });
      const c = await postDrop(ctx().app, staff, { name: 'LATO PLUS' });
      expect([a.slug, b.slug, c.slug]).toEqual(['lato-plus', 'lato-plus-2', 'lato-plus-3']);
      expect((await postDrop(ctx().app, staff, { name: 'Next' })).slug).toBe('next-2');
      expect((await postDrop(ctx().app, staff, { name: '2025' })).slug).toBe('kolekcja-2025');
    });

    it('gives drops created at the same moment with the same name different slugs', async () => {
      const made = await Promise.all(
        Array.from({ length: 4 }, () => post(dropBody({ name: 'Równoległa' }))),
      );
      expect(made.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(made.map((res) => res.json().slug))).toEqual(
        new Set(['rownolegla', 'rownolegla-2', 'rownolegla-3', 'rownolegla-4']),
      );
    });

    it.each([
      [{ name: '   ' }, 'Nazwa jest wymagana'],
      [{ name: undefined }, 'Nazwa jest wymagana'],
      [{ shortDescription: ' ' }, 'Krótki opis jest wymagany'],
      [{ description: '' }, 'Opis jest wymagany'],
      [{ categories: [] }, 'Wybierz co najmniej jedną kategorię'],
      [{ categories: undefined }, 'Wybierz co najmniej jedną kategorię'],
      [{ dropTime: '   ' }, 'Data i godzina kolekcji są wymagane'],
      [{ dropTime: undefined }, 'Data i godzina kolekcji są wymagane'],
      [{ dropTime: '15.04.2026 12:00' }, 'Nieprawidłowy format daty'],
      [{ dropTime: '0000-06-01T10:00:00Z' }, 'Kolekcję można zaplanować na lata 2000–2099'],
      [{ dropTime: '9999-12-31T10:00:00Z' }, 'Kolekcję można zaplanować na lata 2000–2099'],
    ])('rejects %j with "%s" and stores nothing', async (change, message) => {
      const before = (await get('/api/drops')).json().totalCount;
      const res = await post({ ...dropBody(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'ValidationException', message });
      expect((await get('/api/drops')).json().totalCount).toBe(before);
    });
  });

  describe('reads', () => {
    let past: Drop;
    let recent: Drop;
    let soon: Drop;
    let later: Drop;

    beforeAll(async () => {
      past = await postDrop(ctx().app, staff, { name: 'Zima', dropTime: inDays(-20) });
      recent = await postDrop(ctx().app, staff, { name: 'Jesień', dropTime: inDays(-3) });
      soon = await postDrop(ctx().app, staff, { name: 'Wkrótce', dropTime: inDays(1) });
      later = await postDrop(ctx().app, staff, { name: 'Później', dropTime: inDays(10) });
      await postProduct(ctx().app, staff, recent.id);
      await postProduct(ctx().app, staff, recent.id, { stock: 4 });
    });

    it('finds a drop by id and by slug, with its item count and next price drop', async () => {
      const byId = (await get(`/api/drops/${recent.id}`)).json();
      expect(byId).toMatchObject({
        slug: 'jesien',
        itemQuantity: 2,
        // Day 4 of the drop: level 1, next fall at dropTime + 4 days.
        nextPriceDropTime: inDays(1),
      });
      expect((await get('/api/drops/jesien')).json()).toEqual(byId);
      const missing = await get('/api/drops/brak-takiej');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Nie znaleziono kolekcji');
      expect((await get('/api/drops/999999')).statusCode).toBe(404);
      expect((await get(`/api/drops/${past.id}`)).json().nextPriceDropTime).toBeNull();
    });

    it('answers the next upcoming and the latest started drop', async () => {
      expect((await get('/api/drops/next')).json().id).toBe(soon.id);
      expect((await get('/api/drops/latest')).json().id).toBe(recent.id);
    });

    it('lists upcoming soonest first and started newest first', async () => {
      const upcoming = (await get('/api/drops?upcoming=true&count=100')).json();
      const ids = upcoming.items.map((d: Drop) => d.id);
      expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
      expect(upcoming.items.every((d: Drop) => d.dropTime > NOW.toISOString())).toBe(true);
      const started = (await get('/api/drops?upcoming=false')).json();
      expect(started.items.map((d: Drop) => d.id)).toEqual([recent.id, past.id]);
      expect(started.totalCount).toBe(2);
      const all = (await get('/api/drops?count=100')).json();
      expect(all.totalCount).toBe(upcoming.totalCount + started.totalCount);
      // Without a filter: newest id first, as the product form lists them.
      expect(all.items[0].id).toBe(later.id);
    });

    it('pages with a total count', async () => {
      const total = (await get('/api/drops')).json().totalCount;
      const first = (await get('/api/drops?page=0&count=2')).json();
      const second = (await get('/api/drops?page=1&count=2')).json();
      const beyond = (await get('/api/drops?page=50&count=2')).json();
      expect(first.items).toHaveLength(2);
      expect(second.items[0].id).toBeLessThan(first.items[1].id);
      expect([first.totalCount, second.totalCount, beyond.totalCount]).toEqual([
        total,
        total,
        total,
      ]);
      expect(beyond.items).toEqual([]);
    });

    it('rejects bad list parameters', async () => {
      expect((await get('/api/drops?count=0')).statusCode).toBe(400);
      expect((await get('/api/drops?count=101')).statusCode).toBe(400);
      expect((await get('/api/drops?page=-1')).statusCode).toBe(400);
      const res = await get('/api/drops?upcoming=maybe');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Parametr upcoming musi mieć wartość true lub false');
    });

    it('moves a drop from upcoming to started when its time comes', async () => {
      ctx().clock.set(new Date(Date.parse(soon.dropTime) + 1000));
      try {
        expect((await get('/api/drops/latest')).json().id).toBe(soon.id);
        const next = (await get('/api/drops/next')).json();
        expect(next.id).not.toBe(soon.id);
        expect(next.dropTime > soon.dropTime).toBe(true);
      } finally {
        ctx().clock.set(NOW);
      }
    });
  });
});
