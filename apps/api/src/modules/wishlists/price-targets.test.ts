// „Powiadom, gdy cena spadnie do … zł” (docs/product-rules.md, "Cena, na którą czekasz") on both
// databases: a target below the price now, on a product whose price falls by the schedule, is
// told once, by the step that reaches it, however often the round runs; set again, it waits
// anew; wrong targets are refused in Polish and change nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { formatPrice } from '@shop/shared/money';
import { expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.ts';
import { queueWishlistPriceAlerts } from '../../jobs/drop-reminders.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { bearer, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb, type TestContext } from '../../test/harness.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { sentMailsTo } from '../../test/sent-mails.ts';

const target = (ctx: TestContext, who: TestAccount | null, productId: number, price?: unknown) =>
  ctx.app.inject({
    method: price === undefined ? 'DELETE' : 'PUT',
    url: `/api/wishlists/price-targets/${productId}`,
    headers: who ? bearer(who.token) : {},
    ...(price === undefined ? {} : { payload: { price } }),
  });

const toldOf = (ctx: TestContext, who: TestAccount[]) =>
  ctx.app.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, 'PRICE_TARGET_REACHED'),
        inArray(
          outboxEmails.recipient,
          who.map((w) => w.user.email),
        ),
      ),
    )
    .orderBy(outboxEmails.id);

const round = (ctx: TestContext) => queueWishlistPriceAlerts(ctx.app, ctx.database);

describeEachDb('price targets', (ctx) => {
  it('refuses in Polish what cannot be waited for, and changes nothing', async () => {
    const app = ctx().app;
    const shopper = await registerShopper(app);
    const drop = await makeDrop(app);
    // 10,000 market price: 70,00 zł at the opening.
    const falling = await makeProduct(app, { dropId: drop.id, msrp: 10_000 });
    const fixed = await makeProduct(app, {
      dropId: drop.id,
      priceType: 'STATIC',
      price: 5_000,
      msrp: null,
    });
    const later = await makeDrop(app, new Date(ctx().clock.now().getTime() + DAY));
    const upcoming = await makeProduct(app, { dropId: later.id });
    const refusals: [number, unknown, number, string][] = [
      [
        falling,
        7_000,
        400,
        `Podaj cenę niższą niż obecna (${formatPrice(7_000)}): w tej cenie możesz kupić już teraz`,
      ],
      [falling, 50, 400, 'Cena musi wynosić co najmniej 1,00 zł'],
      [falling, 'tanio', 400, 'Podaj cenę'],
      [
        fixed,
        1_000,
        409,
        'Cena tego produktu nie spada według harmonogramu kolekcji: nie ma na co czekać',
      ],
      // A product whose drop has not started is not there for a shopper at all.
      [upcoming, 1_000, 404, 'Nie znaleziono produktu'],
      [999_999, 1_000, 404, 'Nie znaleziono produktu'],
    ];
    for (const [productId, price, status, message] of refusals) {
      const res = await target(ctx(), shopper, productId, price);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await target(ctx(), null, falling, 5_000)).statusCode).toBe(401);
    const none = await target(ctx(), shopper, falling);
    expect([none.statusCode, none.json().message]).toEqual([
      404,
      'Nie czekasz na cenę tego produktu',
    ]);
    const list = await app.inject({
      url: '/api/wishlists/price-targets',
      headers: bearer(shopper.token),
    });
    expect(list.json()).toEqual({ items: [] });
  });

  it('tells each shopper once, at the step that reaches their price', async () => {
    const app = ctx().app;
    const drop = await makeDrop(app);
    const productId = await makeProduct(app, { dropId: drop.id, msrp: 10_000 });
    const patient = await registerShopper(app);
    const eager = await registerShopper(app);
    const both = [patient, eager];
    const set = await target(ctx(), patient, productId, 5_000);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      productId,
      price: 5_000,
      setAt: ctx().clock.now().toISOString(),
      reachedAt: null,
    });
    await target(ctx(), eager, productId, 6_500);

    // Level 0 (70,00 zł): nothing yet.
    await round(ctx());
    expect(await toldOf(ctx(), both)).toEqual([]);

    // Day 2, level 1 (60,00 zł): the eager shopper's 65,00 zł is reached, once.
    const dropTime = new Date(drop.dropTime).getTime();
    ctx().clock.set(new Date(dropTime + 2 * DAY + 60_000));
    await round(ctx());
    await round(ctx());
    expect((await toldOf(ctx(), both)).map((m) => [m.recipient, m.data])).toEqual([
      [eager.user.email, { productId, level: 1, target: 6_500 }],
    ]);
    // Set again, it waits anew: 55,00 zł comes with level 2.
    expect((await target(ctx(), eager, productId, 5_500)).json().reachedAt).toBeNull();

    // Day 4, level 2 (50,00 zł): the patient shopper's 50,00 zł and the eager one's new price.
    ctx().clock.set(new Date(dropTime + 4 * DAY + 60_000));
    await round(ctx());
    await round(ctx());
    const told = await toldOf(ctx(), both);
    expect(told.map((m) => [m.recipient, m.data])).toEqual([
      [eager.user.email, { productId, level: 1, target: 6_500 }],
      expect.anything(),
      expect.anything(),
    ]);
    expect(told.slice(1).map((m) => [m.recipient, m.data])).toEqual(
      expect.arrayContaining([
        [patient.user.email, { productId, level: 2, target: 5_000 }],
        [eager.user.email, { productId, level: 2, target: 5_500 }],
      ]),
    );
    // Day 6, level 3: nothing more, every target reached once.
    ctx().clock.set(new Date(dropTime + 6 * DAY + 60_000));
    await round(ctx());
    expect(await toldOf(ctx(), both)).toHaveLength(3);
    const mine = await app.inject({
      url: '/api/wishlists/price-targets',
      headers: bearer(patient.token),
    });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ productId, price: 5_000, reachedAt: expect.any(String) }),
    ]);

    await sendOutbox(app);
    const [mail] = await sentMailsTo(ctx().config.dataDir, patient.user.email);
    expect(mail!.subject).toMatch(new RegExp(`^Twoja cena: .+ za ${formatPrice(5_000)}$`));
    expect(mail!.text).toContain(`spadnie do ${formatPrice(5_000)}`);
    expect(mail!.text).toContain(`${ctx().config.publicUrl}/product/${productId}`);

    // Removed, it is gone.
    expect((await target(ctx(), patient, productId)).statusCode).toBe(204);
    const after = await app.inject({
      url: '/api/wishlists/price-targets',
      headers: bearer(patient.token),
    });
    expect(after.json()).toEqual({ items: [] });
  });
});
