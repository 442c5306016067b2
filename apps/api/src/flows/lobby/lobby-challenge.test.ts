// Joining a lobby costs a proof of work (decision 031, LOBBY_CHALLENGE on): without a solution,
// with one of another account or drop, or with a forged one, nobody joins; with a solution of
// this account's challenge for this drop, the shopper is in, and asks again without one.
import { expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { bearer, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { askLobby } from '../../test/lobby-fixtures.ts';
import { makeDrop, MINUTE } from '../../test/order-fixtures.ts';

describeEachDb(
  'the lobby’s proof of work',
  (ctx) => {
    const app = () => ctx().app;
    const challenge = async (who: TestAccount, dropId: number) =>
      (
        await app().inject({
          url: `/api/drops/${dropId}/lobby/challenge`,
          headers: bearer(who.token),
        })
      ).json<Challenge>();
    const join = (who: TestAccount, dropId: number, proof?: object) =>
      askLobby(app(), who, dropId, proof);
    const solved = async (given: Challenge) => ({
      challenge: given,
      solution: (await solveChallenge({ challenge: given, deriveKey }))!,
    });

    it('lets in only a solution of this account’s challenge for this drop', async () => {
      const dropTime = new Date(app().clock.now().getTime() + 5 * MINUTE);
      const [dropId, otherDrop] = [
        await makeDrop(app(), { dropTime, lobby: true }),
        await makeDrop(app(), { dropTime, lobby: true }),
      ];
      const [shopper, other] = [await registerShopper(app()), await registerShopper(app())];

      const none = await join(shopper, dropId);
      expect(none.statusCode).toBe(403);
      expect(none.body.message).toMatch(/^Dołączając do kolejki, przeglądarka rozwiązuje/);
      expect(
        (await join(shopper, dropId, await solved(await challenge(other, dropId)))).statusCode,
      ).toBe(403);
      expect(
        (await join(shopper, dropId, await solved(await challenge(shopper, otherDrop)))).statusCode,
      ).toBe(403);
      const mine = await solved(await challenge(shopper, dropId));
      const forged = { ...mine, solution: { ...mine.solution, derivedKey: '00'.repeat(32) } };
      expect((await join(shopper, dropId, forged)).statusCode).toBe(403);

      const joined = await join(shopper, dropId, mine);
      expect(joined.statusCode).toBe(200);
      expect(joined.body).toMatchObject({ status: 'WAITING' });
      // Asking again needs no new solution.
      expect((await join(shopper, dropId)).statusCode).toBe(200);
    });
  },
  { LOBBY_CHALLENGE: 'on', LOBBY_CHALLENGE_COST: '2000' },
);
