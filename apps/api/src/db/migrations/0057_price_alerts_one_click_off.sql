-- One-click withdrawal of the consent to price-drop alerts from the e-mail itself (RFC 8058
-- List-Unsubscribe-Post; Prawo komunikacji elektronicznej art. 398: withdrawn as easily as
-- given). Each consent has its own random token, sent in the alerts' List-Unsubscribe header;
-- posting it deletes that consent. Giving the consent again makes a new row and a new token, so
-- old e-mails' links no longer touch it. The token can only turn alerts off. Owned by
-- modules/wishlists.
ALTER TABLE price_alert_consents
  ADD COLUMN withdraw_token text NOT NULL DEFAULT gen_random_uuid()::text;
CREATE UNIQUE INDEX price_alert_consents_withdraw_token_idx ON price_alert_consents (withdraw_token);
