import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders';
import { renderEmail, renderOrderEmail, type MailContext, type OrderEmailFacts } from './index.ts';

const context: MailContext = {
  shopUrl: 'https://sklep.test',
  operator: {
    name: 'Outlet Drop sp. z o.o.',
    street: 'ul. Przykładowa 12/4',
    postalCode: '00-950',
    city: 'Warszawa',
    nip: '1234563218',
    krs: '0000123456',
    regon: '123456785',
    email: 'kontakt@sklep.test',
    phone: '+48 22 123 45 67',
    demo: false,
  },
};

const zl = (amount: string) => `${amount}\u00a0zł`;

const order: Order = {
  id: 42,
  createdAt: '2026-11-25T13:00:00.000Z',
  status: 'PENDING',
  totalAmount: 10_800,
  shippingCost: 1_000,
  subtotal: 11_000,
  discount: 1_200,
  items: [
    { id: 1, product: { id: 7, name: 'Kurtka <zimowa>', images: [] }, price: 5_500, quantity: 2 },
  ],
  shippingMethod: 'INPOST_PARCEL_LOCKER',
  parcelLockerId: 'KRA010',
  shippingAddress: {
    id: 3,
    name: 'Zażółć Gęślą',
    street: 'Długa 1',
    city: 'Kraków',
    postalCode: '30-001',
    country: 'Polska',
  },
  invoiceDetails: null,
  couponId: 5,
  paymentUrl: 'https://pay.test/trnRequest/abc?x=1&y=2',
  // 14:30 in Warsaw (winter time, UTC+1).
  expiresAt: '2026-11-25T13:30:00.000Z',
  paidAt: null,
  receiptId: null,
  refundRequired: false,
  shipment: null,
  refunds: [],
  invoices: [],
};

const render = (facts: Partial<OrderEmailFacts> & Pick<OrderEmailFacts, 'kind'>) =>
  renderOrderEmail({ order, data: {}, ...facts }, context);

/** What every e-mail carries: the brand, the operator's details, escaped names. */
function expectShopLook(mail: { html: string; text: string }) {
  expect(mail.html).toContain('<html lang="pl">');
  expect(mail.html).toContain('Outlet<span style="color:#f97316">Drop</span>');
  for (const detail of [
    'Outlet Drop sp. z o.o.',
    'ul. Przykładowa 12/4, 00-950 Warszawa',
    'NIP 1234563218',
    'kontakt@sklep.test',
    '+48 22 123 45 67',
  ]) {
    expect(mail.text).toContain(detail);
    expect(mail.html).toContain(detail);
  }
  expect(mail.html).not.toContain('<zimowa>');
}

