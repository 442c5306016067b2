// A shopper in a drop's lobby through the API, with the proof of work solved as the web does
// (decision 031): for tests that need others in the line, or an account let in elsewhere.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Joins the lobby as the account behind `token`. */
export async function joinLobby(api: APIRequestContext, token: string, dropId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const given = await api.get(`/api/drops/${dropId}/lobby/challenge`, { headers });
  const challenge = (await given.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const joined = await api.post(`/api/drops/${dropId}/lobby`, {
    headers,
    data: { proof: { challenge, solution } },
  });
  expect(joined.status()).toBe(200);
}

/** Asks the lobby as the server says until the account is let in; answers the admission. */
export async function admittedThroughApi(api: APIRequestContext, token: string, dropId: number) {
  const headers = { authorization: `Bearer ${token}` };
  let admission: { admissionToken: string; admittedUntil: string } | undefined;
  await expect
    .poll(
      async () => {
        const answer = (await (
          await api.post(`/api/drops/${dropId}/lobby`, { headers, data: {} })
        ).json()) as { status: string; admissionToken?: string; admittedUntil?: string };
        if (answer.status === 'ADMITTED' && answer.admissionToken) {
          admission = {
            admissionToken: answer.admissionToken,
            admittedUntil: answer.admittedUntil!,
          };
        }
        return answer.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ADMITTED');
  return admission!;
}
