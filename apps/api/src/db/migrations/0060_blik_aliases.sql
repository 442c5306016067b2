-- BLIK without a code (docs/payments-blik.md, decision 046): the account's remembered BLIK, an
-- alias registered with Przelewy24 by a BLIK payment the shopper ticked „Zapamiętaj BLIK w tym
-- sklepie” for. Its value is random, one per account, never the e-mail. It counts as registered
-- once that payment arrived; a refused or expired alias is forgotten. Owned by modules/payments
-- (blik-aliases.ts). Mirrored by db/schema/payments.ts.
CREATE TABLE blik_aliases (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  value text NOT NULL UNIQUE,
  -- What the bank app shows beside it (5 to 35 characters, Przelewy24's aliasLabel).
  label text NOT NULL CHECK (char_length(label) BETWEEN 5 AND 35),
  -- When the shopper ticked the box (the consent), and when the payment registering it arrived.
  consented_at timestamptz NOT NULL,
  registered_at timestamptz
);

-- How each BLIK payment was asked for: with a code (registering the alias when the shopper
-- ticked the box) or with the remembered alias.
ALTER TABLE blik_charges
  ADD COLUMN registers_alias boolean NOT NULL DEFAULT false,
  ADD COLUMN by_alias boolean NOT NULL DEFAULT false;
