// Runs the lobbies' admission rounds (flows/lobby/rounds.ts) every LOBBY_ROUND_MS in every
// replica: a round locks its drop's lobby row, so the replicas take turns and the admissions
// per second stay what the lobby's rate says in total. While an opening runs, each replica also
// writes the orders it placed in each second and how fast it answered them (app.openingMeter,
// flows/lobby/load-meter.ts), from which the next lobby's rate is chosen. Started by
// runtime/start-up.ts; tests call lobbyRounds directly.
import type { FastifyInstance } from 'fastify';
import { lobbyRounds } from '../flows/lobby/rounds.ts';
import { recordLoad } from '../modules/lobby/index.ts';
import { repeatEvery } from './repeat.ts';

/** A late arrival waits at most this long for a position, an admission at most this long. */
export const LOBBY_ROUND_MS = 250;

export function startLobbyJob(app: FastifyInstance): void {
  repeatEvery(app, LOBBY_ROUND_MS, 'lobby admission round failed', async () => {
    const now = app.clock.now();
    const opened = await lobbyRounds(app.db, app.config.lobby, now);
    await recordLoad(app.db, app.openingMeter.take(now, opened));
  });
}
