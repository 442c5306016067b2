-- KSeF offline invoices (decision 030, "Offline"): when KSeF does not answer, or has not given
-- a document its number in time, the buyer's copy goes out as an offline invoice, its XML fixed
-- from then on (its SHA-256 is in the copy's QR code), and it is sent later with offlineMode.
ALTER TABLE ksef_submissions
  -- When the buyer's copy went out without a KSeF number; null for a document issued online.
  ADD COLUMN offline_at timestamptz,
  -- The last day (Warsaw) to send it to KSeF: the working day after its issue date (offline24).
  ADD COLUMN send_by date,
  -- A technical correction: the hash of the refused offline document this one replaces.
  ADD COLUMN corrected_hash text;
