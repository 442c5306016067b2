// "Nie pamiętasz hasła?": the link is e-mailed through the outbox (raw token gone from it once
// sent, only its hash kept), works once and for an hour, ends every session, refuses a weak
// password, never tells whether an address has an account, and is rate-limited.
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/auth.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { describeEachDb, type TestContext } from '../../test/harness.ts';
import { bearer, randomEmail, registerShopper, strongPassword } from '../../test/accounts.ts';
import { sentMails } from '../../test/sent-mails.ts';

const HOUR = 60 * 60_000;

/**
 * The reset e-mails to `email`, oldest first. In the order they were queued, not the table's:
 * once the outbox has sent one, its updated row can come after a newer one in a plain scan, and
 * the test took an expired link for the newest (failed once on PGlite).
 */
const resetEmailsTo = (ctx: TestContext, email: string) =>
  ctx.app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'PASSWORD_RESET')))
    .orderBy(asc(outboxEmails.id));

const askForReset = (ctx: TestContext, email: string, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
  });

const confirm = (ctx: TestContext, token: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { resetToken: token, password },
  });

/** Asks for a reset and answers the token of the newest queued e-mail to the address. */
async function resetToken(ctx: TestContext, email: string): Promise<string> {
  expect((await askForReset(ctx, email)).statusCode).toBe(202);
  const emails = await resetEmailsTo(ctx, email);
  const token = emails.at(-1)?.data.resetToken;
  if (typeof token !== 'string') throw new Error(`no reset e-mail to ${email}`);
  return token;
}

const login = (ctx: TestContext, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const expectLinkRefused = async (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'ResetLinkInvalidException',
    message: 'Link wygasł lub został już użyty',
  });
};

describeEachDb(
  'password reset',
  (ctx) => {
    it('e-mails a link whose token is kept only hashed, and cleared from the outbox once sent', async () => {
      const shopper = await registerShopper(ctx().app);
      const token = await resetToken(ctx(), shopper.user.email);
      const [reset] = await ctx()
        .app.db.select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, shopper.user.id));
      expect(reset!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(reset!.tokenHash).not.toContain(token);
      expect(reset!.expiresAt.getTime() - reset!.createdAt.getTime()).toBe(HOUR);

      await sendOutbox(ctx().app);
      const [sent] = await resetEmailsTo(ctx(), shopper.user.email);
      expect(sent!.sentAt).not.toBeNull();
      expect(sent!.data).toEqual({});
      const mails = await sentMails(ctx().config.dataDir);
      const mail = mails.find((m) => m.text?.includes(`/reset-password?token=${token}`));
      expect(mail?.subject).toBe('Ustaw nowe hasło');
      expect(mail?.html).toContain(`/reset-password?token=${token}`);
    });

    it('an unknown address gets the same answer and queues nothing', async () => {
      const shopper = await registerShopper(ctx().app);
      const known = await askForReset(ctx(), shopper.user.email);
      const unknownEmail = randomEmail('nobody');
      const unknown = await askForReset(ctx(), unknownEmail);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await resetEmailsTo(ctx(), unknownEmail)).toEqual([]);
    });

    it('the link sets the password once, ends every session and voids other links', async () => {
      const shopper = await registerShopper(ctx().app);
      const older = await resetToken(ctx(), shopper.user.email);
      const token = await resetToken(ctx(), shopper.user.email);
      const password = strongPassword();
      expect((await confirm(ctx(), token, password)).statusCode).toBe(204);

      const addresses = await ctx().app.inject({
        method: 'GET',
        url: '/api/users/me/addresses',
        headers: bearer(shopper.token),
      });
      expect(addresses.statusCode).toBe(401);
      expect(addresses.json()).toMatchObject({ code: 'SessionEndedException' });
      expect((await login(ctx(), shopper.user.email, shopper.password)).statusCode).toBe(401);
      expect((await login(ctx(), shopper.user.email, password)).statusCode).toBe(200);

      await expectLinkRefused(await confirm(ctx(), token, strongPassword()));
      await expectLinkRefused(await confirm(ctx(), older, strongPassword()));
      expect((await login(ctx(), shopper.user.email, password)).statusCode).toBe(200);
    });

    it('of two uses at once, exactly one sets the password', async () => {
      const shopper = await registerShopper(ctx().app);
      const token = await resetToken(ctx(), shopper.user.email);
      const answers = await Promise.all([
        confirm(ctx(), token, strongPassword()),
        confirm(ctx(), token, strongPassword()),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 400]);
    });

    it('works for an hour and not a moment longer', async () => {
      const shopper = await registerShopper(ctx().app);
      const late = await resetToken(ctx(), shopper.user.email);
      ctx().clock.advance(HOUR);
      await expectLinkRefused(await confirm(ctx(), late, strongPassword()));

      const inTime = await resetToken(ctx(), shopper.user.email);
      ctx().clock.advance(HOUR - 1_000);
      expect((await confirm(ctx(), inTime, strongPassword())).statusCode).toBe(204);
    });

    it('refuses a weak password with the registration rule, and the link keeps working', async () => {
      const shopper = await registerShopper(ctx().app);
      const token = await resetToken(ctx(), shopper.user.email);
      for (const weak of ['12345678', shopper.user.email]) {
        const res = await confirm(ctx(), token, weak);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'PasswordTooWeakException',
          message: 'Hasło jest zbyt słabe, spróbuj ponownie',
        });
      }
      expect((await login(ctx(), shopper.user.email, shopper.password)).statusCode).toBe(200);
      expect((await confirm(ctx(), token, strongPassword())).statusCode).toBe(204);
    });

    it('refuses an unknown token and a bad e-mail in Polish', async () => {
      await expectLinkRefused(await confirm(ctx(), 'not-a-real-token', strongPassword()));
      const res = await askForReset(ctx(), 'nie-adres');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.stringContaining('Nieprawidłowy adres email'),
      });
    });
  },
  // Every test here asks from the one inject address; the limits are tested below.
  { PASSWORD_RESETS_PER_HOUR: '100000' },
);

describeEachDb(
  'password reset limits',
  (ctx) => {
    it('counts per e-mail address (known or not) and per client address, per hour', async () => {
      const shopper = await registerShopper(ctx().app);
      const unknownEmail = randomEmail('nobody');
      for (const email of [shopper.user.email, unknownEmail]) {
        for (let i = 0; i < 3; i += 1) {
          expect((await askForReset(ctx(), email, `10.0.0.${i + 1}`)).statusCode).toBe(202);
        }
        const over = await askForReset(ctx(), email, '10.0.0.9');
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({
          message: 'Zbyt wiele próśb o zmianę hasła, spróbuj ponownie później',
        });
      }
      expect(await resetEmailsTo(ctx(), shopper.user.email)).toHaveLength(3);

      for (let i = 0; i < 3; i += 1) {
        expect((await askForReset(ctx(), randomEmail(), '10.0.1.1')).statusCode).toBe(202);
      }
      expect((await askForReset(ctx(), randomEmail(), '10.0.1.1')).statusCode).toBe(429);

      ctx().clock.advance(HOUR);
      expect((await askForReset(ctx(), shopper.user.email, '10.0.1.1')).statusCode).toBe(202);
    });
  },
  { PASSWORD_RESETS_PER_HOUR: '3' },
);
