// Staff catalogue screens: a new drop (and its validation messages), a new
// product with a picture uploaded from the form and shown on /product/{id}, editing it, removing
// a stored picture and deleting a product (390 px and 1280 px; one with an order is kept), and
// the edit-by-id field.
import sharp from 'sharp';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff, openLoggedIn, registerShopper } from './support/session.ts';
import { buyerWithAddress, placeOrderAs } from './support/orders.ts';
import { look } from './support/look.ts';
import { manualPdf } from './support/product-safety.ts';
import { toasts } from './support/toasts.ts';

/** The toast outlet (toast texts are also copied into a screen-reader announcement). */

test('a new drop: validation messages, then created and the form emptied', async ({
  page,
  request,
}) => {
  const token = await openAsStaff(page, '/admin/create-collection');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa kolekcja' })).toBeVisible();

  await page.getByLabel('Nazwa').fill('   '); // trimmed, then checked again
  await page.getByRole('button', { name: 'Utwórz kolekcję' }).click();
  for (const message of [
    'Nazwa jest wymagana',
    'Krótki opis jest wymagany',
    'Opis jest wymagany',
    'Wybierz co najmniej jedną kategorię',
    'Data i godzina kolekcji są wymagane',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const name = unique('Kolekcja majowa');
  await page.getByLabel('Nazwa').fill(`  ${name}  `);
  await page.getByLabel('Krótki opis').fill('Elektronika i sport ze zwrotów');
  await page.getByLabel('Opis', { exact: true }).fill('Sprawdzone zwroty w dobrych cenach.');
  await page.getByRole('checkbox', { name: 'Elektronika' }).check();
  await page.getByRole('checkbox', { name: 'Sport' }).check();
  await page.getByLabel('Data i godzina kolekcji').fill('2030-05-01T12:00');
  await page.getByRole('button', { name: 'Utwórz kolekcję' }).click();

  await expect(toasts(page).getByText('Sukces', { exact: true })).toBeVisible();
  await expect(page.getByText(`Utworzono kolekcję „${name}”`)).toBeVisible();
  await expect(page.getByLabel('Nazwa')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Elektronika' })).not.toBeChecked();

  const drops = await request.get('/api/drops?page=0&count=20', {
    headers: { authorization: `Bearer ${token}` },
  });
  const created = ((await drops.json()) as { items: Record<string, unknown>[] }).items.find(
    (drop) => drop.name === name,
  );
  expect(created).toMatchObject({
    shortDescription: 'Elektronika i sport ze zwrotów',
    categories: ['ELECTRONICS', 'SPORT'],
    dropTime: '2030-05-01T10:00:00.000Z', // 12:00 in Warsaw (summer time)
  });
});

test('a new product: validation, creation, picture upload, storefront page and editing', async ({
  page,
  request,
}) => {
  test.slow(); // several screens, an upload and image processing on a shared machine
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { name: unique('Kolekcja produktów') });
  await openAsStaff(page, '/admin/create-product');

  await expect(page.getByRole('heading', { level: 1, name: 'Nowy Produkt' })).toBeVisible();
  await expect(page.getByText('Najpierw utwórz produkt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wybierz zdjęcia' })).toBeDisabled();
  await expect(page.getByLabel('Typ ceny')).toHaveValue('DYNAMIC_LEVELS');
  await expect(page.getByLabel('Cena (PLN)')).toBeDisabled();
  await expect(page.getByLabel('Stan magazynowy')).toHaveValue('1');
  await expect(page.getByLabel('Kategoria')).toHaveValue('OTHER');
  await expect(page.getByLabel('Stan produktu')).toHaveValue('NEW');
  // The newest drops first, as 'id - name'.
  // Other tests create drops in parallel, so check the order rather than the first one.
  const options = page.getByLabel('Kolekcja').locator('option');
  await expect(options.filter({ hasText: `${drop.id} - ${drop.name}` })).toHaveCount(1);
  const listedIds = (
    await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))
  )
    .map(Number)
    .filter((id) => id > 0);
  expect(listedIds).toEqual([...listedIds].sort((a, b) => b - a));

  await page.getByLabel('Stan magazynowy').fill('');
  await page.getByRole('button', { name: 'Utwórz produkt' }).click();
  for (const message of [
    'Kolekcja jest wymagana',
    'Nazwa jest wymagana',
    'Opis jest wymagany',
    'Stan magazynowy jest wymagany',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const name = unique('Lampka biurkowa LED');
  await page.getByLabel('Kolekcja').selectOption({ label: `${drop.id} - ${drop.name}` });
  await page.getByLabel('Nazwa').fill(name);
  await page.getByLabel('Opis', { exact: true }).fill('Lampka ze zwrotu, działa bez zarzutu.');
  await page.getByLabel('Cena rynkowa (PLN)').fill('199.99');
  await page.getByLabel('Cena zakupu (PLN)').fill('40');
  await page.getByLabel('Stan magazynowy').fill('2');
  await page.getByLabel('Kategoria').selectOption({ label: 'Elektronika' });
  await page.getByLabel('Stan produktu').selectOption({ label: 'Po zwrocie/używany' });
  // Without its safety data (GPSR) the product is refused, naming what is missing.
  await page.getByRole('button', { name: 'Utwórz produkt' }).click();
  await expect(
    toasts(page).getByText(
      'Produktu nie można wystawić bez danych bezpieczeństwa (GPSR). Brakuje: producent, model lub typ, identyfikator (EAN/GTIN albo numer seryjny lub partii), ostrzeżenia i informacje o bezpieczeństwie.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Dodano produkt z ID/)).toHaveCount(0);
  // A manufacturer added from the form is chosen at once.
  const maker = unique('Lumenix');
  await page.getByRole('button', { name: 'Dodaj producenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy producent' });
  await dialog.getByRole('button', { name: 'Dodaj producenta' }).click();
  await expect(dialog.getByText('Podaj e-mail albo stronę kontaktową producenta')).toBeVisible();
  await dialog.getByLabel('Nazwa lub znak towarowy').fill(maker);
  await dialog.getByLabel('Adres pocztowy').fill('ul. Świetlna 3, 61-001 Poznań');
  await dialog.getByLabel('E-mail').fill('serwis@lumenix.example');
  await dialog.getByRole('button', { name: 'Dodaj producenta' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Producent', { exact: true }).locator('option:checked')).toHaveText(
    maker,
  );
  await page.getByLabel('Model lub typ').fill('LX-200');
  await page.getByLabel('EAN/GTIN').fill('5901234123458');
  await page
    .getByLabel('Ostrzeżenia i informacje o bezpieczeństwie (po polsku)')
    .fill('Nie patrz bezpośrednio w źródło światła.');
  await page.getByRole('button', { name: 'Utwórz produkt' }).click();
  await expect(page.getByText('Nieprawidłowy kod EAN/GTIN', { exact: false })).toBeVisible();
  await page.getByLabel('EAN/GTIN').fill('5901234123457');
  await page.getByRole('button', { name: 'Utwórz produkt' }).click();

  await expect(
    toasts(page).getByText('Produkt został utworzony. Możesz teraz dodać zdjęcia.'),
  ).toBeVisible();
  const created = page.getByText(/^Dodano produkt z ID: \d+$/);
  await expect(created).toBeVisible();
  const id = Number((await created.textContent())?.replace(/\D+/g, ''));
  // Saved, the form now edits the product, and its title says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj Produkt' })).toBeVisible();

  // A picture made on the fly, chosen in the form and uploaded.
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#2f7d5b' },
  })
    .png()
    .toBuffer();
  await expect(page.getByRole('button', { name: 'Wybierz zdjęcia' })).toBeEnabled();
  // Chosen, they upload at once: no second button.
  const blue = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#1d4ed8' },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Wybierz zdjęcia').setInputFiles([
    { name: 'lampka.png', mimeType: 'image/png', buffer: png },
    { name: 'opis.txt', mimeType: 'text/plain', buffer: Buffer.from('nie zdjęcie') },
    { name: 'lampka-bok.png', mimeType: 'image/png', buffer: blue },
  ]);
  await expect(
    page.getByText('Pominięto pliki, które nie są JPG, PNG ani WebP: opis.txt'),
  ).toBeVisible();
  await expect(toasts(page).getByText('Zdjęcia zostały przesłane pomyślnie')).toBeVisible();
  const pictures = page.getByRole('list', { name: 'Zdjęcia produktu' });
  await expect(pictures.getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Przesyłane pliki' })).toHaveCount(0);
  await expect(pictures.getByRole('listitem').first()).toContainText('Główne');
  const storedPictures = async () =>
    ((await (await request.get(`/api/products/${id}`)).json()) as { images: string[] }).images;
  const [first, second] = await storedPictures();
  // The second picture becomes the main one, as the shop shows it.
  await pictures.getByRole('button', { name: 'Ustaw zdjęcie 2 jako główne' }).click();
  await expect(toasts(page).getByText('Zdjęcie jest teraz główne.')).toBeVisible();
  await expect.poll(storedPictures).toEqual([second, first]);
  await look(page, 'product-pictures-ordered');

  // The manufacturer's manual: a picture named .pdf is refused, a real PDF attached at once.
  const pickPdf = page.getByLabel('Wybierz plik PDF');
  await pickPdf.setInputFiles({ name: 'instrukcja.pdf', mimeType: 'application/pdf', buffer: png });
  await expect(
    page.getByText(
      'Nie udało się przesłać dokumentu. Plik nie jest dokumentem PDF. Wybierz instrukcję lub kartę w formacie PDF',
    ),
  ).toBeVisible();
  await pickPdf.setInputFiles({
    name: 'Instrukcja lampki.pdf',
    mimeType: 'application/pdf',
    buffer: await manualPdf(),
  });
  await expect(toasts(page).getByText('Dokument został dołączony.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instrukcja lampki.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zastąp plikiem PDF' })).toBeVisible();

  // The storefront shows it: name, day-1 price (70 % of the market price) and the picture.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('139,99 zł').first()).toBeVisible();
  const safety = page.getByRole('region', { name: 'Bezpieczeństwo produktu' });
  await expect(safety).toContainText(maker);
  await expect(safety).toContainText('ul. Świetlna 3, 61-001 Poznań');
  await expect(safety).toContainText('5901234123457');
  const manual = safety.getByRole('link', { name: 'Instrukcja lampki.pdf' });
  await expect(safety).toContainText(/Instrukcja lampki\.pdf \(PDF, \d+ kB\)/);
  const served = await request.get((await manual.getAttribute('href'))!);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const picture = page.locator('img[src*="/api/images/"]').first();
  await expect(picture).toBeVisible();
  // Visible is not loaded: wait until the browser has decoded the picture.
  await expect
    .poll(() =>
      picture.evaluate((img) => {
        const { complete, naturalWidth } = img as HTMLImageElement;
        return complete ? naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);

  // Edit: the stored values come back (money in PLN), a STATIC price is set.
  await page.goto(`/admin/edit-product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj Produkt' })).toBeVisible();
  await expect(page.getByLabel('Nazwa')).toHaveValue(name);
  await expect(page.getByLabel('Cena rynkowa (PLN)')).toHaveValue('199,99');
  await expect(page.getByLabel('Cena zakupu (PLN)')).toHaveValue('40,00');
  await expect(page.getByLabel('Kolekcja')).toHaveValue(String(drop.id));
  await expect(page.getByLabel('Producent', { exact: true }).locator('option:checked')).toHaveText(
    maker,
  );
  await expect(page.getByLabel('EAN/GTIN')).toHaveValue('5901234123457');
  await expect(page.getByRole('list', { name: 'Zdjęcia produktu' }).getByRole('img')).toHaveCount(
    2,
  );
  await expect(page.getByRole('link', { name: 'Instrukcja lampki.pdf' })).toBeVisible();
  await page.getByLabel('Typ ceny').selectOption({ label: 'Statyczna' });
  await expect(page.getByLabel('Cena (PLN)')).toBeEnabled();
  await page.getByLabel('Cena (PLN)').fill('');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Cena musi być liczbą >= 0', { exact: true })).toBeVisible();
  // A Polish decimal comma types in as well as a point.
  await page.getByLabel('Cena (PLN)').fill('99,505');
  await page.getByLabel('Nazwa').fill(`${name} (II)`);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toasts(page).getByText('Produkt został zaktualizowany.')).toBeVisible();

  const stored = await request.get(`/api/products/${id}`, {
    headers: { authorization: `Bearer ${catalogue.token}` },
  });
  expect(await stored.json()).toMatchObject({
    name: `${name} (II)`,
    priceType: 'STATIC',
    price: 9951, // x100, rounded
    msrp: 19999,
    purchasePrice: 4000,
    stock: 2,
    category: 'ELECTRONICS',
    condition: 'USED',
    sourceUrl: null,
  });
});

test('a save from a form opened before the piece sold is refused; the form shows it sold', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const product = await catalogue.product((await catalogue.drop(-60_000)).id, { stock: 1 });
  await openAsStaff(page, `/admin/edit-product/${product.id}`);
  await expect(page.getByLabel('Stan magazynowy')).toHaveValue('1');

  // While the form is open, the one piece is sold.
  await catalogue.update(product, { stock: 0 });
  await page.getByLabel('Nazwa').fill(`${product.name} (poprawiona)`);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toasts(page).getByText('Produkt zmienił się w międzyczasie')).toBeVisible();
  await expect(page.getByLabel('Stan magazynowy')).toHaveValue('0');
  await expect(page.getByLabel('Nazwa')).toHaveValue(product.name);

  // The change made again on what is stored now is saved, and the piece stays sold.
  await page.getByLabel('Nazwa').fill(`${product.name} (poprawiona)`);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toasts(page).getByText('Produkt został zaktualizowany.')).toBeVisible();
  const stored = await request.get(`/api/products/${product.id}`, {
    headers: { authorization: `Bearer ${catalogue.token}` },
  });
  expect(await stored.json()).toMatchObject({ name: `${product.name} (poprawiona)`, stock: 0 });
});

test('edit by id: a number above 0 opens the form, anything else is refused', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const product = await catalogue.product((await catalogue.drop(-60_000)).id);
  await openAsStaff(page, '/admin/edit-product-by-id');
  const field = page.getByLabel('ID produktu');

  for (const value of ['', '0', '-4', '2.5']) {
    await field.fill(value);
    await page.getByRole('button', { name: 'Edytuj' }).click();
    await expect(toasts(page).getByText('Wprowadź prawidłowy numer ID produktu')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/edit-product-by-id$/);
  }

  await field.fill(String(product.id));
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/edit-product/${product.id}$`));
  await expect(page.getByLabel('Nazwa')).toHaveValue(product.name);

  await page.goto('/admin/edit-product/999999');
  await expect(page.getByText('Nie znaleziono produktu')).toBeVisible();
});

test('staff screens need their scope: a shopper is sent to /', async ({ page, request }) => {
  await openLoggedIn(page, await registerShopper(request), '/admin/create-product');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/$/);
});

