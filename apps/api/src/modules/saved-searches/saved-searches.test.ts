// Saved searches (docs/product-rules.md, "Obserwowane wyszukiwania") on both databases: kept,
// renamed and deleted by their owner only, refused in Polish when empty or wrong; matched at a
// drop's opening (never before it) and at each price step, each piece told of once.
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX } from '@shop/shared/saved-searches';
import { outboxEmails } from '../../db/schema/mail.ts';
import { savedSearchMatches, savedSearches } from '../../db/schema/saved-searches.ts';
import { queueSavedSearchAlarms } from '../../jobs/drop-reminders.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { bearer, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb, type TestContext } from '../../test/harness.ts';
import { sentMailsTo } from '../../test/sent-mails.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { SEARCHES_PER_STATEMENT } from './service.ts';

const SEARCHES = '/api/users/me/saved-searches';

const call = (
  ctx: TestContext,
  who: TestAccount | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });

const toldTo = async (ctx: TestContext, who: TestAccount[]) =>
  (
    await ctx.app.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.kind, 'SAVED_SEARCH_MATCHED'),
          inArray(
            outboxEmails.recipient,
            who.map((w) => w.user.email),
          ),
        ),
      )
      .orderBy(outboxEmails.id)
  ).map((mail) => mail.data);

const round = (ctx: TestContext) => queueSavedSearchAlarms(ctx.app, ctx.database);

/** A queued e-mail's data: the search, its new pieces, and its token for the way out. */
const told = (savedSearchId: number, productIds: number[]) => ({
  savedSearchId,
  productIds,
  withdrawToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
});

