// Reads the claims the shop needs from its bearer token. The browser cannot verify the
// signature (the server does on every call); it only needs scopes and expiry for the UI.
import { z } from 'zod';
import { scopeSchema, type Scope } from '@shop/shared/scopes';

const claimsSchema = z.object({
  exp: z.number(),
  // Unknown scopes (added to the server later) are ignored rather than rejecting the token.
  scopes: z.array(z.string()).transform((all) => all.filter(isScope)),
});
export type TokenClaims = { exp: number; scopes: Scope[] };

function isScope(value: string): value is Scope {
  return scopeSchema.safeParse(value).success;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's `exp` (seconds) and `scopes`, or null when it is not a readable JWT. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
