-- Passkeys (docs/passkeys.md, decision 047): WebAuthn credentials an account signs in with
-- instead of its password, and the single-use challenges of their ceremonies. Owned by
-- modules/auth (passkeys.ts). Mirrored by db/schema/auth.ts.
CREATE TABLE passkeys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The credential's id as the browser gives it (base64url), unique across the shop.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key the authenticator made (base64url), and its signature counter (0 when
  -- the authenticator keeps none).
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}'::text[],
  -- Synced between the person's devices (a password manager, iCloud, Google) or on one device.
  backed_up boolean NOT NULL DEFAULT false,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- A challenge lives until it is answered (once) or expires: registration ones belong to the
-- account that asked, sign-in ones to nobody yet.
CREATE TABLE passkey_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at);

-- A staff account that must sign in with a passkey: its password still signs in, but without
-- any staff scope (docs/passkeys.md). Set on the staff list by whoever may manage the account.
-- And the WebAuthn user handle the account's passkeys keep (base64url of 32 random bytes, made
-- with its first passkey): never the e-mail, so an authenticator holds nothing personal.
ALTER TABLE users
  ADD COLUMN passkey_required boolean NOT NULL DEFAULT false,
  ADD COLUMN passkey_handle text UNIQUE;
