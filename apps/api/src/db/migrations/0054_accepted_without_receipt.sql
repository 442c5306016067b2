-- A return accepted before its goods arrived keeps no receipt date (issue 45): a withdrawal from
-- an order never shipped, or one staff accept before the parcel comes back (art. 32 ust. 4 of
-- the consumer rights act lets the shop wait, not forbids it), was recorded as received at the
-- moment of acceptance, and the returns CSV said „Towar otrzymano” for goods that never left.
-- RECEIVED still needs the date; ACCEPTED has it only when the goods came. Owned by
-- modules/returns. Mirrored by db/schema/returns.ts.
ALTER TABLE returns DROP CONSTRAINT returns_check3;
ALTER TABLE returns ADD CONSTRAINT returns_check3 CHECK (status <> 'RECEIVED' OR received_at IS NOT NULL);
