// The printer's access token (docs/integrations.md): GET /api/v1/token hands out a token valid for
// about 20 minutes, at most 10 times per hour; the 11th GET in an hour is refused and deletes
// the current token. PATCH with the current, unexpired token renews it without counting.
import { createHmac, randomBytes } from 'node:crypto';

export const TOKEN_TTL_MS = 20 * 60_000;
export const TOKEN_GETS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export type TokenProblem = 'not_found' | 'expired' | 'incorrect';
export const tokenProblemDescriptions: Record<TokenProblem, string> = {
  not_found: 'Token not found',
  expired: 'Token expired',
  incorrect: 'Token incorrect',
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class TokenStore {
  private current: IssuedToken | null = null;
  /** Times of the GETs of the last hour (the limit is a sliding hour). */
  private gets: number[] = [];
  private readonly secret = randomBytes(32);

  constructor(private readonly ttlMs = TOKEN_TTL_MS) {}

  /** GET /api/v1/token: a new token, or the moment a GET is allowed again. */
  request(now: Date): { ok: true; issued: IssuedToken } | { ok: false; allowedAt: Date } {
    this.gets = this.gets.filter((time) => time > now.getTime() - HOUR_MS);
    if (this.gets.length >= TOKEN_GETS_PER_HOUR) {
      this.current = null;
      return { ok: false, allowedAt: new Date(this.gets[0]! + HOUR_MS) };
    }
    this.gets.push(now.getTime());
    return { ok: true, issued: this.issue(now) };
  }

  /** PATCH /api/v1/token: renews the current token when it is presented before it expires. */
  renew(authorization: string | undefined, now: Date): IssuedToken | TokenProblem {
    const problem = this.check(authorization, now);
    return problem ?? this.issue(now);
  }

  /** null when `authorization` carries the current, unexpired token. */
  check(authorization: string | undefined, now: Date): TokenProblem | null {
    const presented = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    if (!presented || !this.current) return 'not_found';
    if (presented !== this.current.token) return 'incorrect';
    if (now >= this.current.expiresAt) return 'expired';
    return null;
  }

  private issue(now: Date): IssuedToken {
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        jti: randomBytes(8).toString('hex'),
        iat: Math.floor(now.getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      }),
    );
    const signature = createHmac('sha256', this.secret)
      .update(`${header}.${payload}`)
      .digest('base64url');
    this.current = { token: `${header}.${payload}.${signature}`, expiresAt };
    return this.current;
  }
}

/** The device writes dates as "2023-06-06T07:38:17Z" (no milliseconds). */
export const deviceDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
