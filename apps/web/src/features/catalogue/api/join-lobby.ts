// POST /drops/{id}/lobby: join the drop's lobby at its opening, or ask where one stands in it
// (decision 031). Asked again after the answer's retryAfterMs by useLobby.
import { lobbyAnswerSchema, type LobbyAnswer } from '@shop/shared/lobby';
import { api } from '@/lib/api-client.ts';

export const askLobby = (dropId: number): Promise<LobbyAnswer> =>
  api.post(`/drops/${dropId}/lobby`, {}, { schema: lobbyAnswerSchema });
