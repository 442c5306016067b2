// Signs and verifies the shop's bearer tokens (HS256, `sub`, `email`, `scopes`, `exp`).
import { SignJWT, jwtVerify } from 'jose';
import { scopeSchema, type Scope } from '@shop/shared/scopes';

export interface AuthUser {
  id: number;
  email: string;
  scopes: Scope[];
}

export interface TokenService {
  sign(user: AuthUser, now?: Date): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ email: user.email, scopes: user.scopes })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        const scopes = scopeSchema.array().safeParse(payload.scopes);
        if (!Number.isInteger(id) || typeof payload.email !== 'string' || !scopes.success)
          return null;
        return { id, email: payload.email, scopes: scopes.data };
      } catch {
        return null;
      }
    },
  };
}
