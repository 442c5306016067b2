// Places pushed, not polled (docs/lobby.md „Pushed places”): a shopper's live stream opened with
// the lobby ticket of POST /drops/{id}/lobby carries that shopper's answer as `lobby` events:
// from the start the place, and the admission with its token the moment a round gives it. Each
// replica reads its lobbies' boards (shared, at most every 200 ms) for the streams it holds and
// sends an answer when it changes (a new place at most every PLACE_MS), and again at least every
// HEARTBEAT_MS so the page knows the stream still speaks for the lobby; while it does, the page
// does not ask. An open stream is the shopper's presence: it is recorded as a poll would be
// (batched), so the place is kept.
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS } from '@shop/shared/live';
import type { LobbyAnswer, LobbyEvent } from '@shop/shared/lobby';
import type { LiveClient, LobbyFeed, LobbyMember } from '../../modules/live/index.ts';
import {
  admissionEnd,
  answerFromBoard,
  lobbyWindow,
  placeOnBoard,
  type LobbyBoard,
  type LobbyDeps,
  type LobbyDrop,
} from '../../modules/lobby/index.ts';

/** How often each replica looks at its lobbies' boards for the streams it holds (a round's pace). */
const PUSH_MS = 250;
/** An unchanged answer is sent again this often: the page's sign that the stream still carries it. */
export const HEARTBEAT_MS = 10_000;
/**
 * A new place in the line, the status unchanged, is sent at most this often (a new status goes
 * at once): from the start every round moves thousands of places.
 */
export const PLACE_MS = 1_000;
/** Before a drop's start its streams are looked at this often (only heartbeats and presence). */
const CALM_MS = 1_000;
/** A stream's presence is recorded this often (a quarter of LOBBY_GRACE_SECONDS, as polls are). */
const PRESENCE_SHARE_OF_GRACE = 1 / 4;

/** What a stream last carried: what the shopper saw of it (shownOf), its status, and when. */
export interface LastSent {
  shown: string;
  status: LobbyAnswer['status'] | null;
  sentAt: number;
}

/** What the shopper sees of an answer: its status, place and admission. */
const shownOf = (answer: LobbyAnswer) =>
  `${answer.status}|${answer.position ?? ''}|${answer.admittedUntil ?? ''}`;

/**
 * Whether `answer` is to be sent now after `last`: a new status at once, a new place in the same
 * status once PLACE_MS has passed, the same answer again after HEARTBEAT_MS.
 */
export function isNews(
  last: LastSent,
  answer: LobbyAnswer,
  now: number,
  shown = shownOf(answer),
): boolean {
  const since = now - last.sentAt;
  if (shown === last.shown) return since >= HEARTBEAT_MS;
  return answer.status !== last.status || answer.status === 'ADMITTED' || since >= PLACE_MS;
}

interface Follower extends LastSent {
  client: LiveClient;
  member: LobbyMember;
  seenAt: number;
  /** The admission token signed for this admission (signed once). */
  admitted?: { admittedAt: number; answer: LobbyAnswer };
}

