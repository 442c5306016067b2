// The static pages: how it works, the terms with the returns and withdrawal rules and their
// PDF, the withdrawal information with the model form, the privacy policy, the accessibility
// statement, contact with the operator's details from /config.json, and the not-found page.
import type { LegalParty } from '@shop/shared/legal-text';
import { test, expect } from './support/fixtures.ts';
import { look } from './support/look.ts';

/** The operator as /config.json gives it: the parties the legal documents name, and `demo`. */
type Operator = LegalParty & { demo: boolean };

test('how it works explains drops, prices and the FAQ', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { name: 'Jak to działa', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Czym jest kolekcja?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dynamiczne ceny' })).toBeVisible();
  const schedule = page.getByRole('table', { name: 'Harmonogram cen w kolekcji' });
  await expect(schedule.getByRole('row', { name: '1–2 70% ceny rynkowej' })).toBeVisible();
  await expect(schedule.getByRole('row', { name: '13–14 1,00 zł' })).toBeVisible();
  for (const question of [
    'Jak kupić produkt?',
    'Dlaczego ceny się zmieniają?',
    'Co się dzieje po 14 dniach?',
  ]) {
    await expect(page.getByText(question)).toBeVisible();
  }
  await page.getByText('Co się dzieje po 14 dniach?').click();
  await expect(page.getByText(/wycofywane\s+ze\s+sprzedaży/)).toBeVisible();
});

test('the terms name the operator and the return rules', async ({ page, request }) => {
  const { operator } = (await (await request.get('/config.json')).json()) as {
    operator: Operator;
  };
  await page.goto('/conditions-of-use');
  await expect(page.getByRole('heading', { name: 'Regulamin sklepu', level: 1 })).toBeVisible();
  await expect(page.getByText('Obowiązuje od 29 listopada 2026 r.', { exact: true })).toBeVisible();
  const sections = [
    'Postanowienia ogólne',
    'Definicje',
    'Zasady korzystania ze Sklepu',
    'Zamówienia i płatności',
    'Reklamacje i zwroty',
    'Powiadomienia e-mail',
    'Odpowiedzialność',
    'Zmiany regulaminu',
    'Postanowienia końcowe',
  ];
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Spis treści', ...sections.map((s, i) => `§ ${i + 1}. ${s}`)]);
  const main = page.getByRole('main');
  await expect(main).toContainText(operator.name);
  await expect(main).toContainText(`NIP ${operator.nip}`);
  await expect(main).toContainText(`KRS ${operator.krs}`);
  // A sole trader buying outside its profession keeps the withdrawal (art. 38a), NIP or not.
  await expect(main).toContainText(/dla których zakup nie ma charakteru\s+zawodowego \(art\. 38a/);
  await expect(main).toContainText(/także gdy podają NIP do faktury/);
  // A complaint unanswered in 14 days of its filing is accepted (art. 7a ust. 1).
  await expect(main).toContainText(/uważa się, że uznał reklamację/);
  // The withdrawal function and complaints in the shop, with the return address.
  await expect(main).toContainText(/przycisk „Odstąp od umowy”/);
  await expect(main).toContainText(/„Potwierdź odstąpienie”/);
  await expect(main).toContainText(/przyciskiem „Złóż\s+reklamację”/);
  await expect(main).toContainText(
    /odsyła produkty w ciągu 14 dni od dnia złożenia\s+oświadczenia/,
  );
  await expect(main).toContainText(
    `${operator.name}, ${operator.street}, ${operator.postalCode} ${operator.city}`,
  );
  await expect(main).toContainText(/Koszty odesłania produktu ponosi Klient/);
  await expect(main).toContainText(/zwraca płatność w ciągu 14 dni od otrzymania oświadczenia/);
  // The e-mails it sends besides those about orders.
  await expect(main).toContainText(/„Przypomnij mi”/);
  await expect(main).toContainText(/Powiadomienia o obniżkach/);
  await expect(main).toContainText(/nie wcześniej niż 14 dni od ich ogłoszenia/);
  await expect(main.getByRole('link', { name: operator.email }).first()).toHaveAttribute(
    'href',
    `mailto:${operator.email}`,
  );
  // The orders page is where order and product numbers are found.
  await expect(main.getByRole('link', { name: 'Zamówienia', exact: true }).first()).toHaveAttribute(
    'href',
    '/orders',
  );
  // Art. 43b ust. 5 and 43d: accepted deviations are no non-conformity; the shop collects.
  await expect(main).toContainText(/wyraźnie, odrębnie go akceptuje/);
  await expect(main).toContainText(/odbiera reklamowany produkt na swój koszt/);
  // The same text as a file to keep (art. 21), and the model form it points to.
  const pdf = main.getByRole('link', { name: 'Pobierz regulamin (PDF)' });
  await expect(pdf).toHaveAttribute('href', '/api/legal/terms.pdf');
  const file = await request.get('/api/legal/terms.pdf');
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(main.getByRole('link', { name: 'strona Dostępność' })).toHaveAttribute(
    'href',
    '/accessibility',
  );
  await main.getByRole('link', { name: /§ 5\. Reklamacje i zwroty/ }).click();
  await expect(page).toHaveURL(/#reklamacje-i-zwroty$/);
  if (operator.demo) await expect(page.getByRole('note')).toContainText('Sklep demonstracyjny');
  await main.getByRole('link', { name: 'wzorze formularza odstąpienia od umowy' }).click();
  await expect(page).toHaveURL(/\/withdrawal-form$/);
});

test('the withdrawal information and the model form of annex 2, as a page and a PDF', async ({
  page,
  request,
}) => {
  const { operator } = (await (await request.get('/config.json')).json()) as {
    operator: Operator;
  };
  await page.goto('/withdrawal-form');
  await expect(page.getByRole('heading', { name: 'Odstąpienie od umowy', level: 1 })).toBeVisible();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'Spis treści',
    'Prawo odstąpienia od umowy',
    'Skutki odstąpienia od umowy',
    'Wzór formularza odstąpienia od umowy',
  ]);
  const main = page.getByRole('main');
  await expect(main).toContainText(
    '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
  );
  await expect(main).toContainText(
    `Adresat: ${operator.name}, ${operator.street}, ${operator.postalCode} ${operator.city}`,
  );
  await expect(main).toContainText('Imię i nazwisko konsumenta(-ów)');
  await expect(main).toContainText('(*) Niepotrzebne skreślić.');
  await expect(main.getByRole('link', { name: 'Pobierz formularz (PDF)' })).toHaveAttribute(
    'href',
    '/api/legal/withdrawal-form.pdf',
  );
  await look(page, 'withdrawal-form-1280');
});

