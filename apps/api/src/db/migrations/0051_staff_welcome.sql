-- A staff invitation of its own (issue 45): the link a new staff member gets names who invited
-- them, for the „Witaj w zespole” page. A password_resets row with invited_by is an invitation;
-- without it, a password reset. Owned by modules/auth. Mirrored by db/schema/auth.ts.
ALTER TABLE password_resets ADD COLUMN invited_by text;
