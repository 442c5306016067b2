-- A product recall (Regulation (EU) 2023/988, GPSR, art. 35-36; decision 039): staff mark a
-- dangerous product recalled with the notice its buyers read; it leaves sale (withdrawn_at) for
-- good, and every buyer of a paid order gets the PRODUCT_RECALLED e-mail. Owned by
-- modules/products (the columns) and flows/recalls (the e-mail). Mirrored by
-- db/schema/products.ts.
ALTER TABLE products ADD COLUMN recalled_at timestamptz;
ALTER TABLE products ADD COLUMN recall_notice text;
ALTER TABLE products ADD CONSTRAINT products_recall_whole
  CHECK ((recalled_at IS NULL) = (recall_notice IS NULL)
     AND (recalled_at IS NULL OR withdrawn_at IS NOT NULL));

INSERT INTO email_kinds (kind) VALUES ('PRODUCT_RECALLED');
