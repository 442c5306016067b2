// Newsletter double opt-in: a sign-up is stored unconfirmed and e-mails a single-use link (7
// days); the answer never tells whether the address was known; the link confirms once; every
// newsletter e-mail can unsubscribe (page POST and RFC 8058 one-click); staff export the
// confirmed addresses as CSV.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.ts';
import { newsletterEmails } from '../../db/schema/newsletter.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { describeEachDb, type TestContext } from '../../test/harness.ts';
import { bearer, createStaff, randomEmail, registerShopper } from '../../test/accounts.ts';
import { sentMails as mailsWritten } from '../../test/sent-mails.ts';
import { csvCell, csvLines } from '../../http/csv.ts';

const DAY = 24 * 60 * 60_000;

const confirmEmailsTo = (ctx: TestContext, email: string) =>
  ctx.app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'NEWSLETTER_CONFIRM')))
    .orderBy(outboxEmails.id);

const stored = (ctx: TestContext, email: string) =>
  ctx.app.db.select().from(newsletterEmails).where(eq(newsletterEmails.email, email));

const subscribeAs = (ctx: TestContext, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter/emails', payload: payload as object });

const confirmWith = (ctx: TestContext, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: { confirmToken: token },
  });

/** Signs the address up and answers the tokens its (still unsent) e-mail carries. */
async function signUp(ctx: TestContext, email: string) {
  expect((await subscribeAs(ctx, { email })).statusCode).toBe(204);
  const emails = await confirmEmailsTo(ctx, email);
  const { confirmToken, unsubscribeToken } = emails.at(-1)!.data;
  return { confirmToken: String(confirmToken), unsubscribeToken: String(unsubscribeToken) };
}

const sentMails = (ctx: TestContext) => mailsWritten(ctx.config.dataDir);

