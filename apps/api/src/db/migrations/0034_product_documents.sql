-- A product's safety document (GPSR art. 19 d; decision 028): the manufacturer's manual or
-- safety sheet as one PDF staff attach, linked from "Bezpieczeństwo produktu". Its own table, so
-- attaching one leaves the product's row (and the version staff edits carry) as it was.
-- Owned by modules/products (safety-document.ts). Mirrored by db/schema/products.ts.
CREATE TABLE product_documents (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  -- Where browsers load the file (image storage: disk or S3).
  url text NOT NULL,
  -- The file name staff uploaded, shown to shoppers ("instrukcja-obslugi.pdf").
  file_name text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Attaching, replacing or removing the document changes what the product page shows.
CREATE TRIGGER product_documents_notify AFTER INSERT OR UPDATE OR DELETE ON product_documents
  FOR EACH ROW EXECUTE FUNCTION notify_product_image_change();
