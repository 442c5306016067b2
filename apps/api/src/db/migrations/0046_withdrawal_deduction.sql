-- A withdrawal is never rejected (ustawa o prawach konsumenta, art. 34 ust. 4: the consumer
-- answers only for the goods' diminished value): staff accept it and may keep an amount for that
-- diminished value, with the reason the consumer reads (docs/returns.md). Owned by
-- modules/returns. Mirrored by db/schema/returns.ts.
ALTER TABLE returns
  ADD COLUMN deduction integer,
  ADD COLUMN deduction_reason text,
  ADD CONSTRAINT returns_deduction_check CHECK (
    (deduction IS NULL) = (deduction_reason IS NULL)
    AND (deduction IS NULL OR (deduction > 0 AND type = 'WITHDRAWAL' AND status = 'ACCEPTED'))
  );