describeEachDb('newsletter', (ctx) => {
  it('stores the address unconfirmed and queues one confirmation e-mail; a repeat looks the same', async () => {
    const email = randomEmail('news');
    const first = await subscribeAs(ctx(), { email: ` ${email.toUpperCase()} ` });
    const again = await subscribeAs(ctx(), { email });
    const other = await subscribeAs(ctx(), { email: randomEmail('news') });
    expect(first.statusCode).toBe(204);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(other.body).toBe(first.body);
    const [row] = await stored(ctx(), email);
    expect(row!.confirmedAt).toBeNull();
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmExpiresAt!.getTime() - row!.confirmSentAt!.getTime()).toBe(7 * DAY);
    // The repeat within 10 minutes sends no second link.
    const emails = await confirmEmailsTo(ctx(), email);
    expect(emails).toHaveLength(1);
    expect(row!.confirmTokenHash).not.toContain(emails[0]!.data.confirmToken);
  });

  it('an unconfirmed address signing up again later gets a new link; the old one is void', async () => {
    const email = randomEmail('news');
    const old = await signUp(ctx(), email);
    ctx().clock.advance(11 * 60_000);
    const fresh = await signUp(ctx(), email);
    expect(fresh.confirmToken).not.toBe(old.confirmToken);
    expect(fresh.unsubscribeToken).toBe(old.unsubscribeToken);
    expect(await confirmEmailsTo(ctx(), email)).toHaveLength(2);
    expect((await confirmWith(ctx(), old.confirmToken)).statusCode).toBe(400);
    expect((await confirmWith(ctx(), fresh.confirmToken)).statusCode).toBe(204);
  });

  it('the link confirms once; a confirmed address signing up again gets no e-mail', async () => {
    const email = randomEmail('news');
    const { confirmToken } = await signUp(ctx(), email);
    expect((await confirmWith(ctx(), confirmToken)).statusCode).toBe(204);
    const [row] = await stored(ctx(), email);
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.confirmTokenHash).toBeNull();
    const again = await confirmWith(ctx(), confirmToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'Link wygasł lub został już użyty' });
    ctx().clock.advance(11 * 60_000);
    expect((await subscribeAs(ctx(), { email })).statusCode).toBe(204);
    expect(await confirmEmailsTo(ctx(), email)).toHaveLength(1);
  });

  it('an expired link is refused in Polish and confirms nothing', async () => {
    const email = randomEmail('news');
    const { confirmToken } = await signUp(ctx(), email);
    ctx().clock.advance(7 * DAY + 1);
    const res = await confirmWith(ctx(), confirmToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Link wygasł lub został już użyty' });
    expect((await stored(ctx(), email))[0]!.confirmedAt).toBeNull();
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { confirmToken: 'x' }],
    ['a number', { confirmToken: 42 }],
  ])('refuses %s with 400', async (_why, payload) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Link wygasł lub został już użyty');
  });

  it.each([
    ['no token', ''],
    ['a malformed token', '?token=x'],
    ['two tokens', '?token=aaaaaaaaaaaaaaaaaaaaaaaa&token=bbbbbbbbbbbbbbbbbbbbbbbb'],
  ])('an unsubscribe with %s gets 400 „Link jest nieprawidłowy”', async (_why, query) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe${query}`,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Link jest nieprawidłowy');
  });

  it('the e-mail carries the links and the one-click List-Unsubscribe headers; its tokens leave the outbox', async () => {
    const email = randomEmail('news');
    const { confirmToken, unsubscribeToken } = await signUp(ctx(), email);
    await sendOutbox(ctx().app);
    const [sent] = await confirmEmailsTo(ctx(), email);
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.data).toEqual({});
    const mail = (await sentMails(ctx())).find((m) =>
      m.text?.includes(`/newsletter/confirm?token=${confirmToken}`),
    );
    expect(mail?.subject).toBe('Potwierdź zapis do newslettera');
    expect(mail?.html).toContain(`/newsletter/unsubscribe?token=${unsubscribeToken}`);
    const shopUrl = ctx().config.publicUrl;
    // A long header line may be folded (RFC 5322): unfolded here.
    const header = (key: string) =>
      mail?.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <${shopUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
    );
  });

  it('unsubscribes from the page (POST) once', async () => {
    const email = randomEmail('news');
    const { confirmToken, unsubscribeToken } = await signUp(ctx(), email);
    await confirmWith(ctx(), confirmToken);
    const url = `/api/newsletter/unsubscribe?token=${unsubscribeToken}`;
    const res = await ctx().app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(204);
    expect(await stored(ctx(), email)).toHaveLength(0);
    const again = await ctx().app.inject({ method: 'POST', url, payload: {} });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Ten adres został już wypisany z newslettera');
  });

  it('unsubscribes with the RFC 8058 one-click POST, without login', async () => {
    const email = randomEmail('news');
    const { unsubscribeToken } = await signUp(ctx(), email);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(204);
    expect(await stored(ctx(), email)).toHaveLength(0);
  });

  it('a made-up unsubscribe token removes nobody', async () => {
    const email = randomEmail('news');
    await signUp(ctx(), email);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(await stored(ctx(), email)).toHaveLength(1);
  });

  it('staff with MANAGE_COUPONS and READ_CUSTOMERS export only confirmed addresses as CSV; others get 401/403', async () => {
    const confirmed = randomEmail('csv-yes');
    const pending = randomEmail('csv-no');
    await confirmWith(ctx(), (await signUp(ctx(), confirmed)).confirmToken);
    await signUp(ctx(), pending);
    const url = '/api/admin/newsletter.csv';

    expect((await ctx().app.inject({ url })).statusCode).toBe(401);
    const shopper = await registerShopper(ctx().app);
    const refused = await ctx().app.inject({ url, headers: bearer(shopper.token) });
    expect(refused.statusCode).toBe(403);

    const coupons = await createStaff(ctx().app, ['MANAGE_COUPONS']);
    const noCustomers = await ctx().app.inject({ url, headers: bearer(coupons.token) });
    expect(noCustomers.statusCode).toBe(403);
    const staff = await createStaff(ctx().app, ['MANAGE_COUPONS', 'READ_CUSTOMERS']);
    const res = await ctx().app.inject({ url, headers: bearer(staff.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('newsletter.csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at');
    expect(lines.at(-1)).toBe('');
    expect(lines.find((line) => line.startsWith(`${confirmed},`))).toMatch(
      /,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    expect(res.body).not.toContain(pending);
  });
});

it('CSV fields are quoted when needed and formulas neutralised', () => {
  expect(csvCell('a@b.pl', ',')).toBe('a@b.pl');
  expect(csvCell('"x",y@b.pl', ',')).toBe('"""x"",y@b.pl"');
  expect(csvCell('=cmd@b.pl', ',')).toBe("'=cmd@b.pl");
  expect(csvLines([['email'], ['a\nb']], ',')).toBe('email\r\n"a\nb"\r\n');
});
