// The lobby in API tests: a shopper's POST /api/drops/{id}/lobby (with a solved proof when
// given), answered with its status code and body.
import type { LobbyAnswer } from '@shop/shared/lobby';
import type { App } from '../app.ts';
import { bearer, type TestAccount } from './accounts.ts';

export async function askLobby(app: App, who: TestAccount, dropId: number, proof?: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/drops/${dropId}/lobby`,
    headers: bearer(who.token),
    payload: proof ? { proof } : {},
  });
  return { statusCode: res.statusCode, body: res.json<LobbyAnswer & { message?: string }>() };
}
