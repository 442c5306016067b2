-- Password reset (docs/e-mail.md, "Account e-mails"): a single-use link valid for an hour.
-- Only the SHA-256 of the link's token is kept here; the raw token travels in the e-mail's
-- outbox row, whose data is cleared once the e-mail is sent (or given up).
CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the link was used, or when another reset of the account made it void.
  used_at timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id) WHERE used_at IS NULL;

-- Account e-mails share the one outbox and sender: PASSWORD_RESET has no order.
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_kind_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_kind_check
  CHECK (kind IN ('PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'EXPIRED', 'REFUNDED',
    'INVOICE_ISSUED', 'PASSWORD_RESET'));
