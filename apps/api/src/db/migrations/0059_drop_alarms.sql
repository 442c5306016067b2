-- Drop alarms by Web Push and SMS (docs/alarms.md, decision 045): the devices a shopper turned
-- push on in, the phone confirmed for SMS, the consent given for each channel (Prawo komunikacji
-- elektronicznej art. 398: per channel, with its time and text, withdrawn as easily as given),
-- and the outbox of alarms, one row per drop, shopper, channel and moment, sent once.

-- A browser's push subscription (PushSubscription.toJSON()), owned by modules/push. An endpoint
-- belongs to one device, so to the account that last subscribed it.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL CHECK (char_length(endpoint) <= 1000),
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 200),
  auth text NOT NULL CHECK (char_length(auth) <= 100),
  created_at timestamptz NOT NULL,
  -- Sent in each push for the notification's „Wyłącz powiadomienia”: posting it removes the
  -- device (and withdraws the push consent once no device is left).
  withdraw_token text NOT NULL DEFAULT gen_random_uuid()::text
);
CREATE UNIQUE INDEX push_subscriptions_endpoint_idx ON push_subscriptions (endpoint);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
CREATE UNIQUE INDEX push_subscriptions_withdraw_token_idx ON push_subscriptions (withdraw_token);

-- The phone for SMS alarms, owned by modules/sms: confirmed by a six-digit code sent to it
-- (only the code's SHA-256 is kept, a few tries, a few minutes) before any alarm goes there.
CREATE TABLE sms_phones (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- E.164 without the plus: 48 and nine digits.
  phone text NOT NULL CHECK (phone ~ '^48[0-9]{9}$'),
  code_hash text,
  code_expires_at timestamptz,
  code_sent_at timestamptz,
  code_tries integer NOT NULL DEFAULT 0,
  confirmed_at timestamptz,
  -- Sent in each SMS's way-out link: posting it turns SMS alarms off.
  withdraw_token text NOT NULL DEFAULT gen_random_uuid()::text
);
CREATE UNIQUE INDEX sms_phones_withdraw_token_idx ON sms_phones (withdraw_token);

-- Consents per channel, owned by modules/alarms: kept after withdrawal as the record of what
-- was agreed to, when, and in which words; at most one in force per shopper and channel.
CREATE TABLE channel_consents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'sms')),
  text text NOT NULL,
  given_at timestamptz NOT NULL,
  withdrawn_at timestamptz
);
CREATE UNIQUE INDEX channel_consents_in_force_idx ON channel_consents (user_id, channel)
  WHERE withdrawn_at IS NULL;

-- The alarms' outbox, owned by modules/alarms: a lobby drop's alarms when its lobby opens and at
-- the opening, another drop's a few minutes before and at the opening. The unique key keeps an
-- alarm to one row; a row is claimed for a while before it is sent and marked sent after, so two
-- senders never send it twice. No foreign key to drops: a deleted drop's alarms are not sent
-- (the sender reads the drop) and go with the shopper.
CREATE TABLE drop_alarms (
  id bigserial PRIMARY KEY,
  drop_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'sms')),
  moment text NOT NULL CHECK (moment IN ('lobby', 'soon', 'opening')),
  due_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  given_up_at timestamptz,
  last_error text,
  -- Sent as SMSAPI's idx with check_idx: a retry of the same alarm is refused, never sent twice.
  -- Random, so that no other database (a restored copy, a staging shop on the same SMSAPI
  -- account) can have an alarm with the same one.
  idx text NOT NULL DEFAULT gen_random_uuid()::text
);
CREATE UNIQUE INDEX drop_alarms_key ON drop_alarms (drop_id, user_id, channel, moment);
CREATE INDEX drop_alarms_due_idx ON drop_alarms (due_at)
  WHERE sent_at IS NULL AND given_up_at IS NULL;
