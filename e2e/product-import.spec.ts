// Bulk intake at 1280 px: staff check a 30-row CSV with one bad row (its error in Polish, in its
// row and column), fix it, import it with 60 pictures, and the drop shows the 30 products with
// their pictures; the same file imported again creates nothing. A dry run with a ZIP of pictures
// sends only the names inside it, never the pictures.
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff } from './support/session.ts';
import { look } from './support/look.ts';
import { hubLink } from './support/staff.ts';
import { toasts } from './support/toasts.ts';

const HEADER =
  'Kolekcja;SKU;Nazwa;Opis;Cena rynkowa;Cena zakupu;Stan magazynowy;Kategoria;Stan produktu;Producent;Model;EAN;Ostrzeżenia i bezpieczeństwo;Zdjęcia';

test.use({ viewport: { width: 1280, height: 900 } });

test('a 30-row CSV with 60 pictures: dry run, fix, import, and importing again creates nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { name: unique('Paleta zwrotów') });
  const brand = unique('Marka importu');
  await catalogue.manufacturer({
    name: brand,
    postalAddress: 'ul. Magazynowa 5, 05-800 Pruszków',
    email: 'kontakt@marka-importu.example',
  });
  const tag = drop.slug.slice(-8);
  const row = (n: number, price = `${100 + n},50`) =>
    [
      drop.name,
      `IMP-${tag}-${n}`,
      `Lampka biurkowa ${tag} nr ${n}`,
      'Zwrot konsumencki, sprawdzona: świeci, bez rys.',
      price,
      '20,00',
      '1',
      'Dom i Ogród',
      'Po zwrocie/używany',
      brand,
      `LB-${n}`,
      '5901234123457',
      'Nie dotykać rozgrzanej żarówki.',
      `lampka-${n}-a.jpg, lampka-${n}-b.jpg`,
    ].join(';');
  const csv = (bad: boolean) =>
    Buffer.from(
      [
        HEADER,
        ...Array.from({ length: 30 }, (_, i) => row(i + 1, bad && i === 16 ? 'abc' : undefined)),
      ].join('\r\n'),
    );
  const pictures = await Promise.all(
    Array.from({ length: 60 }, async (_, i) => ({
      name: `lampka-${Math.floor(i / 2) + 1}-${i % 2 === 0 ? 'a' : 'b'}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 160,
          height: 120,
          channels: 3,
          background: { r: i * 4, g: 120, b: 200 - i * 3 },
        },
      })
        .jpeg()
        .toBuffer(),
    })),
  );

  await openAsStaff(page, '/admin');
  await hubLink(page, 'Import produktów').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import produktów' })).toBeVisible();
  const sheetInput = page.getByLabel('Plik z produktami (CSV lub XLSX)');
  await sheetInput.setInputFiles({ name: 'paleta.csv', mimeType: 'text/csv', buffer: csv(true) });
  await page.getByLabel('Zdjęcia (JPG, PNG, WebP albo archiwum ZIP)').setInputFiles(pictures);
  await expect(page.getByTestId('import-pictures-summary')).toContainText('60 zdjęć');

  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  await expect(page.getByRole('heading', { name: 'Wynik próby importu' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('błędy w 1 z 30 wierszy');
  const badRow = page.getByTestId('import-row-18');
  await expect(badRow).toContainText('Cena rynkowa: Nieprawidłowa kwota „abc” (np. 1 299,00)');
  await look(page, 'import-dry-run-error', { fullPage: true });

  await sheetInput.setInputFiles({ name: 'paleta.csv', mimeType: 'text/csv', buffer: csv(false) });
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  await expect(
    page.getByRole('region', { name: 'Wynik próby importu' }).getByRole('status'),
  ).toContainText('nowe: 30');
  const result = page.getByRole('region', { name: 'Wynik importu' });
  await page.getByRole('button', { name: 'Importuj' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wynik importu' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(result.getByRole('status')).toContainText('zdjęcia: 60');
  await look(page, 'import-done', { fullPage: true });

  const listed = await request.get(`/api/products/drop/${drop.id}?count=50`);
  const products = ((await listed.json()) as { items: { name: string; images: string[] }[] }).items;
  expect(products).toHaveLength(30);
  expect(products.every((product) => product.images.length === 2)).toBe(true);

  await page.goto(`/collections/${drop.slug}`);
  const cards = page.getByRole('article').filter({ hasText: `Lampka biurkowa ${tag}` });
  await expect(cards).toHaveCount(30);
  const firstPicture = cards.first().locator('img');
  await expect(firstPicture).toHaveAttribute('src', /\/api\/images\/pi-[a-f0-9]{16}-\d+\.webp/);
  // The picture shows once the browser has it (on a busy machine that takes a moment after the
  // card appears): its decoded width, not only its address.
  await expect
    .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await look(page, 'import-drop-page');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Import produktów' })).toBeVisible();
  await page.getByLabel('Plik z produktami (CSV lub XLSX)').setInputFiles({
    name: 'paleta.csv',
    mimeType: 'text/csv',
    buffer: csv(false),
  });
  await page.getByLabel('Zdjęcia (JPG, PNG, WebP albo archiwum ZIP)').setInputFiles(pictures);
  await page.getByRole('button', { name: 'Importuj' }).click();
  await expect(result.getByRole('status')).toContainText(
    'nowe: 0, zmienione: 0, bez zmian: 30, zdjęcia: 0',
  );
  const again = await request.get(`/api/products/drop/${drop.id}?count=50`);
  const after = ((await again.json()) as { items: { images: string[] }[] }).items;
  expect(after).toHaveLength(30);
  expect(after.every((product) => product.images.length === 2)).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'import-phone', { fullPage: true });
});

test('re-drop: a drop’s unsold pieces move into an upcoming drop from its edit page', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const old = await catalogue.drop(-15 * 86_400_000, { name: unique('Stara paleta') });
  const pieces = await catalogue.products(old.id, 2, { stock: 1, name: unique('Czajnik') });
  // Back on sale means offered again: each piece needs its picture (GPSR art. 19 c).
  for (const piece of pieces) await catalogue.picture(piece.id, '#3b82f6');
  const next = await catalogue.drop(3 * 86_400_000, { name: unique('Nowa paleta') });

  await openAsStaff(page, `/admin/edit-collection/${old.id}`);
  await expect(page.getByRole('heading', { name: 'Produkty w kolekcji (2)' })).toBeVisible();
  await expect(page.getByRole('link', { name: pieces[0]!.name })).toHaveAttribute(
    'href',
    `/admin/edit-product/${pieces[0]!.id}`,
  );
  const section = page.getByRole('heading', { name: 'Niesprzedane sztuki' });
  await expect(section).toBeVisible();
  await expect(page.getByTestId('redrop-count')).toContainText('2 produkty (2 sztuki)');
  await page.getByRole('combobox', { name: 'Nowa kolekcja' }).click();
  await page.getByRole('option', { name: new RegExp(next.name) }).click();
  await page.getByRole('button', { name: 'Przenieś do nowej kolekcji' }).click();
  await look(page, 'redrop-confirm');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Przenieś' }).click();
  await expect(toasts(page)).toContainText(`2 produkty w kolekcji „${next.name}”`);
  await expect(section).toBeHidden();

  const headers = { authorization: `Bearer ${catalogue.token}` };
  for (const piece of pieces) {
    const product = await (await request.get(`/api/products/${piece.id}`, { headers })).json();
    expect(product).toMatchObject({ drop: { id: next.id }, status: 'UPCOMING', withdrawnAt: null });
  }
});

test('a dry run with a ZIP of pictures sends only the names inside it', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { name: unique('Paleta ZIP') });
  const brand = unique('Marka ZIP');
  await catalogue.manufacturer({
    name: brand,
    postalAddress: 'ul. Magazynowa 5, 05-800 Pruszków',
    email: 'kontakt@marka-zip.example',
  });
  const row = (n: number) =>
    [
      drop.name,
      `ZIP-${drop.slug.slice(-8)}-${n}`,
      `Czajnik ${n}`,
      'Zwrot, sprawdzony.',
      '120,00',
      '20,00',
      '1',
      'Dom i Ogród',
      'Po zwrocie/używany',
      brand,
      `CZ-${n}`,
      '5901234123457',
      'Gorące.',
      `czajnik-${n}.jpg`,
    ].join(';');
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#777777',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  // Pictures stored, not compressed (as photos are zipped): the archive is a few megabytes.
  const archive = Buffer.from(
    zipSync({
      'czajnik-1.jpg': [photo, { level: 0 }],
      'zdjecia/czajnik-2.jpg': [photo, { level: 0 }],
    }),
  );
  expect(archive.length).toBeGreaterThan(1_000_000);

  await openAsStaff(page, '/admin/import-products');
  await page.getByLabel('Plik z produktami (CSV lub XLSX)').setInputFiles({
    name: 'zip.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, row(1), row(2)].join('\n')),
  });
  await page
    .getByLabel('Zdjęcia (JPG, PNG, WebP albo archiwum ZIP)')
    .setInputFiles({ name: 'zdjecia.zip', mimeType: 'application/zip', buffer: archive });
  const sent = page.waitForRequest((req) => req.url().includes('/api/admin/products/import'));
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  // The form that went: its size, not the archive's.
  const headers = await (await sent).allHeaders();
  expect(Number(headers['content-length'])).toBeLessThan(10_000);
  await expect(
    page.getByRole('region', { name: 'Wynik próby importu' }).getByRole('status'),
  ).toContainText('nowe: 2');
  await expect(page.getByTestId('import-row-2')).not.toContainText('Brak zdjęcia');
});