describe('order e-mail templates', () => {
  it('PLACED: the payment link, the deadline in Polish time, the lines and totals', () => {
    const mail = render({ kind: 'PLACED' });
    expect(mail.subject).toBe('Dziękujemy za zamówienie nr 42');
    expect(mail.text).toContain(
      'Produkty są zarezerwowane dla Ciebie do 25 listopada 2026, 14:30.',
    );
    expect(mail.text).toContain(`Zapłać ${zl('108,00')}: https://pay.test/trnRequest/abc?x=1&y=2`);
    expect(mail.html).toContain('href="https://pay.test/trnRequest/abc?x=1&amp;y=2"');
    expect(mail.text).toContain(`- Kurtka <zimowa> × 2: ${zl('110,00')}`);
    expect(mail.text).toContain(`Rabat: −${zl('12,00')}`);
    expect(mail.text).toContain(`Wysyłka: ${zl('10,00')}`);
    expect(mail.text).toContain(`Razem: ${zl('108,00')}`);
    expect(mail.html).toContain('Kurtka &lt;zimowa&gt;');
    expect(mail.text).toContain('Paczkomat InPost KRA010');
    expect(mail.text).toContain('Moje zamówienia (https://sklep.test/orders)');
    expectShopLook(mail);
  });

  it('PLACED, sent once the order is no longer waiting: no payment link', () => {
    const mail = render({ kind: 'PLACED', order: { ...order, status: 'PAID', paymentUrl: null } });
    expect(mail.text).toContain('Przyjęliśmy zamówienie nr 42.');
    expect(mail.text).not.toContain('Zapłać');
    expect(mail.text).not.toContain('zarezerwowane');
  });

  it('PAID: the confirmation with totals, delivery and invoice details', () => {
    const paid: Order = {
      ...order,
      status: 'PAID',
      paymentUrl: null,
      paidAt: '2026-11-25T13:05:00.000Z',
      shippingMethod: 'INPOST_COURIER',
      parcelLockerId: null,
      totalAmount: 202_930,
      invoiceDetails: {
        id: 4,
        name: 'Firma Zażółć sp. z o.o.',
        street: 'Rynek 2',
        city: 'Kraków',
        postalCode: '31-001',
        country: 'Polska',
        taxId: '5260250274',
      },
    };
    const mail = render({ kind: 'PAID', order: paid });
    expect(mail.subject).toBe('Zamówienie nr 42 zostało opłacone');
    expect(mail.text).toContain('Otrzymaliśmy płatność za zamówienie nr 42.');
    expect(mail.text).toContain(`Razem: ${zl('2\u00a0029,30')}`);
    expect(mail.text).toContain('Kurier InPost\nZażółć Gęślą\nDługa 1\n30-001 Kraków');
    expect(mail.text).toContain('Firma Zażółć sp. z o.o.');
    expect(mail.text).toContain('NIP 5260250274');
    expectShopLook(mail);
  });

  it('SHIPPED: the tracking number and the tracking page', () => {
    const mail = render({
      kind: 'SHIPPED',
      order: {
        ...order,
        status: 'SHIPPED',
        shipment: {
          service: 'inpost_locker_standard',
          parcelSize: 'small',
          status: 'confirmed',
          trackingNumber: '620000000000000000000001',
          trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001',
          createdAt: '2026-11-26T09:00:00.000Z',
          updatedAt: '2026-11-26T09:05:00.000Z',
        },
      },
    });
    expect(mail.subject).toBe('Zamówienie nr 42 zostało wysłane');
    expect(mail.text).toContain('Numer przesyłki InPost: 620000000000000000000001');
    expect(mail.text).toContain(
      'Śledź przesyłkę: https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001',
    );
    expect(mail.html).toContain(
      'href="https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001"',
    );
    expect(mail.text).toContain('InPost wyśle Ci SMS i e-mail z kodem odbioru');
    expectShopLook(mail);
  });

  it('DELIVERED: thanks, and how to return a product', () => {
    const mail = render({ kind: 'DELIVERED', order: { ...order, status: 'DELIVERED' } });
    expect(mail.subject).toBe('Zamówienie nr 42 zostało dostarczone');
    expect(mail.text).toContain('masz 14 dni od otrzymania paczki na odstąpienie od umowy');
    expect(mail.html).toContain('href="mailto:kontakt@sklep.test"');
    expectShopLook(mail);
  });

  it('CANCELLED by staff: unpaid, or paid and going back', () => {
    const unpaid = render({ kind: 'CANCELLED', order: { ...order, status: 'CANCELLED' } });
    expect(unpaid.subject).toBe('Zamówienie nr 42 zostało anulowane');
    expect(unpaid.text).toContain('Zamówienie nr 42 zostało anulowane przez sklep.');
    expect(unpaid.text).toContain('nie musisz nic robić');
    expectShopLook(unpaid);
    const paid = render({
      kind: 'CANCELLED',
      order: { ...order, status: 'CANCELLED', paidAt: '2026-11-25T13:05:00.000Z' },
    });
    expect(paid.text).toContain(`zwrócimy ${zl('108,00')} na rachunek`);
  });

  it('EXPIRED: the reservation ran out unpaid', () => {
    const mail = render({ kind: 'EXPIRED', order: { ...order, status: 'CANCELLED' } });
    expect(mail.subject).toBe('Zamówienie nr 42 zostało anulowane – minął czas na płatność');
    expect(mail.text).toContain(
      'Nie otrzymaliśmy płatności za zamówienie nr 42 do 25 listopada 2026, 14:30',
    );
    expect(mail.text).toContain('produkty wróciły do sprzedaży');
    expect(mail.text).toContain(`Razem: ${zl('108,00')}`);
    expectShopLook(mail);
  });

  it('REFUNDED: the amount of the refund it names, and what it covers', () => {
    const refunded: Order = {
      ...order,
      status: 'DELIVERED',
      refunds: [
        {
          id: 8,
          amount: 99_999,
          status: 'COMPLETED',
          reason: 'STAFF',
          items: [],
          shipping: false,
          createdAt: '2026-11-20T10:00:00.000Z',
          settledAt: '2026-11-20T10:05:00.000Z',
        },
        {
          id: 9,
          amount: 5_500,
          status: 'COMPLETED',
          reason: 'STAFF',
          items: [{ orderItemId: 1, quantity: 1 }],
          shipping: true,
          createdAt: '2026-11-28T10:00:00.000Z',
          settledAt: '2026-11-28T10:05:00.000Z',
        },
      ],
    };
    const mail = render({ kind: 'REFUNDED', order: refunded, data: { refundId: 9 } });
    expect(mail.subject).toBe(`Zwrot ${zl('55,00')} za zamówienie nr 42`);
    expect(mail.text).toContain(`Zwróciliśmy ${zl('55,00')} za zamówienie nr 42`);
    expect(mail.text).toContain('Kurtka <zimowa> × 1\nKoszt wysyłki');
    expect(mail.text).not.toContain('999,99');
    expectShopLook(mail);
    expect(() => render({ kind: 'REFUNDED', order: refunded, data: { refundId: 10 } })).toThrow(
      'refund 10',
    );
  });

  it('INVOICE_ISSUED: the number, and the PDF attached', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7');
    const invoiced: Order = {
      ...order,
      status: 'PAID',
      invoices: [
        {
          id: 3,
          number: 'FV/2026/11/0007',
          kind: 'INVOICE',
          issuedAt: '2026-11-25T13:06:00.000Z',
          gross: 10_800,
        },
      ],
    };
    const mail = render({
      kind: 'INVOICE_ISSUED',
      order: invoiced,
      data: { invoiceId: 3 },
      invoice: { number: 'FV/2026/11/0007', filename: 'FV-2026-11-0007.pdf', bytes: pdf },
    });
    expect(mail.subject).toBe('Faktura VAT nr FV/2026/11/0007 do zamówienia nr 42');
    expect(mail.text).toContain('W załączniku przesyłamy fakturę VAT nr FV/2026/11/0007');
    expect(mail.attachments).toEqual([
      { filename: 'FV-2026-11-0007.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    expectShopLook(mail);
    const correction = render({
      kind: 'INVOICE_ISSUED',
      order: { ...invoiced, invoices: [{ ...invoiced.invoices[0]!, kind: 'CORRECTION' }] },
      data: { invoiceId: 3 },
      invoice: { number: 'KOR/2026/11/0001', filename: 'KOR-2026-11-0001.pdf', bytes: pdf },
    });
    expect(correction.subject).toBe('Faktura korygująca nr KOR/2026/11/0001 do zamówienia nr 42');
    expect(correction.text).toContain('przesyłamy fakturę korygującą nr KOR/2026/11/0001');
  });
});

describe('account e-mail templates', () => {
  it('PASSWORD_RESET: the single-use link, its hour, the account footer in the shop look', () => {
    const mail = renderEmail({ kind: 'PASSWORD_RESET', resetToken: 'a-b_c' }, context);
    expect(mail.subject).toBe('Ustaw nowe hasło');
    expect(mail.text).toContain('Ustaw nowe hasło: https://sklep.test/reset-password?token=a-b_c');
    expect(mail.html).toContain('href="https://sklep.test/reset-password?token=a-b_c"');
    expect(mail.text).toContain('Link działa przez 1 godzinę i można go użyć tylko raz.');
    expect(mail.text).toContain('dotyczy Twojego konta w sklepie');
    expect(mail.text).not.toContain('zamówienia');
    expectShopLook(mail);
  });
});