describeEachDb('saved searches', (ctx) => {
  it('are kept, renamed and deleted by their owner only, and refused in Polish when wrong', async () => {
    const owner = await registerShopper(ctx().app);
    const other = await registerShopper(ctx().app);
    const refusals: [object, string][] = [
      [{}, 'Podaj szukane słowa, kategorię lub najwyższą cenę'],
      [{ term: 'ab' }, 'Szukane słowa muszą mieć co najmniej 3 znaki'],
      [{ maxPrice: 50 }, 'Cena musi wynosić co najmniej 1,00 zł'],
      [{ category: 'BRONIE' }, 'category'],
      [{ term: 'kurtka', name: '   ' }, 'Podaj nazwę'],
    ];
    for (const [body, message] of refusals) {
      const res = await call(ctx(), owner, 'POST', SEARCHES, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call(ctx(), null, 'POST', SEARCHES, { term: 'kurtka' })).statusCode).toBe(401);

    const saved = await call(ctx(), owner, 'POST', SEARCHES, {
      term: ' kurtka ',
      category: 'CLOTHING',
      maxPrice: 10_000,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const search = saved.json();
    expect(search).toEqual({
      id: expect.any(Number),
      name: 'kurtka · Odzież · do 100,00\u00a0zł',
      term: 'kurtka',
      category: 'CLOTHING',
      maxPrice: 10_000,
      createdAt: ctx().clock.now().toISOString(),
    });
    // The same search again (the term in other letters' case): the one kept, not a second.
    const again = await call(ctx(), owner, 'POST', SEARCHES, {
      term: 'KURTKA',
      category: 'CLOTHING',
      maxPrice: 10_000,
    });
    expect([again.statusCode, again.json()]).toEqual([200, search]);
    const renamed = await call(ctx(), owner, 'PATCH', `${SEARCHES}/${search.id}`, {
      name: 'Na zimę',
    });
    expect(renamed.json().name).toBe('Na zimę');
    // Another shopper's id is absent to them: neither renamed nor deleted.
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call(ctx(), other, method, `${SEARCHES}/${search.id}`, { name: 'Moje' });
      expect([res.statusCode, res.json().message]).toEqual([
        404,
        'Nie znaleziono zapisanego wyszukiwania',
      ]);
    }
    expect((await call(ctx(), owner, 'GET', SEARCHES)).json().items).toEqual([
      { ...search, name: 'Na zimę' },
    ]);
    expect((await call(ctx(), other, 'GET', SEARCHES)).json()).toEqual({ items: [] });

    for (let i = 1; i < SAVED_SEARCHES_MAX; i += 1) {
      expect((await call(ctx(), owner, 'POST', SEARCHES, { maxPrice: 1_000 + i })).statusCode).toBe(
        201,
      );
    }
    const tooMany = await call(ctx(), owner, 'POST', SEARCHES, { term: 'buty' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      `Możesz zapisać najwyżej ${SAVED_SEARCHES_MAX} wyszukiwań: usuń któreś, aby dodać nowe`,
    );
    expect((await call(ctx(), owner, 'DELETE', `${SEARCHES}/${search.id}`)).statusCode).toBe(204);
    expect((await call(ctx(), owner, 'GET', SEARCHES)).json().items).toHaveLength(
      SAVED_SEARCHES_MAX - 1,
    );
  });

  it('tells of each matching piece once: at the opening, never before, and when a step brings it in', async () => {
    const app = ctx().app;
    const start = new Date(ctx().clock.now().getTime() + 3_600_000);
    const drop = await makeDrop(app, start);
    // 70,00 zł at the opening, 60,00 from day 2, 50,00 from day 4.
    const jacket = await makeProduct(app, {
      dropId: drop.id,
      name: 'Kurtka zimowa puchowa',
      category: 'CLOTHING',
      msrp: 10_000,
    });
    // 42,00 zł at the opening.
    const lamp = await makeProduct(app, {
      dropId: drop.id,
      name: 'Lampa biurkowa',
      category: 'HOME_AND_GARDEN',
      msrp: 6_000,
    });
    const hunter = await registerShopper(app);
    const saver = await registerShopper(app);
    const literal = await registerShopper(app);
    const save = async (who: TestAccount, body: object) =>
      (await call(ctx(), who, 'POST', SEARCHES, body)).json().id as number;
    const jackets = await save(hunter, { term: 'KURTKA', category: 'CLOTHING' });
    const cheap = await save(saver, { maxPrice: 5_000 });
    // The term's own % is a percent sign, not "anything".
    await save(literal, { term: '%%%' });
    const everyone = [hunter, saver, literal];

    // The pieces match already, but their drop has not started: nobody is told.
    await round(ctx());
    expect(await toldTo(ctx(), everyone)).toEqual([]);

    // The opening: the jacket for the hunter, the lamp (42,00 zł) for the saver.
    ctx().clock.set(new Date(start.getTime() + 60_000));
    await round(ctx());
    await round(ctx());
    // One e-mail per search, in no particular order within the round.
    const bySearch = (data: unknown[]) =>
      [...data].sort(
        (a, b) =>
          (a as { savedSearchId: number }).savedSearchId -
          (b as { savedSearchId: number }).savedSearchId,
      );
    expect(bySearch(await toldTo(ctx(), everyone))).toEqual([
      told(jackets, [jacket]),
      told(cheap, [lamp]),
    ]);

    // Day 2, 60,00 zł: still above the saver's price. Day 4, 50,00 zł: the jacket comes in, once.
    ctx().clock.set(new Date(start.getTime() + 2 * DAY + 60_000));
    await round(ctx());
    expect(await toldTo(ctx(), everyone)).toHaveLength(2);
    ctx().clock.set(new Date(start.getTime() + 4 * DAY + 60_000));
    await round(ctx());
    await round(ctx());
    expect((await toldTo(ctx(), everyone)).slice(2)).toEqual([told(cheap, [jacket])]);

    await sendOutbox(app);
    const [first] = await sentMailsTo(ctx().config.dataDir, hunter.user.email);
    expect(first!.subject).toBe('1 nowy produkt: KURTKA · Odzież');
    expect(first!.text).toContain('Kurtka zimowa puchowa');
    expect(first!.text).toContain(`${ctx().config.publicUrl}/product/${jacket}`);
    expect(first!.text).toContain('O każdym produkcie piszemy tylko raz');

    // The e-mail's one-click way out (RFC 8058), as a mail client posts it: the search goes,
    // and with it the record of what it was told of; the link does nothing a second time.
    const header = (key: string) =>
      first!.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const link = new URL(/^List-Unsubscribe: <(.+)>$/.exec(header('list-unsubscribe') ?? '')![1]!);
    expect(link.pathname).toBe('/api/saved-searches/withdraw');
    const post = () =>
      app.inject({
        method: 'POST',
        url: link.pathname + link.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await post()).statusCode).toBe(204);
    expect((await call(ctx(), hunter, 'GET', SEARCHES)).json()).toEqual({ items: [] });
    const again = await post();
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'Link jest nieprawidłowy albo to wyszukiwanie zostało już usunięte',
    ]);
    expect((await call(ctx(), saver, 'GET', SEARCHES)).json().items).toHaveLength(1);

    // Deleted, a search takes the record of what it was told of with it.
    expect((await call(ctx(), saver, 'DELETE', `${SEARCHES}/${cheap}`)).statusCode).toBe(204);
    const left = await app.db
      .select()
      .from(savedSearchMatches)
      .where(inArray(savedSearchMatches.savedSearchId, [cheap, jackets]));
    expect(left).toEqual([]);
  });

  it('tells searches a statement apart in one round, each once', async () => {
    const app = ctx().app;
    const start = new Date(ctx().clock.now().getTime() + 3_600_000);
    const drop = await makeDrop(app, start);
    const piece = await makeProduct(app, {
      dropId: drop.id,
      name: 'Plecak turystyczny',
      category: 'ACCESSORIES',
      msrp: 8_000,
    });
    const [near, far] = [await registerShopper(app), await registerShopper(app)];
    const save = async (who: TestAccount) =>
      (await call(ctx(), who, 'POST', SEARCHES, { term: 'plecak turystyczny' })).json()
        .id as number;
    const first = await save(near);
    const second = await save(far);
    // The second search lies past the first one's statement (a thousand searches each).
    const moved = second + SEARCHES_PER_STATEMENT + 7;
    await app.db.update(savedSearches).set({ id: moved }).where(eq(savedSearches.id, second));

    ctx().clock.set(new Date(start.getTime() + 60_000));
    await round(ctx());
    await round(ctx());
    const data = await toldTo(ctx(), [near, far]);
    expect(data).toHaveLength(2);
    expect(data).toEqual(expect.arrayContaining([told(first, [piece]), told(moved, [piece])]));
  });
});
