-- A registration records when the shopper accepted the terms, and which version of them
-- (TERMS_VERSION of @shop/shared/terms); accounts made before, by staff tools or through the
-- API without the acceptance keep NULL. Shown in the shopper's data export (docs/privacy.md).
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;
ALTER TABLE users ADD COLUMN terms_version text;
