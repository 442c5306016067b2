// Admission tokens (decision 031): proof that the lobby let this account buy in this drop until
// the token expires; and lobby tickets: what lets a shopper's live stream (GET /api/live) carry
// that shopper's place in a drop's lobby until the lobby ends. HS256 JWTs (http/hs256.ts) under a
// key derived from the shop's JWT secret for each use alone, so neither a bearer token, nor a
// ticket for an admission, nor any other signed value passes for one.
import { createHash } from 'node:crypto';
import { hs256 } from '../../http/hs256.ts';

export interface Admission {
  userId: number;
  dropId: number;
  expiresAt: Date;
}

export interface AdmissionTokens {
  sign(admission: Admission): Promise<string>;
  /** The admission a token proves at `now`; null for a forged, foreign or expired one. */
  verify(token: string, now: Date): Promise<Admission | null>;
}

/** Admission tokens: sent as X-Admission-Token with the cart and the order. */
export const admissionTokens = (secret: string) =>
  lobbyTokens(secret, { key: 'admission', audience: 'lobby-admission' });

/** Lobby tickets: `?lobby=` of the live stream, the account's place pushed to it. */
export const lobbyTickets = (secret: string) =>
  lobbyTokens(secret, { key: 'lobby-live', audience: 'lobby-live' });

function lobbyTokens(secret: string, use: { key: string; audience: string }): AdmissionTokens {
  const key = hs256(createHash('sha256').update(`${use.key}:${secret}`).digest());
  const AUDIENCE = use.audience;
  return {
    sign: async ({ userId, dropId, expiresAt }) =>
      key.sign({
        drop: dropId,
        aud: AUDIENCE,
        sub: String(userId),
        exp: Math.floor(expiresAt.getTime() / 1000),
      }),
    async verify(token, now) {
      const payload = key.verify(token, now);
      if (!payload || payload.aud !== AUDIENCE || typeof payload.exp !== 'number') return null;
      const userId = Number(payload.sub);
      const dropId = payload.drop;
      if (!Number.isInteger(userId) || typeof dropId !== 'number') return null;
      return { userId, dropId, expiresAt: new Date(payload.exp * 1000) };
    },
  };
}
