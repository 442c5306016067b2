-- VAT invoices of paid orders and correcting invoices for their refunds (docs/invoices.md).
-- Numbers run without gaps per kind and Europe/Warsaw month: FV/2026/11/0001, KOR/2026/11/0001.
-- The counter row is bumped in the transaction that issues the invoice, so concurrent issues
-- take turns on it and a rolled back issue gives its number back.
CREATE TABLE invoice_numbers (
  kind text NOT NULL CHECK (kind IN ('INVOICE', 'CORRECTION')),
  period text NOT NULL CHECK (period ~ '^[0-9]{4}/(0[1-9]|1[0-2])$'),
  last integer NOT NULL CHECK (last > 0),
  PRIMARY KEY (kind, period)
);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('INVOICE', 'CORRECTION')),
  -- Invoices are kept for the tax authority: an order with one cannot be deleted.
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  corrects_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
  -- The refund a correction documents: one correction per refund.
  refund_id integer UNIQUE REFERENCES refunds (id) ON DELETE RESTRICT,
  period text NOT NULL CHECK (period ~ '^[0-9]{4}/(0[1-9]|1[0-2])$'),
  seq integer NOT NULL CHECK (seq > 0),
  issued_at timestamptz NOT NULL,
  sale_date date NOT NULL,
  -- Copies as printed: {name, street, postalCode, city, country, taxId}.
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  -- [{name, orderItemId, correctsLine, quantity, unitGross, vatRate, net, vat, gross}]
  lines jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array'),
  net integer NOT NULL,
  vat integer NOT NULL,
  gross integer NOT NULL,
  payment_method text NOT NULL,
  CHECK (net + vat = gross),
  CHECK ((kind = 'CORRECTION') = (corrects_id IS NOT NULL)),
  CHECK (kind = 'CORRECTION' OR refund_id IS NULL),
  CONSTRAINT invoices_kind_period_seq_key UNIQUE (kind, period, seq)
);
-- One invoice per order; corrections are as many as its refunds.
CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE kind = 'INVOICE';
CREATE INDEX invoices_order_idx ON invoices (order_id, id);
