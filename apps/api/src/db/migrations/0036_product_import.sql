-- Bulk product intake (docs/product-import.md): an import file matches its rows to products by
-- the shop's own SKU (unique in the shop) or by EAN within the row's drop, and a picture to a
-- product by the SHA-256 of the uploaded file, so importing the same file again creates
-- nothing new. Owned by modules/products. Mirrored by db/schema/products.ts.
ALTER TABLE products ADD COLUMN sku text;
CREATE UNIQUE INDEX products_sku_idx ON products (sku) WHERE sku IS NOT NULL;
CREATE INDEX products_gtin_idx ON products (drop_id, gtin) WHERE gtin IS NOT NULL;

-- The SHA-256 (hex) of the file a picture was made from; NULL for pictures uploaded before.
ALTER TABLE product_images ADD COLUMN source_hash text;
