-- Newsletter double opt-in (docs/e-mail.md, "Newsletter e-mails"; docs/product-rules.md): an
-- address signs up unconfirmed and gets a single-use confirmation link valid for 7 days. Only
-- the SHA-256 of the link's token is kept; the raw token travels in the e-mail's outbox row,
-- whose data is cleared once it is sent. Addresses signed up before this change stay
-- unconfirmed (their consent was never confirmed) and are not exported.
ALTER TABLE newsletter_emails ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_emails ADD COLUMN confirm_token_hash text UNIQUE;
ALTER TABLE newsletter_emails ADD COLUMN confirm_expires_at timestamptz;
-- When the last confirmation link was sent: a new one is sent at most every 10 minutes.
ALTER TABLE newsletter_emails ADD COLUMN confirm_sent_at timestamptz;
-- SHA-256 of the address's unsubscribe token (an HMAC of the address with the server secret):
-- stable per subscriber, looked up by the unsubscribe link.
ALTER TABLE newsletter_emails ADD COLUMN unsubscribe_token_hash text UNIQUE;

ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_kind_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_kind_check
  CHECK (kind IN ('PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'EXPIRED', 'REFUNDED',
    'INVOICE_ISSUED', 'PASSWORD_RESET', 'NEWSLETTER_CONFIRM'));
