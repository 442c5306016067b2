-- PASSKEY_REMOVED and PASSWORD_CHANGED (docs/e-mail.md): the e-mails telling an account that a
-- passkey was removed from it, or that its password was changed in its settings.
INSERT INTO email_kinds (kind) VALUES ('PASSKEY_REMOVED'), ('PASSWORD_CHANGED');
