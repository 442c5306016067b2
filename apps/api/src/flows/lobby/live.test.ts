// What the live stream sends a lobby's shopper, and when (live.ts): a new status at once, a new
// place at most once a second, the same answer again only as the heartbeat.
import { expect, it } from 'vitest';
import type { LobbyAnswer } from '@shop/shared/lobby';
import { HEARTBEAT_MS, isNews, PLACE_MS, type LastSent } from './live.ts';

const waiting = (position: number): LobbyAnswer => ({
  status: 'WAITING',
  position,
  ahead: position - 1,
  estimatedWaitMs: position * 5,
  retryAfterMs: 500,
});
const sent = (answer: LobbyAnswer, sentAt: number): LastSent => ({
  shown: `${answer.status}|${answer.position ?? ''}|${answer.admittedUntil ?? ''}`,
  status: answer.status,
  sentAt,
});

it('sends the first answer, a new status at once, and a new place at most once a second', () => {
  expect(isNews({ shown: '', status: null, sentAt: 0 }, waiting(40), 1_000)).toBe(true);
  const last = sent(waiting(40), 1_000);
  expect(isNews(last, waiting(39), 1_000 + PLACE_MS - 1)).toBe(false);
  expect(isNews(last, waiting(39), 1_000 + PLACE_MS)).toBe(true);
  const admitted: LobbyAnswer = {
    status: 'ADMITTED',
    admissionToken: 't',
    admittedUntil: '2026-12-05T18:05:00.000Z',
    retryAfterMs: 300_000,
  };
  expect(isNews(last, admitted, 1_001)).toBe(true);
  const closed: LobbyAnswer = { status: 'CLOSED', position: 40, ahead: 39, retryAfterMs: 10_000 };
  expect(isNews(last, closed, 1_001)).toBe(true);
  // A new admission (after the last one ran out) is never held back.
  const again = { ...admitted, admittedUntil: '2026-12-05T18:10:00.000Z' };
  expect(isNews(sent(admitted, 1_000), again, 1_001)).toBe(true);
});

it('sends the same answer again only as the heartbeat', () => {
  const last = sent(waiting(7), 1_000);
  // The estimate alone moved: the shopper sees the same place.
  expect(isNews(last, { ...waiting(7), estimatedWaitMs: 1 }, 1_000 + PLACE_MS)).toBe(false);
  expect(isNews(last, waiting(7), 1_000 + HEARTBEAT_MS - 1)).toBe(false);
  expect(isNews(last, waiting(7), 1_000 + HEARTBEAT_MS)).toBe(true);
});
