// POST /drops/{id}/lobby: join the drop's lobby at its opening, or ask where one stands in it
// (decision 031). Joining sends the solved proof of work of GET /drops/{id}/lobby/challenge
// (ALTCHA, solved here with altcha-lib on WebCrypto); asking again sends nothing.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { lobbyAnswerSchema, lobbyChallengeSchema, type LobbyAnswer } from '@shop/shared/lobby';
import { api } from '@/lib/api-client.ts';

export const askLobby = (dropId: number): Promise<LobbyAnswer> =>
  api.post(`/drops/${dropId}/lobby`, {}, { schema: lobbyAnswerSchema });

/** Solves the lobby's challenge, then joins with the solution. */
export async function joinLobby(dropId: number): Promise<LobbyAnswer> {
  const challenge = (await api.get(`/drops/${dropId}/lobby/challenge`, {
    schema: lobbyChallengeSchema,
  })) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Nie udało się rozwiązać zadania kolejki');
  return api.post(
    `/drops/${dropId}/lobby`,
    { proof: { challenge, solution } },
    { schema: lobbyAnswerSchema },
  );
}
