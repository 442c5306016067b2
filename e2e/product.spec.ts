// The product page: breadcrumb, gallery, prices with their tooltips, stock words and bar, the
// next price change, quantity clamping, the add-to-cart modal with its suggestions, related
// products, structured data, and the loading, error and not-found states.
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff } from './support/session.ts';
import { openWithinShop } from './support/navigation.ts';
import { look } from './support/look.ts';

const HOUR = 3_600_000;

test('shows everything a shopper needs to decide', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR, { categories: ['SPORT'] });
  const product = await catalogue.product(drop.id, {
    name: unique('Rower treningowy'),
    description: 'Rower stacjonarny po zwrocie, sprawny, z drobnymi rysami na ramie.',
    msrp: 100_000,
    stock: 3,
    category: 'SPORT',
    condition: 'USED',
    sourceUrl: 'https://example.com/aukcja/123',
  });
  const [first] = await catalogue.picture(product.id, '#f97316');
  const images = await catalogue.picture(product.id, '#0ea5e9');

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name));

  const breadcrumb = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
  await expect(breadcrumb.getByRole('link', { name: drop.name })).toHaveAttribute(
    'href',
    `/collections/${drop.slug}`,
  );
  await expect(breadcrumb.getByRole('link', { name: 'Sport' })).toHaveAttribute(
    'href',
    '/category/sport',
  );
  await expect(breadcrumb.getByText(product.name)).toHaveAttribute('aria-current', 'page');
  // A VAT invoice is issued when the buyer gives invoice details, not for every order.
  await expect(
    page.getByText('Faktura VAT na życzenie: podaj dane do faktury w zamówieniu'),
  ).toBeVisible();
  await expect(page.getByText(/Do każdego zamówienia wystawiamy fakturę VAT/)).toHaveCount(0);

  // Gallery: the first picture is shown; a thumbnail click selects another.
  const main = page.getByRole('img', { name: /zdjęcie 1 z 2/ });
  await expect(main).toHaveAttribute('src', first!.replace('-1200.webp', '-640.webp'));
  await page.getByRole('button', { name: 'Pokaż zdjęcie 2' }).click();
  await expect(page.getByRole('img', { name: /zdjęcie 2 z 2/ })).toHaveAttribute(
    'src',
    images[1]!.replace('-1200.webp', '-640.webp'),
  );
  await expect(page.getByRole('button', { name: 'Pokaż zdjęcie 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Day 1: 70 % of the market price; the discount; the 30-day lowest price.
  await expect(page.getByText('700,00 zł').first()).toBeVisible();
  await expect(page.getByText(/Cena rynkowa:\s*1\s000,00\szł/)).toBeVisible();
  // Against the market price: a comparison with a reference price, never a '-30%' (decision 027).
  await expect(page.getByText('30% poniżej ceny rynkowej').first()).toBeVisible();
  await expect(page.getByText('-30%')).toHaveCount(0);
  // Day 1 is no reduction: the lowest price of the 30 days without „przed obniżką”; the line
  // for day 8 below (a price that did fall) has it.
  await expect(page.getByText(/Najniższa cena z ostatnich 30 dni:\s*700,00\szł/)).toBeVisible();
  await expect(page.getByText(/przed obniżką/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Co to jest cena rynkowa?' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('cena sugerowana przez producenta');
  await page.getByRole('button', { name: 'Co to jest najniższa cena z 30 dni?' }).click();
  await expect(page.getByRole('tooltip')).toContainText('30 dni przed wprowadzeniem obecnej ceny');

  await expect(page.getByText('Pozostały 3 egzemplarze')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Stan magazynowy' })).toHaveAttribute(
    'aria-valuenow',
    '30',
  );
  await expect(page.getByText('Następna obniżka ceny za')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1 d 2[23]:\d\d:\d\d$/);
  await expect(page.getByText('Po zwrocie/używany').first()).toBeVisible();

  await expect(page.getByRole('link', { name: /Zobacz źródło produktu/ })).toHaveAttribute(
    'href',
    'https://example.com/aukcja/123',
  );
  await expect(page.getByRole('link', { name: 'Edytuj produkt' })).toHaveCount(0);
  await expect(page.getByText(product.description)).toBeVisible();
  await expect(page.getByText(/Bezpieczna płatność/)).toBeVisible();
  await expect(page.getByText(/Faktura VAT na życzenie/)).toBeVisible();

  const dropCard = page.getByRole('region', { name: drop.name });
  await expect(dropCard).toContainText('rozpoczęła się');
  await expect(dropCard).toContainText('1 produkt');

  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'Product'),
    );
  expect(data).toMatchObject({
    name: product.name,
    description: product.description,
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      price: '700.00',
      priceCurrency: 'PLN',
      availability: 'https://schema.org/InStock',
    },
  });
  expect(data.image).toMatch(/-1200\.webp$/);
});

