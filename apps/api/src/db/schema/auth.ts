// Accounts and sign-in: users with their scopes and session version, and the failed-login log
// (shared by replicas), and password-reset links. Owned by modules/auth. Mirrors
// migrations/0001_accounts.sql, 0011, 0017, 0028, 0039, 0040, 0043 and 0061 (passkeys).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  scopes: text('scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Tokens signed with another version are refused (raised to end every session). */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: createdAt(),
  /** The terms accepted at registration: when, and which version (migration 0028). */
  termsAcceptedAt: timestamptz('terms_accepted_at'),
  termsVersion: text('terms_version'),
  /** Staff switched off in the panel: no login, no session (migration 0039). */
  deactivatedAt: timestamptz('deactivated_at'),
  /** The shop's owner (migration 0043): every scope, untouchable by other accounts. */
  owner: boolean('owner').notNull().default(false),
  /** A customer blocked by staff, and why (migration 0040): no login, no session. */
  blockedAt: timestamptz('blocked_at'),
  blockReason: text('block_reason'),
  /** A staff account whose password signs in without staff scopes (migration 0061). */
  passkeyRequired: boolean('passkey_required').notNull().default(false),
  /** The WebAuthn user handle of the account's passkeys (migration 0061). */
  passkeyHandle: text('passkey_handle').unique(),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);

/** Password-reset links: only the token's SHA-256 is kept; single use, valid for an hour. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  /** When the link was used, or voided by a later reset of the account. */
  usedAt: timestamptz('used_at'),
  /** A staff invitation: the inviter's e-mail (migration 0051); null for a password reset. */
  invitedBy: text('invited_by'),
});

/** WebAuthn credentials an account signs in with (migrations/0061_passkeys.sql). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** The single-use challenges of passkey ceremonies (migration 0061). */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
