// The lobby of a drop's opening (decision 031) on both databases: waiting before the start, a
// random order at it with later arrivals behind, admissions at the set rate that stop when
// nothing is free and start again when a reservation ends, and carts and orders refused without
// an admission of this account for this drop.
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { bearer, createStaff, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { askLobby } from '../../test/lobby-fixtures.ts';
import {
  makeDrop,
  makeProductIn,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  orderBody,
  payInSimulator,
  postOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { authAs, dropBody, postDrop } from '../../modules/drops/test-fixtures.ts';
import { expireOrders } from '../ordering/expiry.ts';
import { ADMISSION_REQUIRED } from './admission.ts';
import { lobbyRounds } from './rounds.ts';

const RATE = 4;

describeEachDb(
  'the lobby of an opening',
  (ctx) => {
    const app = () => ctx().app;
    const clock = () => ctx().clock;
    const at = (ms: number, from: Date) => new Date(from.getTime() + ms);

    beforeAll(() => clock().set('2026-12-05T17:50:00Z'));

    const poll = (who: TestAccount, dropId: number) => askLobby(app(), who, dropId);
    const round = () => lobbyRounds(app().db, app().config.lobby, clock().now());
    const addToCart = (who: TestAccount, productId: number, tokens: string[] = []) =>
      app().inject({
        method: 'POST',
        url: `/api/cart/items?productId=${productId}&quantity=1`,
        headers: { ...bearer(who.token), 'x-admission-token': tokens.join(', ') },
      });

    /** The shoppers ask again a second before the start (they poll every few seconds). */
    async function pollBeforeStart(dropTime: Date, ...asks: [TestAccount, number][]) {
      clock().set(at(-1_000, dropTime));
      for (const [shopper, dropId] of asks) {
        expect((await poll(shopper, dropId)).body.status).toBe('WAITING');
      }
    }

    /** A lobby drop starting in five minutes, with `stock` pieces of one product. */
    async function lobbyDrop(stock = 3) {
      const dropTime = at(5 * MINUTE, clock().now());
      const dropId = await makeDrop(app(), { dropTime, lobby: true });
      const productId = await makeProductIn(app(), dropId, { stock });
      return { dropId, productId, dropTime };
    }

    it('is asked for in the drop’s body: off without the field, kept by an edit without it, fixed once started', async () => {
      const staff = await authAs(app(), ['CREATE_DROP']);
      const dropTime = at(5 * MINUTE, clock().now()).toISOString();
      expect((await postDrop(app(), staff, { dropTime })).lobby).toBe(false);
      const drop = await postDrop(app(), staff, { dropTime, lobby: true });
      expect(drop.lobby).toBe(true);
      const edit = (body: object) =>
        app().inject({
          method: 'PUT',
          url: `/api/drops/${drop.id}`,
          headers: staff,
          payload: dropBody({ dropTime, ...body }),
        });
      expect((await edit({})).json()).toMatchObject({ lobby: true });
      expect((await edit({ lobby: 'tak' })).statusCode).toBe(400);
      clock().set(at(6 * MINUTE, clock().now()));
      const late = await edit({ lobby: false });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'Kolekcja już się rozpoczęła: nie można włączyć ani wyłączyć kolejki przy otwarciu',
      );
      clock().set('2026-12-05T17:50:00Z');
    });

    it('is for logged-in shoppers, for drops that have one, from ten minutes before the start', async () => {
      const { dropId } = await lobbyDrop();
      const guest = await app().inject({ method: 'POST', url: `/api/drops/${dropId}/lobby` });
      expect(guest.statusCode).toBe(401);
      const shopper = await registerShopper(app());
      const plain = await makeDrop(app(), { dropTime: at(5 * MINUTE, clock().now()) });
      expect(await poll(shopper, plain)).toMatchObject({
        statusCode: 409,
        body: { message: 'Ta kolekcja nie ma kolejki przy otwarciu' },
      });
      const later = await makeDrop(app(), {
        dropTime: at(60 * MINUTE, clock().now()),
        lobby: true,
      });
      expect(await poll(shopper, later)).toMatchObject({
        statusCode: 409,
        body: { message: 'Kolejka otworzy się 10 min przed rozpoczęciem kolekcji' },
      });
      expect((await poll(shopper, 999_999)).statusCode).toBe(404);
      const waiting = await poll(shopper, dropId);
      expect(waiting.statusCode).toBe(200);
      expect(waiting.body).toMatchObject({ status: 'WAITING' });
      expect(waiting.body.position).toBeUndefined();
    });

    it('shuffles those who came before the start, queues later arrivals behind them, and admits at the rate', async () => {
      const { dropId, dropTime } = await lobbyDrop(50);
      const early = await Promise.all(Array.from({ length: 12 }, () => registerShopper(app())));
      await pollBeforeStart(dropTime, ...early.map((s): [TestAccount, number] => [s, dropId]));
      clock().set(at(100, dropTime));
      const late = [await registerShopper(app()), await registerShopper(app())];
      for (const shopper of late) await poll(shopper, dropId);
      await round();
      // The first round admits nobody yet (no time has passed since the start's credit)…
      const first = await Promise.all([...early, ...late].map((s) => poll(s, dropId)));
      const positions = first.map((answer) => answer.body.position!);
      expect(new Set(positions).size).toBe(14);
      // …the early ones hold the first twelve places in a shuffled order, the late ones follow.
      expect(positions.slice(0, 12).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      expect(positions.slice(12)).toEqual([13, 14]);
      expect(positions.slice(0, 12)).not.toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect(first[0]!.body).toMatchObject({ status: 'WAITING' });
      expect(first.find((a) => a.body.position === 5)!.body).toMatchObject({
        ahead: 4,
        estimatedWaitMs: 1_000,
      });

      // A second: RATE shoppers are admitted, the next in line first.
      clock().set(at(1_100, dropTime));
      await round();
      const second = await Promise.all(early.map((s) => poll(s, dropId)));
      const admitted = second.filter((answer) => answer.body.status === 'ADMITTED');
      expect(admitted).toHaveLength(RATE);
      for (const answer of admitted) {
        const before = first[second.indexOf(answer)]!.body.position!;
        expect(before).toBeLessThanOrEqual(RATE);
        expect(answer.body.admissionToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      }
      // Half a second more: two more.
      clock().set(at(1_600, dropTime));
      await round();
      const third = await Promise.all(early.map((s) => poll(s, dropId)));
      expect(third.filter((answer) => answer.body.status === 'ADMITTED')).toHaveLength(RATE + 2);
      const next = third.filter((answer) => answer.body.status === 'WAITING');
      expect(next.map((answer) => answer.body.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('records joins that arrive together in one go, a shopper asking twice at once included', async () => {
      const { dropId, dropTime } = await lobbyDrop(50);
      const crowd = await Promise.all(Array.from({ length: 20 }, () => registerShopper(app())));
      clock().set(at(-2_000, dropTime));
      const answers = await Promise.all(
        [...crowd, crowd[0]!, crowd[1]!].map((shopper) => poll(shopper, dropId)),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ statusCode: 200, body: { status: 'WAITING' } });
      clock().set(at(100, dropTime));
      await round();
      const places = await Promise.all(
        crowd.map(async (s) => (await poll(s, dropId)).body.position!),
      );
      expect([...places].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('asks those who waited to come back after the start in the order of their draws', async () => {
      const { dropId, dropTime } = await lobbyDrop(50);
      const early = await Promise.all(Array.from({ length: 8 }, () => registerShopper(app())));
      clock().set(at(-1_000, dropTime));
      const returns: number[] = [];
      for (const shopper of early) returns.push((await poll(shopper, dropId)).body.retryAfterMs);
      // From 0.3 s to 3.3 s after the start (once a round has given the places).
      for (const ms of returns) expect(ms).toBeGreaterThanOrEqual(1_300);
      for (const ms of returns) expect(ms).toBeLessThan(4_300);
      clock().set(at(100, dropTime));
      await round();
      const positions = await Promise.all(
        early.map(async (s) => (await poll(s, dropId)).body.position!),
      );
      const byPlace = early.map((_, i) => i).sort((a, b) => positions[a]! - positions[b]!);
      const returnsByPlace = byPlace.map((i) => returns[i]!);
      expect(returnsByPlace).toEqual([...returnsByPlace].sort((a, b) => a - b));
    });

    it('refuses a cart or an order to an account the lobby did not let in, whatever token it shows; takes the admitted account’s from any tab', async () => {
      const { dropId, productId, dropTime } = await lobbyDrop(5);
      const other = await lobbyDrop(5);
      const [shopper, stranger] = [await makeShopper(app()), await makeShopper(app())];
      await pollBeforeStart(dropTime, [shopper, dropId], [stranger, other.dropId]);
      clock().set(at(2_000, dropTime));
      await round();
      clock().set(at(4_000, dropTime));
      await round();
      const mine = (await poll(shopper, dropId)).body;
      const foreign = (await poll(stranger, other.dropId)).body;
      expect([mine.status, foreign.status]).toEqual(['ADMITTED', 'ADMITTED']);

      /** The stranger, let into the other drop only, tries this one. */
      const refused = async (who: Shopper, tokens: string[]) => {
        const res = await addToCart(who, productId, tokens);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ADMISSION_REQUIRED);
        const order = await app().inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...bearer(who.token), 'x-admission-token': tokens.join(', ') },
          payload: orderBody(who, [{ productId, quantity: 1 }]),
        });
        expect(order.statusCode).toBe(403);
      };
      await refused(stranger, []);
      await refused(stranger, ['not-a-token']);
      // Its own admission, to another drop.
      await refused(stranger, [foreign.admissionToken!]);
      // Another account's admission for this drop.
      await refused(stranger, [mine.admissionToken!]);
      // A forged one: signed with another key, for the stranger.
      const [head] = mine.admissionToken!.split('.');
      const forged = Buffer.from(
        JSON.stringify({ drop: dropId, sub: String(stranger.user.id), aud: 'lobby-admission' }),
      ).toString('base64url');
      await refused(stranger, [`${head}.${forged}.${randomBytes(32).toString('base64url')}`]);

      // The admitted account buys with its token, and as well from a tab without it.
      expect((await addToCart(shopper, productId, [mine.admissionToken!])).statusCode).toBe(200);
      expect((await addToCart(shopper, productId)).statusCode).toBe(200);
      const placed = await postOrder(
        app(),
        shopper,
        orderBody(shopper, [{ productId, quantity: 1 }]),
      );
      expect(placed.statusCode).toBe(201);

      // Another tab or device reads the account's admission, with a token that buys, without
      // joining the line again; nobody else's account has it.
      const admissionOf = (who: TestAccount, id: number) =>
        app().inject({ url: `/api/drops/${id}/lobby/admission`, headers: bearer(who.token) });
      const elsewhere = (await admissionOf(shopper, dropId)).json();
      expect(elsewhere.admittedUntil).toBe(mine.admittedUntil);
      expect((await addToCart(shopper, productId, [elsewhere.admissionToken])).statusCode).toBe(
        200,
      );
      expect((await admissionOf(stranger, dropId)).json()).toEqual({ admittedUntil: null });
      expect((await app().inject({ url: `/api/drops/${dropId}/lobby/admission` })).statusCode).toBe(
        401,
      );

      // Expired: after the admission's ten minutes, with its token or without.
      clock().set(at(11 * MINUTE, dropTime));
      await refused(shopper, [mine.admissionToken!]);
      await refused(shopper, []);
      expect((await admissionOf(shopper, dropId)).json()).toEqual({ admittedUntil: null });
      // After the lobby (15 minutes from the start) nothing is asked.
      clock().set(at(15 * MINUTE, dropTime));
      expect((await addToCart(shopper, productId)).statusCode).toBe(200);
      expect((await poll(shopper, dropId)).body).toEqual({ status: 'ADMITTED', retryAfterMs: 0 });
    });

    it('lets in at most three shoppers per free piece at a time; the rest wait', async () => {
      const { dropId, dropTime } = await lobbyDrop(2);
      const shoppers = await Promise.all(Array.from({ length: 10 }, () => registerShopper(app())));
      await pollBeforeStart(dropTime, ...shoppers.map((s): [TestAccount, number] => [s, dropId]));
      for (const ms of [100, 1_100, 2_100, 3_100]) {
        clock().set(at(ms, dropTime));
        await round();
      }
      // Four seconds at four a second would be sixteen; two pieces allow six.
      const answers = await Promise.all(shoppers.map((s) => poll(s, dropId)));
      expect(answers.filter((a) => a.body.status === 'ADMITTED')).toHaveLength(6);
      expect(answers.filter((a) => a.body.status === 'WAITING')).toHaveLength(4);
    });

    it('lets the next in line in for a piece nobody ordered, once the opening’s buyers show the others have gone', async () => {
      // Eleven pieces, eighteen shoppers; four a second let in from the start.
      const { dropId, productId, dropTime } = await lobbyDrop(11);
      const shoppers = await Promise.all(Array.from({ length: 18 }, () => makeShopper(app())));
      await pollBeforeStart(dropTime, ...shoppers.map((s): [TestAccount, number] => [s, dropId]));
      for (const ms of [100, 1_100, 2_100, 3_100, 4_100]) {
        clock().set(at(ms, dropTime));
        await round();
      }
      const answers = await Promise.all(shoppers.map((s) => poll(s, dropId)));
      const waiting = shoppers.filter((_, i) => answers[i]!.body.status === 'WAITING');
      const admitted = shoppers
        .map((shopper, i) => ({ shopper, answer: answers[i]!.body }))
        .filter(({ answer }) => answer.status === 'ADMITTED')
        .sort((a, b) => Date.parse(a.answer.admittedUntil!) - Date.parse(b.answer.admittedUntil!));
      expect(admitted).toHaveLength(16);
      // The first ten let in (by 3.1 s) buy at 4.2 s, 1.1 to 3.1 s after their admission; the
      // six let in last (at 3.1 and 4.1 s) buy nothing.
      clock().set(at(4_200, dropTime));
      for (const { shopper, answer } of admitted.slice(0, 10)) {
        const order = await app().inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...bearer(shopper.token), 'x-admission-token': answer.admissionToken! },
          payload: orderBody(shopper, [{ productId, quantity: 1 }]),
        });
        expect(order.statusCode).toBe(201);
      }
      // One piece is left and six let in have not ordered, more than three a piece: the last two
      // wait…
      await round();
      clock().set(at(9_000, dropTime));
      await round();
      for (const shopper of waiting)
        expect((await poll(shopper, dropId)).body.status).toBe('WAITING');
      // …until the six have been in longer than nine in ten buyers took (at least 5 s): then they
      // count as gone, and the piece goes to the next in line (not half a minute later).
      clock().set(at(10_000, dropTime));
      await round();
      for (const shopper of waiting)
        expect((await poll(shopper, dropId)).body.status).toBe('ADMITTED');
    });

    it('stops admitting when every piece is reserved, says so, and admits again when one comes back', async () => {
      const { dropId, productId, dropTime } = await lobbyDrop(1);
      const shoppers = [
        await makeShopper(app()),
        await makeShopper(app()),
        await makeShopper(app()),
      ];
      await pollBeforeStart(dropTime, ...shoppers.map((s): [TestAccount, number] => [s, dropId]));
      clock().set(at(10, dropTime));
      await round();
      clock().set(at(260, dropTime));
      await round();
      const answers = await Promise.all(shoppers.map((s) => poll(s, dropId)));
      const winner = answers.findIndex((answer) => answer.body.status === 'ADMITTED');
      expect(winner).toBeGreaterThanOrEqual(0);
      const buyer = shoppers[winner]!;
      const placed = await app().inject({
        method: 'POST',
        url: '/api/orders',
        headers: {
          ...bearer(buyer.token),
          'x-admission-token': answers[winner]!.body.admissionToken!,
        },
        payload: orderBody(buyer, [{ productId, quantity: 1 }]),
      });
      expect(placed.statusCode).toBe(201);

      // The only piece is reserved: nobody else gets in, and the others are told why, with the
      // places they keep for pieces that come back.
      clock().set(at(5_000, dropTime));
      await round();
      const rest = shoppers.filter((s) => s !== buyer);
      const places: number[] = [];
      for (const shopper of rest) {
        const { body } = await poll(shopper, dropId);
        expect(body).toMatchObject({
          status: 'CLOSED',
          message: 'Wszystkie produkty z tej kolekcji zostały zarezerwowane',
        });
        places.push(body.position!);
      }
      expect(places.sort()).toEqual([1, 2]);

      // The reservation ends unpaid: the piece is back, and admissions start again. (Away for
      // minutes, longer than the grace time, the two queue again from the back.)
      clock().set(at(5_000 + app().config.orderReservationMs + 1_000, dropTime));
      // (Earlier tests' unpaid orders end now too.)
      expect(await expireOrders(app().db, clock().now())).toBeGreaterThanOrEqual(1);
      for (const shopper of rest) expect((await poll(shopper, dropId)).body.status).toBe('WAITING');
      await round();
      clock().set(at(6_500 + app().config.orderReservationMs, dropTime));
      await round();
      for (const shopper of rest) {
        expect((await poll(shopper, dropId)).body.status).toBe('ADMITTED');
      }
    });

    it('shows the owner the lobby’s funnel, counted from its own records: waited, let in, bought', async () => {
      const { dropId, productId, dropTime } = await lobbyDrop(1);
      const shoppers = await Promise.all(Array.from({ length: 3 }, () => makeShopper(app())));
      await pollBeforeStart(dropTime, ...shoppers.map((s): [TestAccount, number] => [s, dropId]));
      for (const ms of [2_000, 4_000]) {
        clock().set(at(ms, dropTime));
        await round();
      }
      const answers = await Promise.all(shoppers.map((s) => poll(s, dropId)));
      const admitted = answers.filter((a) => a.body.status === 'ADMITTED');
      // One piece: at most three shoppers per free piece are let in at a time.
      expect(admitted).toHaveLength(3);
      const buyer = shoppers[answers.indexOf(admitted[0]!)]!;
      const order = await app().inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(buyer.token), 'x-admission-token': admitted[0]!.body.admissionToken! },
        payload: orderBody(buyer, [{ productId, quantity: 1 }]),
      });
      expect(order.statusCode).toBe(201);
      expect((await payInSimulator(app(), order.json().paymentUrl)).statusCode).toBe(303);

      const owner = await createStaff(app(), ['CREATE_DROP']);
      const stats = await app().inject({
        url: `/api/admin/drops/${dropId}/stats`,
        headers: bearer(owner.token),
      });
      expect(stats.json().lobby).toEqual({
        waited: 3,
        admitted: 3,
        bought: 1,
        // No opening measured here: the setting, kept at the start.
        rate: { perSecond: RATE, chosen: true, basis: { source: 'setting' } },
      });
      // A drop without a lobby has no funnel.
      const plain = await makeDrop(app(), { dropTime: at(-MINUTE, clock().now()) });
      const plainStats = await app().inject({
        url: `/api/admin/drops/${plain}/stats`,
        headers: bearer(owner.token),
      });
      expect(plainStats.json().lobby).toBeUndefined();
    });
  },
  {
    ...MANY_UNPAID_ORDERS,
    LOBBY_ADMISSIONS_PER_SECOND: String(RATE),
    ORDER_RESERVATION_MINUTES: '3',
  },
);
