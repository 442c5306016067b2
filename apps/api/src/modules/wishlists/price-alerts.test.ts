// Price-drop alerts of wished-for products (docs/product-rules.md, "Powiadomienia o obniżkach"):
// the switch keeps the consent with its time; each price step that began after the product was
// added and the consent given sends one e-mail per account, however many lists hold the
// product and however often the round runs; without consent nothing is sent.
import { and, eq, inArray } from 'drizzle-orm';
import { formatPrice } from '@shop/shared/money';
import { expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.ts';
import { products } from '../../db/schema/products.ts';
import { queueWishlistPriceAlerts } from '../../jobs/drop-reminders.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { bearer, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb, type TestContext } from '../../test/harness.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { sentMailsTo } from '../../test/sent-mails.ts';

const call = (
  ctx: TestContext,
  who: TestAccount,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });

const alertsTo = (ctx: TestContext, who: TestAccount[]) =>
  ctx.app.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, 'PRICE_DROPPED'),
        inArray(
          outboxEmails.recipient,
          who.map((w) => w.user.email),
        ),
      ),
    )
    .orderBy(outboxEmails.id);

const round = (ctx: TestContext) => queueWishlistPriceAlerts(ctx.app, ctx.database);

/** An alert's queued data: the product, the step, and the consent's token for the way out. */
const alert = (productId: number, level: number) => ({
  productId,
  level,
  withdrawToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
});

describeEachDb('wishlist price-drop alerts', (ctx) => {
  it('the switch stores the consent with its time and turns off', async () => {
    const shopper = await registerShopper(ctx().app);
    expect((await call(ctx(), shopper, 'GET', '/wishlists/price-alerts')).json()).toEqual({
      enabled: false,
      since: null,
    });
    const on = await call(ctx(), shopper, 'PUT', '/wishlists/price-alerts', { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ enabled: true, since: ctx().clock.now().toISOString() });
    const off = await call(ctx(), shopper, 'PUT', '/wishlists/price-alerts', { enabled: false });
    expect(off.json()).toEqual({ enabled: false, since: null });
    const guest = await ctx().app.inject({ method: 'GET', url: '/api/wishlists/price-alerts' });
    expect(guest.statusCode).toBe(401);
  });

  it('one e-mail per step per account, none without consent, none for the step already current', async () => {
    const app = ctx().app;
    const drop = await makeDrop(app, new Date(ctx().clock.now().getTime() - 3_600_000));
    const productId = await makeProduct(app, { dropId: drop.id, msrp: 10_000 });
    const fan = await registerShopper(app);
    const silent = await registerShopper(app);
    const late = await registerShopper(app);
    await call(ctx(), fan, 'PUT', '/wishlists/price-alerts', { enabled: true });
    await call(ctx(), late, 'PUT', '/wishlists/price-alerts', { enabled: true });
    // The fan keeps the product on two lists; the silent shopper never consented.
    await call(ctx(), fan, 'POST', '/wishlists', { name: 'Prezenty', productIds: [productId] });
    await call(ctx(), fan, 'POST', '/wishlists', { name: 'Dla mnie', productIds: [productId] });
    await call(ctx(), silent, 'POST', '/wishlists', { name: 'Lista', productIds: [productId] });
    const everyone = [fan, silent, late];

    // Level 0, the opening price: no step yet.
    await round(ctx());
    expect(await alertsTo(ctx(), everyone)).toEqual([]);

    // Day 2: level 1 (60 %). The late shopper adds the product now, at the step already current.
    ctx().clock.set(new Date(new Date(drop.dropTime).getTime() + 2 * DAY + 60_000));
    await call(ctx(), late, 'POST', '/wishlists', { name: 'Później', productIds: [productId] });
    await round(ctx());
    await round(ctx());
    const first = await alertsTo(ctx(), everyone);
    expect(first.map((m) => [m.recipient, m.data])).toEqual([
      [fan.user.email, alert(productId, 1)],
    ]);

    // Day 4: level 2 (50 %): one more each for the fan and the late shopper.
    ctx().clock.set(new Date(new Date(drop.dropTime).getTime() + 4 * DAY + 60_000));
    await round(ctx());
    await round(ctx());
    const second = await alertsTo(ctx(), everyone);
    // The day-4 alerts are queued together by one statement, in no particular order.
    expect(second.map((m) => [m.recipient, m.data])).toHaveLength(3);
    expect(second.map((m) => [m.recipient, m.data])).toEqual(
      expect.arrayContaining([
        [fan.user.email, alert(productId, 1)],
        [fan.user.email, alert(productId, 2)],
        [late.user.email, alert(productId, 2)],
      ]),
    );

    // The market price is changed before the e-mails go: they still say what the prices were
    // at the step (its price history), not what the schedule would make of the new one.
    await app.db.update(products).set({ msrp: 20_000 }).where(eq(products.id, productId));
    await sendOutbox(app);
    const [toLate] = await sentMailsTo(ctx().config.dataDir, late.user.email);
    expect(toLate!.subject).toMatch(new RegExp(`^Niższa cena: .+ za ${formatPrice(5_000)}$`));
    expect(toLate!.text).toContain(`spadła z ${formatPrice(6_000)} do ${formatPrice(5_000)}`);
    expect(toLate!.text).toContain(`${ctx().config.publicUrl}/product/${productId}`);
    expect(toLate!.text).toContain(`${ctx().config.publicUrl}/wishlists`);
  });

  it('the alert’s one-click List-Unsubscribe turns the alerts off, only that account’s, only once', async () => {
    const app = ctx().app;
    const drop = await makeDrop(app, new Date(ctx().clock.now().getTime() - 3_600_000));
    const productId = await makeProduct(app, { dropId: drop.id, msrp: 10_000 });
    const leaving = await registerShopper(app);
    const staying = await registerShopper(app);
    for (const who of [leaving, staying]) {
      await call(ctx(), who, 'PUT', '/wishlists/price-alerts', { enabled: true });
      await call(ctx(), who, 'POST', '/wishlists', { name: 'Lista', productIds: [productId] });
    }
    ctx().clock.set(new Date(new Date(drop.dropTime).getTime() + 2 * DAY + 60_000));
    await round(ctx());
    await sendOutbox(app);
    const [mail] = await sentMailsTo(ctx().config.dataDir, leaving.user.email);
    // A long header line may be folded (RFC 5322): unfolded here.
    const header = (key: string) =>
      mail!.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const link = /^List-Unsubscribe: <(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(
      new RegExp(
        `^${ctx().config.publicUrl}/api/wishlists/price-alerts/withdraw\\?token=[0-9a-f-]{36}$`,
      ),
    );
    // The e-mail's data (the token) left the outbox with it.
    expect((await alertsTo(ctx(), [leaving]))[0]!.data).toEqual({});

    // As a mail client posts it: a form, no login.
    const url = new URL(link!);
    const post = (path: string) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await post(url.pathname + url.search)).statusCode).toBe(204);
    const state = async (who: TestAccount) =>
      (await call(ctx(), who, 'GET', '/wishlists/price-alerts')).json().enabled;
    expect([await state(leaving), await state(staying)]).toEqual([false, true]);
    // Again, or with a made-up token: refused in Polish, nothing else changes.
    for (const path of [
      url.pathname + url.search,
      `${url.pathname}?token=${crypto.randomUUID()}`,
      `${url.pathname}?token=../../admin`,
      url.pathname,
    ]) {
      const res = await post(path);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Link jest nieprawidłowy albo powiadomienia są już wyłączone',
      );
    }
    expect(await state(staying)).toBe(true);
  });
});
