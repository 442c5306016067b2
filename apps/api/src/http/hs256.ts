// HS256 JSON Web Tokens (RFC 7519; JWS compact serialisation, RFC 7515) signed and checked with
// node:crypto's HMAC on the spot. jose made the same tokens through WebCrypto, where every
// signature and check is a job on the thread pool: measured at a lobby opening, where each
// shopper needs three (the bearer token checked, the lobby's ticket signed and checked), they were
// a sixth of the server's time. The tokens are the same, byte for byte (hs256.test.ts checks them
// against jose both ways).
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** The one header these tokens have: any other (another algorithm, "none") is refused. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type Claims = Record<string, unknown>;

export interface Hs256 {
  sign(claims: Claims): string;
  /** The claims of a token signed with this key and not expired at `now`; null otherwise. */
  verify(token: string, now: Date): Claims | null;
}

export function hs256(bytes: Uint8Array): Hs256 {
  // Made into a key once: given bytes, createHmac makes a key object of them at every call.
  const key = createSecretKey(bytes);
  const mac = (input: string) => createHmac('sha256', key).update(input).digest();
  return {
    sign(claims) {
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, now) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return null;
      const [, payload, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${HEADER}.${payload}`);
      // Only the one spelling of the signature (base64url decoding skips stray characters).
      if (given.length !== expected.length || given.toString('base64url') !== signature)
        return null;
      if (!timingSafeEqual(given, expected)) return null;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
      const { exp } = claims as Claims;
      // Expired from its second on, as jose and RFC 7519 (4.1.4) count it.
      if (
        exp !== undefined &&
        (typeof exp !== 'number' || exp <= Math.floor(now.getTime() / 1000))
      ) {
        return null;
      }
      return claims as Claims;
    },
  };
}
