// Runs the lobbies' admission rounds (flows/lobby/rounds.ts) every LOBBY_ROUND_MS in every
// replica: a round locks its drop's lobby row, so the replicas take turns and the admissions
// per second stay what LOBBY_ADMISSIONS_PER_SECOND says in total. Started by
// runtime/start-up.ts; tests call lobbyRounds directly.
import type { FastifyInstance } from 'fastify';
import { lobbyRounds } from '../flows/lobby/rounds.ts';
import { repeatEvery } from './repeat.ts';

/** A late arrival waits at most this long for a position, an admission at most this long. */
export const LOBBY_ROUND_MS = 250;

export function startLobbyJob(app: FastifyInstance): void {
  repeatEvery(app, LOBBY_ROUND_MS, 'lobby admission round failed', () =>
    lobbyRounds(app.db, app.config.lobby, app.clock.now()),
  );
}
