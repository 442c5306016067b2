-- Drop reminders and wishlist price-drop alerts (docs/product-rules.md, "Przypomnij mi" and
-- "Powiadomienia o obniżkach"; docs/e-mail.md, "Reminder e-mails"). Mirrored by
-- db/schema/reminders.ts (modules/reminders) and db/schema/wishlists.ts (modules/wishlists).

-- „Przypomnij mi” on an upcoming drop: a logged-in shopper's is confirmed at once (user_id set);
-- any other address gets a single-use confirmation link (only its SHA-256 is kept), valid 7 days
-- or until the drop opens, a new one at most every 10 minutes. Account deletion removes the
-- account's reminders (docs/privacy.md).
CREATE TABLE drop_reminders (
  id serial PRIMARY KEY,
  drop_id integer NOT NULL REFERENCES drops (id) ON DELETE CASCADE,
  email text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  confirmed_at timestamptz,
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  confirm_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One reminder per drop and address; also the job's way to a drop's subscribers.
CREATE UNIQUE INDEX drop_reminders_drop_email_key ON drop_reminders (drop_id, lower(email));
CREATE INDEX drop_reminders_user_idx ON drop_reminders (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX drop_reminders_email_idx ON drop_reminders (lower(email));

-- When the reminders of a started drop were queued (one row per drop, written in the
-- transaction that queues them). Kept here rather than on drops: any UPDATE of a drops row is
-- announced on the catalogue's change feed (migration 0005) and would end every cached answer
-- about the drop at its opening.
CREATE TABLE drop_reminder_rounds (
  drop_id integer PRIMARY KEY REFERENCES drops (id) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL,
  emails integer NOT NULL
);

-- Wishlist price-drop alerts: the account's consent to the marketing e-mail, with its time
-- (only price steps that begin after it are announced). Turning alerts off deletes the row.
CREATE TABLE price_alert_consents (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  consented_at timestamptz NOT NULL
);

-- The alerts sent: one per account, product and price level, however many lists hold it.
CREATE TABLE price_alerts_sent (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 6),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, product_id, level)
);
CREATE INDEX price_alerts_sent_product_idx ON price_alerts_sent (product_id);