for (const width of [390, 1280]) {
  test(`a stored picture is removed from the product form after confirming (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const catalogue = await Catalogue.asStaff(request);
    const drop = await catalogue.drop(-3_600_000);
    const product = await catalogue.product(drop.id);
    await catalogue.picture(product.id, '#d94f2b');
    const [, second] = await catalogue.picture(product.id, '#2b6fd9');

    await openAsStaff(page, `/admin/edit-product/${product.id}`);
    const pictures = page.getByRole('list', { name: 'Zdjęcia produktu' });
    await expect(pictures.getByRole('img')).toHaveCount(2);

    // Cancelling keeps the picture.
    await pictures.getByRole('button', { name: 'Usuń zdjęcie 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usunąć zdjęcie?' });
    await expect(dialog).toContainText('Zdjęcie 1 zniknie z produktu w sklepie.');
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(pictures.getByRole('img')).toHaveCount(2);

    await pictures.getByRole('button', { name: 'Usuń zdjęcie 1' }).click();
    await dialog.getByRole('button', { name: 'Usuń zdjęcie' }).click();
    await expect(toasts(page).getByText('Zdjęcie zostało usunięte.')).toBeVisible();
    await expect(pictures.getByRole('img')).toHaveCount(1);
    await look(page, `staff-upkeep-pictures-${width}`);

    // The shop's product page shows only the picture left.
    const shown = await (await request.get(`/api/products/${product.id}`)).json();
    expect((shown as { images: string[] }).images).toEqual([second]);
  });
}

for (const width of [390, 1280]) {
  test(`a product without orders is deleted after confirming (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const catalogue = await Catalogue.asStaff(request);
    const drop = await catalogue.drop(-3_600_000);
    const product = await catalogue.product(drop.id);
    await catalogue.picture(product.id, '#3a9d5d');

    await openAsStaff(page, `/admin/edit-product/${product.id}`);
    await page.getByRole('button', { name: 'Usuń produkt' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usunąć produkt?' });
    await expect(dialog).toContainText(`Produkt ID ${product.id} zniknie ze sklepu`);
    await look(page, `staff-upkeep-product-delete-${width}`);
    await dialog.getByRole('button', { name: 'Usuń na stałe' }).click();
    await expect(toasts(page).getByText('Produkt został usunięty.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);

    // The shop's page of the product says it is not there.
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('Nie znaleziono produktu').first()).toBeVisible();
  });
}

test('a product an order holds is kept; the refusal is shown', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const product = await catalogue.product(drop.id, {
    priceType: 'STATIC',
    price: 2_000,
    msrp: null,
    stock: 2,
  });
  const login = await request.post('/api/auth/login', { data: await registerShopper(request) });
  const { token } = (await login.json()) as { token: string };
  const buyer = await buyerWithAddress(request, token);
  await placeOrderAs(request, buyer, [{ productId: product.id, quantity: 1 }], {
    returnUrl: `${new URL(login.url()).origin}/orders`,
  });

  await openAsStaff(page, `/admin/edit-product/${product.id}`);
  await page.getByRole('button', { name: 'Usuń produkt' }).click();
  await page
    .getByRole('alertdialog', { name: 'Usunąć produkt?' })
    .getByRole('button', { name: 'Usuń na stałe' })
    .click();
  await expect(
    toasts(page).getByText('Nie można usunąć produktu, który ma zamówienia'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-product/${product.id}$`));
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(200);
});
