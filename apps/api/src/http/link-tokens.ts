// Single-use links sent by e-mail (newsletter and drop-reminder confirmations; docs/e-mail.md):
// the link carries a random 32-byte token, the database keeps only its SHA-256, so a copy of
// the database holds no working link. One place for the token's making, hashing and the Polish
// answer to a link that no longer works.
import { createHash, randomBytes } from 'node:crypto';
import { badRequest } from './errors.ts';

/** A new random token for a link (base64url, 43 characters). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256 (hex). */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link that expired, was used or never existed. */
export const linkGone = () => badRequest('Link wygasł lub został już użyty');
