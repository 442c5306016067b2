import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newsletterEmails } from '../../db/schema/newsletter.ts';
import { describeEachDb } from '../../test/harness.ts';
import { randomEmail } from '../../test/accounts.ts';

describeEachDb('newsletter', (ctx) => {
  const subscribe = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/newsletter/emails', payload: payload as object });
  const stored = (email: string) =>
    ctx().app.db.select().from(newsletterEmails).where(eq(newsletterEmails.email, email));

  it('stores a normalised address once; a repeat gets the same answer', async () => {
    const email = randomEmail('news');
    const first = await subscribe({ email: ` ${email.toUpperCase()} ` });
    const again = await subscribe({ email });
    expect(first.statusCode).toBe(204);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await stored(email)).toHaveLength(1);
  });

  it('needs no login', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/newsletter/emails',
      headers: { authorization: 'Bearer whatever' },
      payload: { email: randomEmail('news') },
    });
    expect(res.statusCode).toBe(204);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['an empty e-mail', { email: '  ' }],
    ['no e-mail', {}],
    ['a number', { email: 42 }],
  ])('answers 400 for %s and stores nothing', async (_why, payload) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'ValidationException' });
    expect(await stored('not-an-email')).toHaveLength(0);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/newsletter/emails',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
  });
});
