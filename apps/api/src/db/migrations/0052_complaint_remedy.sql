-- What the buyer asks for in a complaint (issue 45; ustawa o prawach konsumenta, art. 43d ust. 1:
-- repair or replacement; art. 43e ust. 1: price reduction or withdrawal from the contract, on
-- the conditions it names). Optional: a complaint filed before, or through the API without it,
-- has none. Owned by modules/returns. Mirrored by db/schema/returns.ts.
ALTER TABLE returns ADD COLUMN remedy text;
ALTER TABLE returns ADD CONSTRAINT returns_remedy_of_complaint
  CHECK (remedy IS NULL
      OR (type = 'COMPLAINT' AND remedy IN ('REPAIR', 'REPLACEMENT', 'PRICE_REDUCTION', 'WITHDRAWAL')));
