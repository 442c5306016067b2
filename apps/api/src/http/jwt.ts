// Signs and verifies the shop's bearer tokens (HS256, `sub`, `email`, `scopes`, `sv`, `exp`, and
// `pk` for a session begun with a passkey).
// A valid signature is not enough: `sv` must still be the account's session version (see
// modules/auth/sessions.ts and docs/decisions/011-ending-sessions.md).
import { LRUCache } from 'lru-cache';
import { scopeSchema, type Scope } from '@shop/shared/scopes';
import { hs256 } from './hs256.ts';

export interface AuthUser {
  id: number;
  email: string;
  scopes: Scope[];
  /** The account's session version when the token was signed. */
  sessionVersion: number;
  /** The session was begun with a passkey, not a password (docs/passkeys.md). */
  passkey?: boolean;
}

export interface TokenService {
  sign(user: AuthUser, now?: Date): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
}

/** Tokens verified lately: a signature once checked stays valid until the token expires. */
const VERIFIED_TOKENS = 20_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = hs256(new TextEncoder().encode(secret));
  // At a drop opening the same shoppers send many requests within seconds: a signature checked
  // once is not checked again.
  const verified = new LRUCache<string, { user: AuthUser; expiresAt: number }>({
    max: VERIFIED_TOKENS,
  });
  return {
    async sign(user, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return key.sign({
        email: user.email,
        scopes: user.scopes,
        sv: user.sessionVersion,
        sub: String(user.id),
        ...(user.passkey ? { pk: true } : {}),
        iat,
        exp: iat + ttlSeconds,
      });
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAt) return known.user;
      const payload = key.verify(token, new Date());
      if (!payload || typeof payload.exp !== 'number') return null;
      const id = Number(payload.sub);
      const scopes = scopeSchema.array().safeParse(payload.scopes);
      const { email, sv } = payload;
      if (!Number.isInteger(id) || typeof email !== 'string' || !scopes.success) return null;
      if (typeof sv !== 'number' || !Number.isInteger(sv)) return null;
      const user: AuthUser = { id, email, scopes: scopes.data, sessionVersion: sv };
      if (payload.pk === true) user.passkey = true;
      verified.set(token, { user, expiresAt: payload.exp * 1000 });
      return user;
    },
  };
}
