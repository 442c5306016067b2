-- Staff managed in the panel (docs/staff.md): a staff account can be deactivated (it can no
-- longer log in, and its sessions end at once on every replica through the session version), and
-- a new one is invited by e-mail: a single-use link to set its password (a password_resets row
-- valid for 72 hours, sent as STAFF_INVITE). Owned by modules/auth. Mirrored by db/schema/auth.ts.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
INSERT INTO email_kinds (kind) VALUES ('STAFF_INVITE');
