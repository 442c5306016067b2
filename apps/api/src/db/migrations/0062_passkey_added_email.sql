-- PASSKEY_ADDED (docs/passkeys.md): the e-mail telling an account that a passkey was added to it.
INSERT INTO email_kinds (kind) VALUES ('PASSKEY_ADDED');
