// Admission at measured capacity (decision 031, „The rate, measured”) on both databases: the
// order route tells the opening meter each answer; without a measured opening a lobby admits at
// the setting; an opening in which the shop was seen at its limit sets the next lobby's rate at
// three quarters of the orders a second it took then, chosen at that lobby's start, kept, used by
// its rounds, and shown to the staff with why.
import { lobbyRateReason } from '@shop/shared/lobby-rate';
import { beforeAll, expect, it } from 'vitest';
import { bearer, createStaff, registerShopper } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { askLobby } from '../../test/lobby-fixtures.ts';
import {
  makeDrop,
  makeProduct,
  makeProductIn,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  orderBody,
  placeOrder,
  postOrder,
} from '../../test/order-fixtures.ts';
import { recordLoad } from '../../modules/lobby/index.ts';
import { lobbyRounds } from './rounds.ts';

const SETTING = 50;

describeEachDb(
  'the lobby admits at the measured capacity',
  (ctx) => {
    const app = () => ctx().app;
    const clock = () => ctx().clock;
    const at = (from: Date, ms: number) => new Date(from.getTime() + ms);
    const round = () => lobbyRounds(app().db, app().config.lobby, clock().now());
    let owner: Awaited<ReturnType<typeof createStaff>>;
    const lobbyStats = async (dropId: number) => {
      const res = await app().inject({
        url: `/api/admin/drops/${dropId}/stats`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().lobby;
    };

    beforeAll(async () => {
      clock().set('2026-12-05T10:00:00Z');
      owner = await createStaff(app(), ['CREATE_DROP']);
    });

    it('the order route tells the opening meter each answer and whether it placed an order', async () => {
      const productId = await makeProduct(app(), { stock: 1 });
      const buyer = await makeShopper(app());
      const meter = app().openingMeter;
      meter.take(new Date('2026-12-05T09:00:00Z'), [1]);
      await placeOrder(app(), buyer, [{ productId, quantity: 1 }]);
      const refused = await postOrder(app(), buyer, orderBody(buyer, [{ productId, quantity: 1 }]));
      expect(refused.statusCode).toBe(409);
      const [second] = meter.take(new Date('2026-12-05T09:00:01Z'), [1]);
      expect(second).toMatchObject({ dropId: 1, orders: 1 });
      expect(second!.orderP99Ms).toBeGreaterThan(0);
    });

    it('admits at the setting until an opening has measured the shop, and says so', async () => {
      const dropTime = at(clock().now(), 5 * MINUTE);
      const dropId = await makeDrop(app(), { dropTime, lobby: true });
      const before = await lobbyStats(dropId);
      expect(before.rate).toEqual({
        perSecond: SETTING,
        chosen: false,
        basis: { source: 'setting' },
      });
      expect(lobbyRateReason(before.rate)).toContain('Ustawienie LOBBY_ADMISSIONS_PER_SECOND');
      clock().set(at(dropTime, 100));
      expect(await round()).toEqual([dropId]);
      expect((await lobbyStats(dropId)).rate).toMatchObject({ perSecond: SETTING, chosen: true });
    });

    it('an opening at the shop’s limit sets the next lobby at three quarters of it', async () => {
      // The measured opening: 2 orders a second for 50 seconds with the slowest order answers
      // taking 800 ms — the shop's limit was 2 orders a second, so the next lobby admits 1.5.
      const measuredTime = new Date('2026-12-05T11:10:00Z');
      const measured = await makeDrop(app(), { dropTime: measuredTime, lobby: true });
      const load = (second: number, orders: number, orderP99Ms: number) => ({
        dropId: measured,
        replica: 'host:1',
        second: at(measuredTime, second * 1000),
        orders,
        orderP99Ms,
      });
      const seconds = 50;
      await recordLoad(app().db, [
        ...Array.from({ length: seconds }, (_, second) => load(second, 2, 800)),
        // Seconds without orders say nothing of how many the shop takes.
        ...Array.from({ length: 10 }, (_, second) => load(seconds + second, 0, 3_000)),
      ]);

      const dropTime = at(measuredTime, 60 * MINUTE);
      const next = await makeDrop(app(), { dropTime, lobby: true });
      await makeProductIn(app(), next, { stock: 10 });
      const would = (await lobbyStats(next)).rate;
      expect(would).toMatchObject({
        perSecond: 1.5,
        chosen: false,
        basis: {
          source: 'measured',
          dropId: measured,
          orders: 100,
          seconds: 50,
          orderP99Ms: 800,
          replicas: 1,
          peakOrdersPerSecond: 2,
          capacity: 2,
        },
      });
      expect(lobbyRateReason(would)).toMatch(
        /^75% z 2 zamówień na sekundę, które sklep przyjmował u granicy swoich możliwości przy otwarciu kolekcji „Kolekcja [0-9a-f]+” \(5 grudnia 2026 12:10\): 100 zamówień w 50 s, w których serwer nie nadążał \(najwolniejsze odpowiedzi na zamówienia średnio 800 ms\); najwięcej 2 w jednej sekundzie\.$/,
      );

      // Five shoppers wait; the rounds let them in at 1.5 a second, not at the setting's 50.
      const shoppers = await Promise.all(Array.from({ length: 5 }, () => registerShopper(app())));
      clock().set(at(dropTime, -1_000));
      for (const shopper of shoppers) await askLobby(app(), shopper, next);
      clock().set(dropTime);
      await round();
      const answers = async () =>
        (await Promise.all(shoppers.map((s) => askLobby(app(), s, next)))).map((a) => a.body);
      const admitted = async () =>
        (await answers()).filter((answer) => answer.status === 'ADMITTED').length;
      // Rounds every quarter of a second, as the lobby job runs them.
      const rounds = async (from: number, to: number) => {
        for (let t = from; t <= to; t += 250) {
          clock().set(at(dropTime, t));
          await round();
        }
      };
      await rounds(250, 1_000);
      const afterOne = await answers();
      expect(afterOne.filter((answer) => answer.status === 'ADMITTED')).toHaveLength(1);
      // The wait is estimated at the chosen rate: three ahead at 1.5 a second, 2 s.
      expect(afterOne.find((answer) => answer.ahead === 3)?.estimatedWaitMs).toBe(2_000);
      await rounds(1_250, 2_000);
      expect(await admitted()).toBe(3);
      expect(await lobbyStats(next)).toMatchObject({ rate: { perSecond: 1.5, chosen: true } });

      // Kept for the opening: a later measured opening changes the next lobbies, not this one.
      await recordLoad(app().db, [{ ...load(0, 500, 900), dropId: next, second: dropTime }]);
      expect((await lobbyStats(next)).rate.perSecond).toBe(1.5);
    });
  },
  { ...MANY_UNPAID_ORDERS, LOBBY_ADMISSIONS_PER_SECOND: String(SETTING) },
);
