// Places pushed over the live stream (docs/lobby.md „Pushed places”), on both databases: a
// shopper who joined opens GET /api/live with the answer's ticket and, without asking again,
// learns the place after the start and the admission with its token when a round gives it; the
// open stream keeps the place; a ticket is the shopper's and the lobby's alone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lobbyEntries } from '../../db/schema/lobby.ts';
import { registerShopper, type TestAccount } from '../../test/accounts.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { describeEachDb } from '../../test/harness.ts';
import { askLobby } from '../../test/lobby-fixtures.ts';
import { makeDrop, makeProductIn, MINUTE } from '../../test/order-fixtures.ts';
import type { LobbyEvent } from '@shop/shared/lobby';
import { lobbyRounds } from './rounds.ts';

describeEachDb(
  'lobby places on the live stream',
  (ctx) => {
    const app = () => ctx().app;
    const clock = () => ctx().clock;
    const at = (ms: number, from: Date) => new Date(from.getTime() + ms);
    let url: string;

    beforeAll(async () => {
      clock().set('2026-12-05T17:50:00Z');
      url = await app().listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(() => clock().set(new Date()));

    const round = () => lobbyRounds(app().db, app().config.lobby, clock().now());
    const lobbyOf = (dropId: number) => (event: { event: string; data: unknown }) =>
      event.event === 'lobby' && (event.data as LobbyEvent).dropId === dropId;

    /** Waits until the stream's presence, as of the clock now, is written (it goes in a batch). */
    async function presenceRecorded(dropId: number, who: TestAccount) {
      const now = clock().now().getTime();
      await expect
        .poll(async () => {
          const [entry] = await app()
            .db.select({ seen: lobbyEntries.lastSeenAt })
            .from(lobbyEntries)
            .where(and(eq(lobbyEntries.dropId, dropId), eq(lobbyEntries.userId, who.user.id)));
          return entry!.seen.getTime() >= now;
        })
        .toBe(true);
    }

    async function lobbyDrop() {
      const dropTime = at(5 * MINUTE, clock().now());
      const dropId = await makeDrop(app(), { dropTime, lobby: true });
      await makeProductIn(app(), dropId, { stock: 5 });
      return { dropId, dropTime };
    }

    async function joined(dropId: number): Promise<[TestAccount, string]> {
      const shopper = await registerShopper(app());
      const answer = await askLobby(app(), shopper, dropId);
      expect(answer.body).toMatchObject({ status: 'WAITING', liveTicket: expect.any(String) });
      return [shopper, answer.body.liveTicket!];
    }

    it('the place after the start and the admission come on the stream, without asking again', async () => {
      const { dropId, dropTime } = await lobbyDrop();
      const [shopper, ticket] = await joined(dropId);
      const stream = await openEventStream(`${url}/api/live?drops=${dropId}&lobby=${ticket}`);
      try {
        // Before the start: waiting, no place yet.
        const before = (await stream.next(lobbyOf(dropId))).data as LobbyEvent;
        expect(before.answer).toMatchObject({ status: 'WAITING' });
        expect(before.answer.position).toBeUndefined();

        clock().set(at(100, dropTime));
        await round();
        const placed = (await stream.next(lobbyOf(dropId))).data as LobbyEvent;
        expect(placed.answer).toMatchObject({ status: 'WAITING', position: 1, ahead: 0 });
        // Joined five minutes ago and never asked since: the stream is the presence.
        await presenceRecorded(dropId, shopper);

        clock().set(at(2_000, dropTime));
        await round();
        // Each replica reads a lobby's board at most every 200 ms: the clock moves on, as it would.
        clock().set(at(2_300, dropTime));
        const admitted = (await stream.next(lobbyOf(dropId))).data as LobbyEvent;
        expect(admitted.answer).toMatchObject({
          status: 'ADMITTED',
          admissionToken: expect.any(String),
          admittedUntil: expect.any(String),
        });
        // The token is the shopper's admission: the cart takes the drop's product with it.
        const verified = await app().admissionTokens.verify(
          admitted.answer.admissionToken!,
          clock().now(),
        );
        expect(verified).toMatchObject({ userId: shopper.user.id, dropId });
      } finally {
        await stream.close();
      }
    });

    it('an open stream is the presence of a shopper who never asks again: still let in minutes later', async () => {
      const { dropId, dropTime } = await lobbyDrop();
      const [shopper, ticket] = await joined(dropId);
      const stream = await openEventStream(`${url}/api/live?drops=${dropId}&lobby=${ticket}`);
      try {
        await stream.next(lobbyOf(dropId));
        clock().set(at(100, dropTime));
        await round();
        const placed = (
          await stream.next(
            (e) => lobbyOf(dropId)(e) && (e.data as LobbyEvent).answer.position !== undefined,
          )
        ).data as LobbyEvent;
        expect(placed.answer).toMatchObject({ status: 'WAITING', position: 1 });
        // Three minutes pass (no round lets anyone in), past LOBBY_GRACE_SECONDS (60 s) without a
        // poll: only the stream shows the shopper is there.
        for (let minute = 1; minute <= 3; minute++) {
          clock().set(at(minute * 60_000 + 100, dropTime));
          await stream.next(lobbyOf(dropId));
        }
        await presenceRecorded(dropId, shopper);
        await round();
        // Each replica reads a lobby's board at most every 200 ms: the clock moves on, as it would.
        clock().set(at(3 * 60_000 + 400, dropTime));
        const admitted = (
          await stream.next(
            (e) => lobbyOf(dropId)(e) && (e.data as LobbyEvent).answer.status === 'ADMITTED',
          )
        ).data as LobbyEvent;
        expect(admitted.answer.admissionToken).toEqual(expect.any(String));
      } finally {
        await stream.close();
      }
    });

    it('a ticket is refused when forged, for another use, or the lobby has ended', async () => {
      const { dropId, dropTime } = await lobbyDrop();
      const [shopper, ticket] = await joined(dropId);
      const open = (lobby: string) =>
        app().inject({ url: `/api/live?drops=${dropId}&lobby=${encodeURIComponent(lobby)}` });
      const forged = await open(`${ticket.slice(0, -4)}AAAA`);
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe(
        'Bilet kolejki jest nieważny lub wygasł: odśwież stronę kolekcji, aby dołączyć ponownie',
      );
      // A bearer token or an admission token is no ticket.
      expect((await open(shopper.token)).statusCode).toBe(400);
      const admission = await app().admissionTokens.sign({
        userId: shopper.user.id,
        dropId,
        expiresAt: at(MINUTE, dropTime),
      });
      expect((await open(admission)).statusCode).toBe(400);
      // The lobby ends 15 minutes after the start, and so does its ticket.
      clock().set(at(16 * MINUTE, dropTime));
      expect((await open(ticket)).statusCode).toBe(400);
    });
  },
  { LOBBY_CHALLENGE: 'off', LOBBY_ADMISSIONS_PER_SECOND: '1' },
);
