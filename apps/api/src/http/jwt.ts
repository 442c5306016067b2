// Signs and verifies the shop's bearer tokens (HS256, `sub`, `email`, `scopes`, `sv`, `exp`).
// A valid signature is not enough: `sv` must still be the account's session version (see
// modules/auth/sessions.ts and docs/decisions/011-ending-sessions.md).
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { scopeSchema, type Scope } from '@shop/shared/scopes';

export interface AuthUser {
  id: number;
  email: string;
  scopes: Scope[];
  /** The account's session version when the token was signed. */
  sessionVersion: number;
}

export interface TokenService {
  sign(user: AuthUser, now?: Date): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
}

/** Tokens verified lately: a signature once checked stays valid until the token expires. */
const VERIFIED_TOKENS = 20_000;

/**
 * An HS256 key imported into WebCrypto once: given as bytes, jose imports it again for every
 * signature and check (measured at a lobby opening: 4 % of the server's time).
 */
export function hmacKey(bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = hmacKey(new TextEncoder().encode(secret));
  // jose checks a signature through WebCrypto (asynchronous, about half a millisecond here);
  // at a drop opening the same shoppers send many requests within seconds.
  const verified = new LRUCache<string, { user: AuthUser; expiresAt: number }>({
    max: VERIFIED_TOKENS,
  });
  return {
    async sign(user, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ email: user.email, scopes: user.scopes, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAt) return known.user;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        const scopes = scopeSchema.array().safeParse(payload.scopes);
        const { email, sv } = payload;
        if (!Number.isInteger(id) || typeof email !== 'string' || !scopes.success) return null;
        if (typeof sv !== 'number' || !Number.isInteger(sv)) return null;
        const user = { id, email, scopes: scopes.data, sessionVersion: sv };
        verified.set(token, { user, expiresAt: payload.exp! * 1000 });
        return user;
      } catch {
        return null;
      }
    },
  };
}
