import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { zipSync } from 'fflate';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { manufacturerInputSchema } from '@shop/shared/product-safety';
import type { ImportReport } from '@shop/shared/product-import';
import { describeEachDb } from '../../test/harness.ts';
import { authAs, postDrop } from '../../modules/drops/test-fixtures.ts';
import { createManufacturer } from '../../modules/products/manufacturers.ts';

const HEADER =
  'Kolekcja;SKU;Nazwa;Opis;Cena rynkowa;Cena zakupu;Stan magazynowy;Kategoria;Stan produktu;Producent;Model;EAN;Ostrzeżenia i bezpieczeństwo;Zdjęcia';

const picture = (color: string, format: 'jpeg' | 'png' | 'webp' = 'jpeg') => {
  const image = sharp({ create: { width: 120, height: 90, channels: 3, background: color } });
  return image.toFormat(format).toBuffer();
};

/** A multipart body as the browser's FormData sends it. */
async function form(parts: [string, Blob | string, string?][]) {
  const data = new FormData();
  for (const [field, value, name] of parts) {
    if (typeof value === 'string') data.append(field, value);
    else data.append(field, value, name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const csvBlob = (text: string, encoding: 'utf8' | 'win1250' = 'utf8') =>
  new Blob([encoding === 'utf8' ? text : new Uint8Array(iconv.encode(text, 'win1250'))], {
    type: 'text/csv',
  });
const imageBlob = (bytes: Buffer, type = 'image/jpeg') =>
  new Blob([new Uint8Array(bytes)], { type });

describeEachDb('product import', (ctx) => {
  let staff: Record<string, string>;
  let dropName: string;
  let dropId: number;
  let brand: string;

  const send = async (query: string, parts: [string, Blob | string, string?][], auth = staff) => {
    const body = await form(parts);
    return ctx().app.inject({
      method: 'POST',
      url: `/api/admin/products/import${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };
  const dropProducts = async () => {
    const res = await ctx().app.inject({
      url: `/api/products/drop/${dropId}?count=100`,
      headers: staff,
    });
    return res.json().items as { id: number; name: string; images: string[]; stock: number }[];
  };
  const row = (
    n: number,
    extra: Partial<Record<'price' | 'pictures' | 'brand' | 'sku', string>> = {},
  ) =>
    [
      dropName,
      extra.sku ?? `IMP-${n}`,
      `Suszarka ${n}`,
      `Zwrot, sprawdzona, egzemplarz ${n}`,
      extra.price ?? '199,90',
      '40,50',
      '1',
      'Dom i Ogród',
      'Po zwrocie/używany',
      extra.brand ?? brand,
      `SX-${n}`,
      '',
      'Nie używać w wannie.',
      extra.pictures ?? '',
    ].join(';');

  beforeAll(async () => {
    const { app, clock } = ctx();
    staff = await authAs(app, ['CREATE_PRODUCT', 'CREATE_DROP'], clock.now());
    dropName = `Paleta ${randomBytes(3).toString('hex')}`;
    ({ id: dropId } = await postDrop(app, staff, { name: dropName }));
    brand = `Żelazko ${randomBytes(2).toString('hex')}`;
    await createManufacturer(
      app.db,
      manufacturerInputSchema.parse({
        name: brand,
        postalAddress: 'ul. Fabryczna 1, 00-001 Warszawa',
        email: 'kontakt@zelazko.test',
      }),
      undefined,
      clock.now(),
    );
  });

  it('a dry run of a Windows-1250 CSV answers each row, names the bad cells in Polish and writes nothing', async () => {
    const csv = [
      HEADER,
      row(1, { pictures: 'a.jpg' }),
      row(2, { price: '12,3x', brand: 'Nieznany' }),
      row(3),
    ].join('\r\n');
    const res = await send('?dryRun=true', [
      ['file', csvBlob(csv, 'win1250'), 'import.csv'],
      ['pictureNames', 'A.JPG'],
    ]);
    expect(res.statusCode).toBe(200);
    const report = res.json<ImportReport>();
    expect(report).toMatchObject({ dryRun: true, imported: false });
    expect(report.summary).toMatchObject({ rows: 3, created: 2, errors: 1, pictures: 1 });
    expect(report.rows[0]).toMatchObject({ row: 2, action: 'CREATE', name: 'Suszarka 1' });
    expect(report.rows[1]).toMatchObject({ row: 3, action: 'ERROR' });
    expect(report.rows[1]!.errors).toEqual(
      expect.arrayContaining([
        { column: 'Cena rynkowa', message: 'Nieprawidłowa kwota „12,3x” (np. 1 299,00)' },
        expect.objectContaining({
          column: 'Producent',
          message: expect.stringContaining('Nieznany'),
        }),
      ]),
    );
    expect(report.message).toContain('błędy w 1 z 3 wierszy');
    expect(await dropProducts()).toEqual([]);
  });

  it('imports rows with JPEG, PNG and WebP pictures (some from a ZIP) in one go; the same file again creates nothing', async () => {
    const csv = [
      HEADER,
      row(10, { pictures: 'p10a.jpg, p10b.png' }),
      row(11, { pictures: 'P11.webp' }),
      row(12, { pictures: 'folder/p12.jpg' }),
    ].join('\n');
    const zip = zipSync({
      'zdjecia/p12.jpg': await picture('#0f0'),
      '__MACOSX/._p12.jpg': new Uint8Array(3),
    });
    const parts = async (): Promise<[string, Blob | string, string?][]> => [
      ['file', csvBlob(`\uFEFF${csv}`), 'import.csv'],
      ['pictures', imageBlob(await picture('#f00')), 'p10a.jpg'],
      ['pictures', imageBlob(await picture('#00f', 'png'), 'image/png'), 'p10b.png'],
      ['pictures', imageBlob(await picture('#ff0', 'webp'), 'image/webp'), 'p11.webp'],
      ['pictures', new Blob([zip], { type: 'application/zip' }), 'zdjecia.zip'],
      ['pictures', imageBlob(await picture('#000')), 'niepotrzebne.jpg'],
    ];
    const first = await send('', await parts());
    expect(first.statusCode).toBe(200);
    const report = first.json<ImportReport>();
    expect(report.summary).toMatchObject({ created: 3, errors: 0, pictures: 4 });
    expect(report.unusedPictures).toEqual(['niepotrzebne.jpg']);
    const products = await dropProducts();
    const byName = new Map(products.map((p) => [p.name, p]));
    expect(byName.get('Suszarka 10')!.images).toHaveLength(2);
    expect(byName.get('Suszarka 11')!.images).toHaveLength(1);
    expect(byName.get('Suszarka 12')!.images).toHaveLength(1);

    const again = await send('', await parts());
    expect(again.statusCode).toBe(200);
    expect(again.json<ImportReport>().summary).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
      pictures: 0,
    });
    const after = await dropProducts();
    expect(after).toHaveLength(3);
    expect(after.map((p) => p.images.length).sort()).toEqual([1, 1, 2]);
  });

  it('a changed price updates the matched product and keeps its stock; an XLSX sheet reads as a CSV does', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produkty');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow(
      row(11)
        .split(';')
        .map((cell, i) => (i === 4 ? 249.5 : cell)),
    );
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await send('', [['file', new Blob([new Uint8Array(xlsx)]), 'import.xlsx']]);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportReport>().rows[0]).toMatchObject({ action: 'UPDATE', errors: [] });
    const product = (await dropProducts()).find((p) => p.name === 'Suszarka 11')!;
    const read = await ctx().app.inject({ url: `/api/products/${product.id}`, headers: staff });
    expect(read.json()).toMatchObject({ msrp: 24_950, stock: 1 });
  });

  it('a real run with a bad row or a broken picture writes nothing and keeps no picture file', async () => {
    const dir = ctx().config.images.dir;
    const filesBefore = (await readdir(dir).catch(() => [])).length;
    const before = (await dropProducts()).length;
    const csv = [
      HEADER,
      row(20, { pictures: 'ok.jpg' }),
      row(21, { pictures: 'zepsute.jpg' }),
    ].join('\n');
    const res = await send('', [
      ['file', csvBlob(csv), 'import.csv'],
      ['pictures', imageBlob(await picture('#123456')), 'ok.jpg'],
      ['pictures', imageBlob(Buffer.from('to nie jest zdjęcie'.repeat(10))), 'zepsute.jpg'],
    ]);
    expect(res.statusCode).toBe(422);
    const report = res.json<ImportReport>();
    expect(report.imported).toBe(false);
    expect(report.rows[1]!.errors).toEqual([
      {
        column: 'Zdjęcia',
        message: '„zepsute.jpg”: Dozwolone są tylko zdjęcia w formacie JPG, PNG lub WebP',
      },
    ]);
    expect((await dropProducts()).length).toBe(before);
    expect((await readdir(dir).catch(() => [])).length).toBe(filesBefore);
  });

  it('refuses in Polish: a missing column, a repeated SKU, a picture not sent, no sheet, and non-staff', async () => {
    const noColumn = await send('?dryRun=true', [['file', csvBlob('Nazwa;Opis\nA;B'), 'a.csv']]);
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().message).toContain('brakuje kolumn: „Kolekcja”');

    const csv = [
      HEADER,
      row(30, { sku: 'X-1' }),
      row(31, { sku: 'X-1', pictures: 'brak.jpg' }),
    ].join('\n');
    const repeated = await send('?dryRun=true', [['file', csvBlob(csv), 'a.csv']]);
    expect(repeated.json<ImportReport>().rows[1]!.errors).toEqual([
      { column: 'SKU', message: 'SKU powtarza się (wiersz 2)' },
      { column: 'Zdjęcia', message: 'Brak pliku „brak.jpg” wśród przesłanych zdjęć' },
    ]);

    const noSheet = await send('', [['pictures', imageBlob(await picture('#fff')), 'a.jpg']]);
    expect(noSheet.statusCode).toBe(400);
    expect(noSheet.json().message).toContain('Wybierz plik importu');

    const shopper = await authAs(ctx().app, [], ctx().clock.now());
    const refused = await send('', [['file', csvBlob(csv), 'a.csv']], shopper);
    expect(refused.statusCode).toBe(403);
  });

  it('the template has the header and an example row that imports as it is into the newest drop', async () => {
    const { app } = ctx();
    const template = await app.inject({
      url: '/api/admin/products/import/template.csv',
      headers: staff,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    const text = template.body;
    expect(text.startsWith('\uFEFFKolekcja;SKU;Nazwa;Opis;Cena rynkowa;')).toBe(true);
    const res = await send('', [['file', csvBlob(text), 'import-produktow.csv']]);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportReport>().summary).toMatchObject({ created: 1, errors: 0 });
    const again = await send('', [['file', csvBlob(text), 'import-produktow.csv']]);
    expect(again.json<ImportReport>().summary).toMatchObject({ created: 0, unchanged: 1 });
  });
});