test('clamps the quantity and confirms the addition with suggestions', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR, { categories: ['TOYS'] });
  const product = await catalogue.product(drop.id, { stock: 3, category: 'TOYS', msrp: 5_000 });
  const longName = unique('Klocki konstrukcyjne z napędem'); // longer than 27
  const long = await catalogue.product(drop.id, { name: longName, category: 'TOYS' });
  const shortName = unique('Miś').concat(' pluszowy brązowy').slice(0, 27); // exactly 27
  await catalogue.product(drop.id, { name: shortName, category: 'TOYS' });
  const soldOut = await catalogue.product(drop.id, { category: 'TOYS', stock: 1 });
  await catalogue.update(soldOut, { stock: 0 });

  await page.goto(`/product/${product.id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Ilość' });
  const minus = page.getByRole('button', { name: 'Zmniejsz ilość' });
  const plus = page.getByRole('button', { name: 'Zwiększ ilość' });
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveValue('3');
  await expect(plus).toBeDisabled();
  await quantity.fill('99');
  await expect(quantity).toHaveValue('3');
  await quantity.fill('0');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  await expect(minus).toBeEnabled();

  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodano do koszyka' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  await expect(dialog.getByText('Ilość').locator('+ dd')).toHaveText('2 szt.');
  await expect(dialog.getByText('Cena za sztukę').locator('+ dd')).toHaveText('35,00 zł');
  await expect(dialog.getByText('Razem').locator('+ dd')).toHaveText('70,00 zł');

  // Suggestions: same category, available and in stock, never the product itself.
  const suggestions = dialog.getByRole('region', { name: /Może Cię też zainteresować/ });
  await expect(suggestions.getByRole('link', { name: new RegExp(longName) })).toContainText(
    `${longName.slice(0, 26).trimEnd()}...`,
  );
  await expect(suggestions.getByRole('link', { name: new RegExp(shortName) })).toContainText(
    shortName,
  );
  await expect(suggestions.getByRole('link', { name: new RegExp(soldOut.name) })).toHaveCount(0);
  await expect(suggestions.getByRole('link', { name: new RegExp(product.name) })).toHaveCount(0);
  expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(10);
  await expect(dialog.getByRole('link', { name: 'Edytuj produkt' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Kontynuuj zakupy' }).click();
  await expect(dialog).toBeHidden();
  // 2 of 3 pieces are in the cart already: one more fits.
  await quantity.fill('1');
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page
    .getByRole('dialog', { name: 'Dodano do koszyka' })
    .getByRole('link', { name: new RegExp(long.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${long.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page.getByRole('link', { name: 'Przejdź do koszyka' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('related products: up to 8 available ones from the same drop', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR);
  const [current, ...others] = await catalogue.products(drop.id, 10, { name: unique('Lampka') });
  await catalogue.update(others[0]!, { stock: 0 });

  await page.goto(`/product/${current!.id}`);
  const related = page.getByRole('list', { name: 'Produkty z tej samej kolekcji' });
  await expect(related.getByRole('listitem')).toHaveCount(8);
  await expect(related.getByRole('link', { name: current!.name, exact: true })).toHaveCount(0);
  await expect(related.getByRole('link', { name: others[0]!.name, exact: true })).toHaveCount(0);
});

test('a product that cannot be bought, and staff links', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR);
  const product = await catalogue.product(drop.id, { stock: 1 });
  const fixed = await catalogue.product(drop.id, {
    priceType: 'STATIC',
    price: 4_999,
    msrp: null,
    stock: 12,
  });
  await catalogue.update(product, { stock: 0 });

  await openAsStaff(page, `/product/${product.id}`);
  await expect(page.getByText('Wyprzedany!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Produkt niedostępny' })).toBeDisabled();
  await expect(page.getByRole('spinbutton', { name: 'Ilość' })).toHaveCount(0);
  await expect(page.getByText('Następna obniżka ceny za')).toHaveCount(0);
  await expect(page.getByText('Pozostało 0 egzemplarzy')).toBeVisible();
  await look(page, 'product-sold-out', { bothWidths: true });
  await expect(page.getByRole('link', { name: 'Edytuj produkt' })).toHaveAttribute(
    'href',
    `/admin/edit-product/${product.id}`,
  );

  // A static price: no market price, no countdown, stock bar capped at 100 %.
  await page.goto(`/product/${fixed.id}`);
  await expect(page.getByText('49,99 zł').first()).toBeVisible();
  await expect(page.getByText(/Cena rynkowa/)).toHaveCount(0);
  await expect(page.getByText('Następna obniżka ceny za')).toHaveCount(0);
  await expect(page.getByText('Pozostało 12 egzemplarzy')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Stan magazynowy' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodano do koszyka' });
  await expect(dialog.getByRole('link', { name: 'Edytuj produkt' })).toHaveAttribute(
    'href',
    `/admin/edit-product/${fixed.id}`,
  );
});

test('a guest who wants a wishlist is sent to log in', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR);
  const product = await catalogue.product(drop.id);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Dodaj do listy życzeń' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('states', () => {
  test('loading, then not found', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products/987654321', async (route) => {
      await held;
      await route.continue();
    });
    await openWithinShop(page, '/product/987654321');
    await expect(page.getByText('Ładowanie...')).toBeVisible();
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nie znaleziono produktu' }),
    ).toBeVisible();
    // Not a dead end: the ways on.
    const onward = page.getByRole('navigation', { name: 'Dokąd dalej' });
    await expect(onward.getByRole('link', { name: 'Zobacz kolekcje' })).toBeVisible();
    await onward.getByRole('link', { name: 'Odkrywaj produkty' }).click();
    await expect(page).toHaveURL('/explore');
  });

  test('an address that is not a product id, or none at all', async ({ page }) => {
    await page.goto('/product/abc');
    await expect(page.getByText('Nie znaleziono produktu')).toBeVisible();
    await page.goto('/product');
    await expect(page.getByText('Brak identyfikatora produktu w adresie')).toBeVisible();
  });

  test('a load failure', async ({ page }) => {
    await page.route('**/api/products/5', (route) =>
      route.fulfill({ status: 400, json: { statusCode: 400, code: 'Test', message: 'x' } }),
    );
    await openWithinShop(page, '/product/5');
    await expect(page.getByText('Wystąpił błąd przy ładowaniu produktu')).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the price and "Dodaj do koszyka" stay at the bottom of the screen; a single piece has no quantity', async ({
    page,
    request,
  }) => {
    const catalogue = await Catalogue.asStaff(request);
    const drop = await catalogue.drop(-HOUR);
    const single = await catalogue.product(drop.id, { name: unique('Ekspres'), stock: 1 });
    const several = await catalogue.product(drop.id, { name: unique('Kubek'), stock: 4 });

    await page.goto(`/product/${single.id}`);
    const bar = page.getByTestId('buy-bar');
    const add = bar.getByRole('button', { name: 'Dodaj do koszyka' });
    // On the first screen, without scrolling, with the price beside it.
    await expect(add).toBeInViewport();
    await expect(bar).toContainText('70,00 zł');
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    await expect(page.getByRole('button', { name: 'Zwiększ ilość' })).toHaveCount(0);
    await add.click();
    await expect(page.getByRole('dialog')).toContainText('Dodano do koszyka');

    await page.goto(`/product/${several.id}`);
    await expect(page.getByRole('button', { name: 'Zwiększ ilość' })).toBeVisible();
    await expect(
      page.getByTestId('buy-bar').getByRole('button', { name: 'Dodaj do koszyka' }),
    ).toBeInViewport();
  });
});

test('a demo product on its third price step shows the lowest price of the 30 days before it, above the current one', async ({
  page,
  request,
}) => {
  const drops = (await (await request.get('/api/drops?count=100')).json()) as {
    items: { id: number; dropTime: string }[];
  };
  const dayEight = drops.items.find(
    (drop) => Math.floor((Date.now() - Date.parse(drop.dropTime)) / 86_400_000) === 7,
  )!;
  const products = (await (
    await request.get(`/api/products/drop/${dayEight.id}?count=100`)
  ).json()) as {
    items: { id: number; priceType: string; price: number; omnibusPrice: number; status: string }[];
  };
  const product = products.items.find(
    (p) => p.priceType === 'DYNAMIC_LEVELS' && p.status === 'AVAILABLE',
  )!;
  expect(product.omnibusPrice).toBeGreaterThan(product.price);

  await page.goto(`/product/${product.id}`);
  const polish = (grosze: number) =>
    new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', useGrouping: 'always' })
      .format(grosze / 100)
      .replace(/\u00a0/g, ' ');
  await expect(page.getByText('Najniższa cena z 30 dni przed obniżką:')).toContainText(
    polish(product.omnibusPrice),
  );
});

test('the page as sent carries the product with its price, picture, stock and offer (404 when unknown); the browser keeps one JSON-LD and drops its tags on the next page', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR, { categories: ['SPORT'] });
  const product = await catalogue.product(drop.id, {
    name: unique('Hulajnoga'),
    category: 'SPORT',
    msrp: 176_366, // 1 234,56 zł on day 1
    stock: 3,
  });
  const [picture] = await catalogue.picture(product.id, '#22c55e');

  // As a link preview reads it: no scripts. The server rendered the page itself too.
  const response = await request.get(`/product/${product.id}`);
  expect(response.status()).toBe(200);
  const sent = (await response.text()).replace(/\u00a0/g, ' ');
  expect(sent).toContain(`<title>${product.name} – 1 234,56 zł | Outlet Drop</title>`);
  expect(sent).toMatch(/<meta property="og:image" content="http:\/\/[^"]+-1200\.webp"/);
  expect(sent).toMatch(/<meta property="og:title" content="[^"]*1 234,56 zł/);
  const body = sent.slice(sent.indexOf('<div id="root">'));
  expect(body).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
  expect(body).toContain('1 234,56 zł');
  expect(body).toContain(picture!.replace(/-\d+\.webp$/, ''));
  expect(body).toContain('Pozostały 3 egzemplarze');
  const jsonLd = [...sent.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)];
  expect(jsonLd).toHaveLength(1);
  expect(JSON.parse(jsonLd[0]![1]!)).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: { price: '1234.56', priceCurrency: 'PLN' },
  });
  const unknown = await request.get('/product/987654321');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Nie znaleziono produktu');

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/\d+$/);

  await page
    .getByRole('navigation', { name: 'Ścieżka nawigacji' })
    .getByRole('link', { name: 'Sport' })
    .click();
  await expect(page).toHaveURL('/category/sport');
  // Nothing describes the product any more (moved within the app: its tags are gone; a click
  // before the scripts took over loads the category page with its own).
  await expect(
    page.locator(
      'link[rel="canonical"][href*="/product/"], meta[property="og:type"][content="product"]',
    ),
  ).toHaveCount(0);
});

test('the page as sent shows the product safety data (GPSR) before the buy button, and its JSON-LD the brand and identifiers', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR, { categories: ['TOYS'] });
  const maker = unique('Happy Toys Co., Ltd.');
  const manufacturerId = await catalogue.manufacturer({
    name: maker,
    postalAddress: 'No. 88 Xingning Road, 315040 Ningbo, Chiny',
    email: 'export@happytoys.example',
    outsideEu: true,
    euResponsibleName: 'Dystrybucja Nowak sp. z o.o.',
    euResponsibleAddress: 'ul. Magazynowa 5, 05-800 Pruszków',
    euResponsibleEmail: 'bezpieczenstwo@dystrybucja-nowak.example',
  });
  const product = await catalogue.product(drop.id, {
    name: unique('Robot tańczący'),
    category: 'TOYS',
    condition: 'USED',
    safety: {
      manufacturerId,
      model: 'HT-Dance 3',
      gtin: '5901234123457',
      serialNumber: 'PARTIA 2025/07',
      safetyInformation: 'Ostrzeżenie: nieodpowiednie dla dzieci w wieku poniżej 36 miesięcy.',
      inspectionNotes: 'Sprawdziliśmy: tańczy i świeci, brak pilota.',
    },
  });

  const sent = (await (await request.get(`/product/${product.id}`)).text()).replace(/\u00a0/g, ' ');
  const body = sent.slice(sent.indexOf('<div id="root">'));
  for (const text of [
    'Bezpieczeństwo produktu',
    maker,
    'No. 88 Xingning Road, 315040 Ningbo, Chiny',
    'export@happytoys.example',
    'Osoba odpowiedzialna w UE',
    'ul. Magazynowa 5, 05-800 Pruszków',
    'bezpieczenstwo@dystrybucja-nowak.example',
    'HT-Dance 3',
    '5901234123457',
    'PARTIA 2025/07',
    'Ostrzeżenie: nieodpowiednie dla dzieci w wieku poniżej 36 miesięcy.',
    'Sprawdziliśmy: tańczy i świeci, brak pilota.',
  ]) {
    expect(body, text).toContain(text);
  }
  const jsonLd = [...sent.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)];
  expect(JSON.parse(jsonLd[0]![1]!)).toMatchObject({
    '@type': 'Product',
    brand: { '@type': 'Brand', name: maker },
    gtin13: '5901234123457',
    mpn: 'HT-Dance 3',
    itemCondition: 'https://schema.org/UsedCondition',
  });

  // In the browser, the panel beside the buy button names the manufacturer and leads to it.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(`Producent: ${maker}`)).toBeVisible();
  await page.getByRole('link', { name: 'Bezpieczeństwo produktu i dane producenta' }).click();
  await expect(page.getByRole('heading', { name: 'Bezpieczeństwo produktu' })).toBeInViewport();
});
