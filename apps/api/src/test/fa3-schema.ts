// Validation against the Ministry's FA(3) schema (modules/invoices/ksef-schema, its import
// pointed at the local copy), for the invoice tests and the KSeF stand-in (tools/fakes/ksef.ts),
// which refuses what does not validate, as KSeF does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = path.join(import.meta.dirname, '../modules/invoices/ksef-schema');
const BASE_TYPES = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';
const IMPORTS = [
  'StrukturyDanych_v10-0E.xsd',
  'ElementarneTypyDanych_v10-0E.xsd',
  'KodyKrajow_v10-0E.xsd',
];

const file = async (name: string) => ({
  fileName: name,
  contents: await readFile(path.join(SCHEMA_DIR, name), 'utf8'),
});

let schemas:
  | Promise<{
      schema: { fileName: string; contents: string };
      preload: { fileName: string; contents: string }[];
    }>
  | undefined;

function loadSchemas() {
  schemas ??= (async () => {
    const schema = await file('schemat_FA3_v1-0E.xsd');
    return {
      schema: {
        ...schema,
        contents: schema.contents.replace(`${BASE_TYPES}${IMPORTS[0]}`, IMPORTS[0]!),
      },
      preload: await Promise.all(IMPORTS.map(file)),
    };
  })();
  return schemas;
}

/** The schema's complaints about `xml` (none: it validates). */
export async function validateFa3(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'faktura.xml', contents: xml },
    ...(await loadSchemas()),
  });
  return result.errors.map((error) => error.message);
}
