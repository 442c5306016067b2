// Each e-mail kind is defined once in the code (flows/emails.ts gathers them) and named once in
// the database (email_kinds): the two must be the same set, or a queued e-mail could never be
// sent, or a defined one never be queued.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness.ts';
import { emailKinds } from './emails.ts';

describeEachDb('e-mail kinds', (ctx) => {
  it('the database names exactly the kinds the code defines', async () => {
    const { rows } = (await ctx().app.db.execute(
      sql`SELECT kind FROM email_kinds ORDER BY kind`,
    )) as unknown as { rows: { kind: string }[] };
    expect(rows.map((row) => row.kind)).toEqual([...emailKinds.keys()].sort());
  });

  it('an order e-mail queued without what its kind needs fails instead of sending', async () => {
    const { app } = ctx();
    const send = (kind: string, data = {}) =>
      emailKinds.get(kind)!.send(
        { kind, orderId: null, data },
        {
          db: app.db,
          clock: app.clock,
          ksef: { mode: app.config.ksef.mode, qr: app.config.ksef.qr },
        },
        {
          shopUrl: app.config.publicUrl,
          operator: app.config.operator,
        },
      );
    await expect(send('PAID')).rejects.toThrow('the order no longer exists');
    await expect(send('PASSWORD_RESET')).rejects.toThrow('PASSWORD_RESET: resetToken');
    await expect(send('DROP_OPENED')).rejects.toThrow('DROP_OPENED: dropId is missing');
  });
});
