// The order and the pace in which the sender takes due e-mails (docs/e-mail.md, "Order of
// sending"): mass e-mails (a drop's reminders) only after every other due e-mail, however long
// they have waited, and at most ROUND_LIMIT e-mails a round, the rest in the next ones.
import { randomUUID } from 'node:crypto';
import { and, isNull, like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outboxEmails, type EmailData } from '../../db/schema/mail.ts';
import { describeEachDb } from '../../test/harness.ts';
import { defineEmail, emailRegistry } from './kinds.ts';
import { ROUND_LIMIT, sendDueEmails } from './outbox.ts';
import { claimDue, insertEmails } from './repository.ts';

const MINUTE = 60_000;

const email = (kind: 'DROP_OPENED' | 'PASSWORD_RESET', recipient: string, queued: Date) => ({
  kind,
  orderId: null,
  recipient,
  data: kind === 'PASSWORD_RESET' ? { resetToken: 'x'.repeat(43) } : ({} as EmailData),
  createdAt: queued,
  nextAttemptAt: queued,
  // As queueAccountEmailsFrom queues a drop's reminders.
  bulk: kind === 'DROP_OPENED',
});

describeEachDb('outbox sending order', (ctx) => {
  it('takes an order or account e-mail before reminders queued earlier', async () => {
    const { app } = ctx();
    const { db } = app;
    const now = new Date('2026-11-25T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
    await insertEmails(db, [
      email('DROP_OPENED', 'przypomnienie-1@example.com', at(5)),
      email('DROP_OPENED', 'przypomnienie-2@example.com', at(4)),
      email('PASSWORD_RESET', 'haslo@example.com', at(1)),
    ]);
    const claim = () => claimDue(db, now, new Date(now.getTime() + 5 * MINUTE), randomUUID());

    expect((await claim())?.recipient).toBe('haslo@example.com');
    expect((await claim())?.recipient).toBe('przypomnienie-1@example.com');
    expect((await claim())?.recipient).toBe('przypomnienie-2@example.com');
    expect(await claim()).toBeUndefined();
    // Claimed and never settled: gone, so that the next test's rounds do not meet them.
    await app.db.delete(outboxEmails).where(like(outboxEmails.recipient, '%@example.com'));
  });

  it('sends at most ROUND_LIMIT e-mails a round, the rest in the next round', async () => {
    const { app } = ctx();
    const now = app.clock.now();
    await insertEmails(
      app.db,
      Array.from({ length: ROUND_LIMIT + 3 }, (_, i) =>
        email('PASSWORD_RESET', `limit-${i}@example.org`, now),
      ),
    );
    const deps = {
      db: app.db,
      mailer: app.mailer,
      clock: app.clock,
      log: app.log,
      context: { shopUrl: app.config.publicUrl, operator: app.config.operator },
      ksef: { mode: app.config.ksef.mode, qr: app.config.ksef.qr },
    };
    const kinds = emailRegistry([
      defineEmail({
        kind: 'PASSWORD_RESET',
        about: 'account',
        load: async () => 'x'.repeat(43),
        render: (token) => ({ subject: 'Ustaw nowe hasło', text: token, html: token }),
      }),
    ]);
    const unsent = async () => {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::integer` })
        .from(outboxEmails)
        .where(and(isNull(outboxEmails.sentAt), like(outboxEmails.recipient, 'limit-%')));
      return row!.n;
    };

    expect(await sendDueEmails(deps, kinds)).toEqual({
      sent: ROUND_LIMIT,
      failed: 0,
      deferred: 0,
      withdrawn: 0,
    });
    expect(await unsent()).toBe(3);
    expect(await sendDueEmails(deps, kinds)).toEqual({
      sent: 3,
      failed: 0,
      deferred: 0,
      withdrawn: 0,
    });
    expect(await unsent()).toBe(0);
  }, 60_000);
});
