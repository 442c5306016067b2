// The order in which the sender takes due e-mails: mass e-mails (a drop's reminders) only after
// every other due e-mail, however long they have waited (docs/e-mail.md, "Order of sending").
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';
import { claimDue, insertEmails } from './repository.ts';

const MINUTE = 60_000;

describeEachDb('outbox claim order', (ctx) => {
  it('takes an order or account e-mail before reminders queued earlier', async () => {
    const { db } = ctx().app;
    const now = new Date('2026-11-25T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
    const email = (kind: 'DROP_OPENED' | 'PASSWORD_RESET', recipient: string, queued: Date) => ({
      kind,
      orderId: null,
      recipient,
      createdAt: queued,
      nextAttemptAt: queued,
    });
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
  });
});
