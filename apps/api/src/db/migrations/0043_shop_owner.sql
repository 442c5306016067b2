-- The shop's owner (docs/staff.md): the account named by ADMIN_EMAIL, or made with
-- `cli create-staff --owner`. It keeps every scope; no other account can change its scopes or
-- switch it off, and ADMIN_EMAIL or the CLI switch it on again. Owned by modules/auth. Mirrored
-- by db/schema/auth.ts.
ALTER TABLE users ADD COLUMN owner boolean NOT NULL DEFAULT false;
