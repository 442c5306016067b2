-- Customers staff may block (docs/customers.md): a blocked account cannot log in, and its
-- sessions end at once (the session version). Why, and who did it, is in the audit trail; the
-- reason also stays here for the panel. Owned by modules/auth. Mirrored by db/schema/auth.ts.
ALTER TABLE users ADD COLUMN blocked_at timestamptz;
ALTER TABLE users ADD COLUMN block_reason text;
