-- KSeF (decision 030): every invoice and correction is queued for KSeF in the transaction that
-- issues it; the KSeF job sends queued documents in order of issue and records the outcome.
-- Owned by modules/ksef. Mirrored by db/schema/ksef.ts.
CREATE TABLE ksef_submissions (
  invoice_id integer PRIMARY KEY REFERENCES invoices (id),
  -- QUEUED: waiting (or retrying after KSeF did not answer); SENDING: handed over in session
  -- `session_reference`, its answer not heard yet (read back by hash before sending again);
  -- SENT: KSeF took it (`invoice_reference`) and decides; ACCEPTED: it has its KSeF number;
  -- REFUSED: KSeF's reason in `refusal`, waits for staff to resend; EXEMPT: KSEF_MODE=off.
  state text NOT NULL CHECK (state IN ('QUEUED', 'SENDING', 'SENT', 'ACCEPTED', 'REFUSED', 'EXEMPT')),
  -- The XML as sent (its SHA-256 is in the verification QR code), kept from the first send.
  xml text,
  invoice_hash text,
  session_reference text,
  invoice_reference text,
  ksef_number text UNIQUE,
  accepted_at timestamptz,
  upo text,
  refusal text,
  refusal_code integer,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  queued_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The job's queue: what is due, in order of issue.
CREATE INDEX ksef_submissions_due_idx ON ksef_submissions (next_attempt_at, invoice_id)
  WHERE state IN ('QUEUED', 'SENDING', 'SENT');