export function lobbyLiveFeed(
  app: FastifyInstance,
  deps: Pick<LobbyDeps, 'board' | 'settings' | 'tokens' | 'tickets' | 'sightings'>,
  /** The drop as the lobby's routes read it (at most once a second per drop). */
  dropOf: (id: number) => Promise<LobbyDrop>,
): LobbyFeed {
  const byDrop = new Map<number, Set<Follower>>();
  let timer: NodeJS.Timeout | null = null;
  let pushing = false;
  /** When each drop's waiting streams were last looked at before its start. */
  const calm = new Map<number, number>();

  const send = (follower: Follower, answer: LobbyAnswer, now: number) => {
    const shown = shownOf(answer);
    if (!isNews(follower, answer, now, shown)) return;
    follower.shown = shown;
    follower.status = answer.status;
    follower.sentAt = now;
    follower.client.send(LIVE_EVENTS.lobby, {
      dropId: follower.member.dropId,
      answer,
    } satisfies LobbyEvent);
  };

  /** The follower's answer now: at once, unless an admission's token is to be signed. */
  function answerOf(
    follower: Follower,
    drop: LobbyDrop,
    board: LobbyBoard | null,
    now: Date,
  ): LobbyAnswer | Promise<LobbyAnswer> {
    const { closesAt } = lobbyWindow(drop, deps.settings);
    if (now >= closesAt) return { status: 'ADMITTED', retryAfterMs: 0 };
    if (!board) return { status: 'WAITING', retryAfterMs: 5_000 };
    const entry = board.entries.get(follower.member.userId);
    if (!entry) return { status: 'WAITING', retryAfterMs: 500 };
    if (!admissionEnd(deps.settings, entry, now)) return placeOnBoard(deps.settings, entry, board);
    const admittedAt = entry.admittedAt!.getTime();
    if (follower.admitted?.admittedAt === admittedAt) return follower.admitted.answer;
    const userId = follower.member.userId;
    return answerFromBoard(deps, drop, userId, entry, board, now).then((answer) => {
      follower.admitted = { admittedAt, answer };
      return answer;
    });
  }

  /** The drop's board from its start on (null before: nobody has a place yet). */
  const boardOf = (drop: LobbyDrop, now: Date) =>
    now < drop.dropTime ? null : deps.board(drop.id, now);

  /** Sends one follower its answer if it changed (or a heartbeat is due), and records presence. */
  async function update(follower: Follower, drop: LobbyDrop, board: LobbyBoard | null, now: Date) {
    const answer = answerOf(follower, drop, board, now);
    send(follower, answer instanceof Promise ? await answer : answer, now.getTime());
    if (now.getTime() - follower.seenAt >= deps.settings.graceMs * PRESENCE_SHARE_OF_GRACE) {
      follower.seenAt = now.getTime();
      // The stream is the shopper's presence: recorded as a poll is, in a batch.
      void deps.sightings
        .submit({ ...follower.member, now, draw: null })
        .catch((error: unknown) => app.log.error({ err: error }, 'lobby presence'));
    }
  }

  async function push() {
    if (pushing) return;
    pushing = true;
    try {
      const now = app.clock.now();
      for (const [dropId, followers] of byDrop) {
        const drop = await dropOf(dropId).catch(() => null);
        if (!drop) continue;
        // Before the start nothing changes but the heartbeat and the presence: looked at once a
        // second, not at every tick (thousands wait then).
        if (now < drop.dropTime && now.getTime() - (calm.get(dropId) ?? 0) < CALM_MS) continue;
        calm.set(dropId, now.getTime());
        // One board for all the drop's streams in this look.
        const board = await boardOf(drop, now);
        for (const follower of followers) await update(follower, drop, board, now);
      }
    } catch (error) {
      app.log.error({ err: error }, 'lobby places on the live stream');
    } finally {
      pushing = false;
    }
  }

  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    timer = null;
  });

  return {
    async memberOf(ticket) {
      const holder = await deps.tickets.verify(ticket, app.clock.now());
      return holder && { userId: holder.userId, dropId: holder.dropId };
    },
    follow(client, member) {
      const now = app.clock.now().getTime();
      // The ticket came with an answer to a poll, which recorded the presence just now.
      const follower: Follower = {
        client,
        member,
        shown: '',
        status: null,
        sentAt: 0,
        seenAt: now,
      };
      let followers = byDrop.get(member.dropId);
      if (!followers) byDrop.set(member.dropId, (followers = new Set()));
      followers.add(follower);
      if (!timer) {
        timer = setInterval(() => void push(), PUSH_MS);
        timer.unref();
      }
      // Its first answer at once, on its own (a push would look at every stream of the drop).
      void dropOf(member.dropId)
        .then(async (drop) => {
          const at = app.clock.now();
          await update(follower, drop, await boardOf(drop, at), at);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'lobby place on the live stream'));
      return () => {
        followers.delete(follower);
        if (followers.size === 0 && byDrop.get(member.dropId) === followers) {
          byDrop.delete(member.dropId);
          calm.delete(member.dropId);
        }
        if (byDrop.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}