test('the privacy policy lists its sections', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(
    page.getByRole('heading', { name: 'Polityka prywatności i plików cookies', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText('Ostatnia aktualizacja: 27 listopada 2026 r.', { exact: true }),
  ).toBeVisible();
  const sections = [
    'Administrator danych',
    'Zasady przetwarzania danych',
    'Cele i podstawy przetwarzania',
    'Zakres danych',
    'Odbiorcy danych',
    'Okres przechowywania',
    'Prawa osób, których dane dotyczą',
    'Pliki cookies i pamięć przeglądarki',
    'Kontakt w sprawach prywatności',
  ];
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Spis treści', ...sections.map((s, i) => `§ ${i + 1}. ${s}`)]);
  // Every kind of data the shop keeps, the consents-based notices among them.
  const main = page.getByRole('main');
  for (const kind of [
    /akceptacji regulaminu oraz jego wersja/,
    /Odstąpienia od umowy i reklamacje: wskazane produkty, data i godzina oświadczenia/,
    /dołączone zdjęcie/,
    /Przypomnienia o starcie kolekcji/,
    /Powiadomienia o obniżkach cen produktów z list życzeń/,
    /nieudanych prób logowania/,
  ]) {
    await expect(main).toContainText(kind);
  }
});

test('contact shows the e-mail and the company details', async ({ page, request }) => {
  const { operator } = (await (await request.get('/config.json')).json()) as {
    operator: Operator;
  };
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Kontakt', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: operator.email }).first()).toHaveAttribute(
    'href',
    `mailto:${operator.email}`,
  );
  for (const value of [operator.name, operator.nip, operator.krs, operator.regon]) {
    await expect(main.getByText(value, { exact: true }).first()).toBeVisible();
  }
  // Withdrawals and complaints are made in the shop; the goods go to the address shown.
  const returns = main.getByRole('region', { name: 'Zwroty i reklamacje' });
  await expect(returns).toContainText('„Odstąp od umowy”, „Złóż reklamację”');
  await expect(returns).toContainText(
    `${operator.name}, ${operator.street}, ${operator.postalCode} ${operator.city}`,
  );
});

test('the accessibility statement says how the shop meets the requirements and where to report a problem', async ({
  page,
  request,
}) => {
  const { operator } = (await (await request.get('/config.json')).json()) as {
    operator: Operator;
  };
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { name: 'Dostępność', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('EN 301 549');
  await expect(main).toContainText('WCAG 2.1 na poziomie AA');
  await expect(main.getByRole('heading', { name: 'Znane ograniczenia' })).toBeVisible();
  await expect(main.getByRole('link', { name: operator.email }).first()).toHaveAttribute(
    'href',
    `mailto:${operator.email}?subject=${encodeURIComponent('Dostępność sklepu')}`,
  );
  // The act's complaint („skarga”): answered in 30 days, 60 in a complicated case.
  await expect(main).toContainText(/Skargę rozpatrujemy w ciągu 30 dni od jej otrzymania/);
  await expect(main).toContainText(/przedłużyć do 60 dni/);
  // E-commerce's market-surveillance authority is the minister for digitisation; PFRON's
  // President coordinates the system (the accessibility act of 26 April 2024).
  await expect(main).toContainText(/minister właściwy do\s+spraw informatyzacji/);
  await expect(main).toContainText('Prezesowi Zarządu Państwowego Funduszu Rehabilitacji');
});

test('footer links reach the static pages, unknown paths get a not-found page', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Jak to działa' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await footer.getByRole('link', { name: 'Regulamin' }).click();
  await expect(page).toHaveURL(/\/conditions-of-use$/);
  await footer.getByRole('link', { name: 'Odstąpienie od umowy' }).click();
  await expect(page).toHaveURL(/\/withdrawal-form$/);
  await footer.getByRole('link', { name: 'Polityka prywatności' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await footer.getByRole('link', { name: 'Dostępność' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  // A real 404, kept out of search engines, with the shop's own page.
  const unknown = await page.goto('/nie-ma-takiej-strony');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText('Nie znaleziono strony')).toBeVisible();
  await look(page, 'not-found', { bothWidths: true });
});
