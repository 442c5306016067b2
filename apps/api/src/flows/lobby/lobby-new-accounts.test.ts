// LOBBY_HOLD_NEW_ACCOUNTS_MINUTES (decision 031): accounts created shortly before a drop's start
// join its lobby without the draw, behind everyone who waited with an older account; accounts
// made for one opening by a script gain nothing from the draw.
import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { registerShopper, type TestAccount } from '../../test/accounts.ts';
import { askLobby } from '../../test/lobby-fixtures.ts';
import { describeEachDb } from '../../test/harness.ts';
import { makeDrop, makeProductIn, MINUTE } from '../../test/order-fixtures.ts';
import { lobbyRounds } from './rounds.ts';

describeEachDb(
  'new accounts held back in the lobby',
  (ctx) => {
    const app = () => ctx().app;
    const poll = async (who: TestAccount, dropId: number) =>
      (await askLobby(app(), who, dropId)).body;

    it('queue behind the drawn ones, however early they came', async () => {
      // Accounts are stamped by the database's clock: the shop's clock stands just after it.
      ctx().clock.set(new Date(Date.now() + MINUTE));
      const dropTime = new Date(ctx().clock.now().getTime() + 5 * MINUTE);
      const dropId = await makeDrop(app(), { dropTime, lobby: true });
      await makeProductIn(app(), dropId, { stock: 20 });
      const fresh = await registerShopper(app());
      const old = await Promise.all(Array.from({ length: 8 }, () => registerShopper(app())));
      for (const shopper of old) {
        await app()
          .db.update(users)
          .set({ createdAt: sql`now() - interval '2 days'` })
          .where(eq(users.id, shopper.user.id));
      }
      // The new account comes first of all.
      ctx().clock.set(new Date(dropTime.getTime() - 2_000));
      for (const shopper of [fresh, ...old])
        expect((await poll(shopper, dropId)).status).toBe('WAITING');
      ctx().clock.set(new Date(dropTime.getTime() + 100));
      await lobbyRounds(app().db, app().config.lobby, ctx().clock.now());
      const positions = await Promise.all([fresh, ...old].map((s) => poll(s, dropId)));
      expect(positions[0]!.position).toBe(9);
      expect(
        positions
          .slice(1)
          .map((a) => a.position)
          .sort((a, b) => a! - b!),
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });
  },
  { LOBBY_HOLD_NEW_ACCOUNTS_MINUTES: '30', LOBBY_ADMISSIONS_PER_SECOND: '1' },
);
