// A used piece's known deviations on a phone (art. 43b ust. 5 of the consumer rights act: the
// seller answers for them unless the consumer „został wyraźnie poinformowany, że konkretna cecha
// towaru odbiega od wymagań zgodności z umową (…), oraz wyraźnie i odrębnie zaakceptował brak
// konkretnej cechy towaru”): the product page and the cart tell them, checkout cannot place the
// order until their own unticked box is ticked, and the order page and the confirmation e-mail
// repeat what was accepted and when. The PDFs the e-mail attaches are checked in
// apps/api/src/flows/ordering/order-confirmation.test.ts.
import { randomBytes } from 'node:crypto';
import type { CreateOrderResponse } from '@shop/shared/orders';
import { test, expect } from './support/fixtures.ts';
import { createProducts } from './support/cart-products.ts';
import { look } from './support/look.ts';
import { emailWithSubject } from './support/mail.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const NOTES = 'Sprawdzone po zwrocie: działa, rysa 3 cm na pokrywie, brak kabla USB.';
const SHOWN = `Stan: po zwrocie/używany. ${NOTES}`;

test('a used piece cannot be ordered until its deviations are accepted; the order and its e-mail keep them', async ({
  page,
  request,
}) => {
  test.slow(); // a product, a shopper and a purchase through the screens
  const name = `Głośnik po zwrocie ${randomBytes(3).toString('hex')}`;
  const [product] = await createProducts(request, [
    { name, msrp: 20_000, stock: 1, condition: 'USED', inspectionNotes: NOTES },
  ]);
  const shopper = await registerShopper(request);
  const token = await openLoggedIn(page, shopper, `/product/${product!.id}`);
  const headers = { authorization: `Bearer ${token}` };
  const address = await request.post('/api/users/me/addresses', {
    headers,
    data: {
      name: 'Ewa Lis',
      street: 'Wąska 3',
      postalCode: '30-001',
      city: 'Kraków',
      country: 'Polska',
    },
  });
  expect(address.status()).toBe(201);

  // The product page says what differs, before anything is put in the cart.
  await expect(page.getByText('Znane odstępstwa od stanu nowego')).toBeVisible();
  await expect(page.getByText(SHOWN)).toBeVisible();
  await look(page, 'deviations-product-390');
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).first().click();

  await page.goto('/cart');
  await expect(page.getByText(`Znane odstępstwa: ${SHOWN}`)).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /Przelew online/ }).check();

  const box = page.getByRole('region', { name: 'Stan produktów po zwrocie i używanych' });
  await expect(box).toContainText(name);
  await expect(box).toContainText(SHOWN);
  const accept = box.getByRole('checkbox', { name: 'Akceptuję opisane odstępstwa tych produktów' });
  await expect(accept).not.toBeChecked();
  const submit = page.getByRole('button', { name: 'Zamawiam i płacę' });
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText('Zaakceptuj opisany stan produktów, aby złożyć zamówienie.'),
  ).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await look(page, 'deviations-checkout-390');

  await accept.click();
  await expect(submit).toBeEnabled();
  // The order's answer is read on its way to the page: paying by transfer leaves the page at
  // once, and the browser forgets an answer's body when its page goes.
  let sent: unknown;
  let placed: CreateOrderResponse | undefined;
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent = route.request().postDataJSON();
    const response = await route.fetch();
    placed = (await response.json()) as CreateOrderResponse;
    await route.fulfill({ response });
  });
  await submit.click();
  await page.waitForURL((url) => url.pathname !== '/checkout');
  expect(sent).toMatchObject({
    acceptedDeviations: [{ productId: product!.id, deviations: SHOWN }],
  });
  const { id } = placed!;

  // The order page repeats what was accepted, and when.
  await page.goto(`/orders?order=${id}`);
  const accepted = page.getByRole('region', { name: 'Zaakceptowany stan produktów' });
  await expect(accepted).toContainText(SHOWN);
  await expect(accepted).toContainText('Zaakceptowano przy zamówieniu:');
  await accepted.scrollIntoViewIfNeeded();
  await look(page, 'deviations-order-390');

  // So does the confirmation, with the terms and the withdrawal form attached.
  const mail = await emailWithSubject(shopper.email, `Dziękujemy za zamówienie nr ${id}`);
  expect(mail.text).toContain(`${name}: ${SHOWN}`);
  expect(mail.text).toContain('Zaakceptowano przy zamówieniu:');
  expect(mail.attachments.map((file) => file.filename)).toEqual([
    expect.stringMatching(/^regulamin-\d{4}-\d{2}-\d{2}\.pdf$/),
    'odstapienie-od-umowy.pdf',
  ]);
});
