-- A complaint's 14 days to answer run from its filing (ustawa o prawach konsumenta, art. 7a
-- ust. 1: „w terminie 14 dni od dnia jej otrzymania”), not from the goods' arrival: a complaint
-- carries answer_by from the start, a withdrawal still from the goods' receipt (docs/returns.md).
-- Complaints filed before get theirs from their filing: the end of the 14th Warsaw day after it.
-- Owned by modules/returns. Mirrored by db/schema/returns.ts.
ALTER TABLE returns DROP CONSTRAINT returns_check2;

UPDATE returns
   SET answer_by = ((((created_at AT TIME ZONE 'Europe/Warsaw')::date + 15)::timestamp)
                     AT TIME ZONE 'Europe/Warsaw') - interval '1 millisecond'
 WHERE type = 'COMPLAINT' AND answer_by IS NULL;

ALTER TABLE returns
  ADD CONSTRAINT returns_answer_by_check CHECK (
    CASE WHEN type = 'COMPLAINT' THEN answer_by IS NOT NULL
         ELSE (received_at IS NULL) = (answer_by IS NULL) END
  );
