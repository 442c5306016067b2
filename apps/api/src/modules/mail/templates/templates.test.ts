import { formatPrice } from '@shop/shared/money';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders';
import type { OrderReturn } from '@shop/shared/returns';
import { cancelledEmail } from './cancelled.ts';
import { deliveredEmail } from './delivered.ts';
import { dropOpenedEmail } from './drop-opened.ts';
import { dropReminderConfirmEmail, type ReminderDrop } from './drop-reminder-confirm.ts';
import { expiredEmail } from './expired.ts';
import { invoiceIssuedEmail, type InvoiceFile } from './invoice-issued.ts';
import type { MailContext } from './layout.ts';
import type { MailMessage } from '../mailer.ts';
import { newsletterConfirmEmail } from './newsletter-confirm.ts';
import { paidEmail } from './paid.ts';
import { passkeyAddedEmail } from './passkey-added.ts';
import { passkeyRemovedEmail } from './passkey-removed.ts';
import { passwordChangedEmail } from './password-changed.ts';
import { passwordResetEmail } from './password-reset.ts';
import { placedEmail } from './placed.ts';
import { priceDroppedEmail, type PriceDropFacts } from './price-dropped.ts';
import { priceTargetReachedEmail, type PriceTargetFacts } from './price-target-reached.ts';
import { refundedEmail } from './refunded.ts';
import { returnDecidedEmail } from './return-decided.ts';
import { withdrawalConfirmedEmail } from './withdrawal-confirmed.ts';
import { returnRequestedEmail } from './return-requested.ts';
import { shippedEmail } from './shipped.ts';
import { formatTime } from '@shop/shared/warsaw-time';

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
  professionalPurchase: false,
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
  returns: [],
  withdrawalUntil: null,
  deviations: null,
  termsVersion: '2026-11-28',
};

/** The facts an order e-mail's kind loads (flows/ordering/order-email.ts), given here. */
interface OrderFacts {
  kind: string;
  order?: Order;
  data?: { refundId?: number; invoiceId?: number };
  invoice?: InvoiceFile;
  orderReturn?: OrderReturn;
}

/** Stand-ins for the terms' and the withdrawal form's PDFs (modules/legal makes the real ones). */
const contractFiles = {
  terms: new TextEncoder().encode('%PDF-terms'),
  withdrawal: new TextEncoder().encode('%PDF-withdrawal'),
};

const orderTemplates = {
  PAID: paidEmail,
  SHIPPED: shippedEmail,
  DELIVERED: deliveredEmail,
  CANCELLED: cancelledEmail,
  EXPIRED: expiredEmail,
};

function render({
  kind,
  order: about = order,
  data = {},
  invoice,
  orderReturn,
}: OrderFacts): Omit<MailMessage, 'to'> {
  if (kind === 'REFUNDED') return refundedEmail(about, context, data.refundId);
  if (kind === 'INVOICE_ISSUED')
    return invoiceIssuedEmail(about, context, data.invoiceId, invoice!);
  if (kind === 'RETURN_REQUESTED') return returnRequestedEmail(about, context, orderReturn!);
  if (kind === 'RETURN_DECIDED') return returnDecidedEmail(about, context, orderReturn!);
  if (kind === 'WITHDRAWAL_CONFIRMED') {
    return withdrawalConfirmedEmail(about, context, orderReturn!);
  }
  if (kind === 'PLACED') return placedEmail(about, context, contractFiles);
  return orderTemplates[kind as keyof typeof orderTemplates](about, context);
}

/** The facts an account e-mail's kind loads from its queued data, given here. */
type AccountFacts =
  | { kind: 'PASSWORD_RESET'; resetToken: string }
  | { kind: 'NEWSLETTER_CONFIRM'; confirmToken: string; unsubscribeToken: string }
  | { kind: 'DROP_REMINDER_CONFIRM'; drop: ReminderDrop; confirmToken: string }
  | { kind: 'DROP_OPENED'; drop: ReminderDrop; lobbyOpensAt: string | null }
  | ({ kind: 'PRICE_DROPPED' } & PriceDropFacts)
  | ({ kind: 'PRICE_TARGET_REACHED' } & PriceTargetFacts);

function renderEmail(facts: AccountFacts, mailContext: MailContext) {
  if (facts.kind === 'PASSWORD_RESET') return passwordResetEmail(facts.resetToken, mailContext);
  if (facts.kind === 'NEWSLETTER_CONFIRM') return newsletterConfirmEmail(facts, mailContext);
  if (facts.kind === 'DROP_REMINDER_CONFIRM') return dropReminderConfirmEmail(facts, mailContext);
  if (facts.kind === 'DROP_OPENED') return dropOpenedEmail(facts, mailContext);
  if (facts.kind === 'PRICE_TARGET_REACHED') return priceTargetReachedEmail(facts, mailContext);
  return priceDroppedEmail(facts, mailContext);
}

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
      'Produkty są zarezerwowane dla Ciebie do 25 listopada 2026, 14:30 – do tego czasu możesz za nie zapłacić.',
    );
    // While the order can be paid, nothing threatens its cancellation.
    expect(mail.text).not.toMatch(/anulowane|anulujemy/);
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
    expect(mail.text).toContain('Przyjęliśmy zamówienie nr 42 i płatność za nie.');
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
          carrier: 'INPOST',
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

  it('SHIPPED with another carrier: its name, the number and its tracking page', () => {
    const mail = render({
      kind: 'SHIPPED',
      order: {
        ...order,
        status: 'SHIPPED',
        shipment: {
          service: null,
          parcelSize: null,
          carrier: 'DPD',
          status: 'HANDED_OVER',
          trackingNumber: '0000123456789U',
          trackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U',
          createdAt: '2026-11-26T09:00:00.000Z',
          updatedAt: '2026-11-26T09:00:00.000Z',
        },
      },
    });
    expect(mail.text).toContain('Numer przesyłki DPD: 0000123456789U');
    expect(mail.text).toContain(
      'Śledź przesyłkę: https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U',
    );
    expect(mail.text).toContain('Paczkę dostarczy DPD pod adres podany w zamówieniu.');
  });

  it('DELIVERED: thanks, and how to return a product', () => {
    const delivered: Order = {
      ...order,
      status: 'DELIVERED',
      withdrawalUntil: '2026-12-09T22:59:59.999Z',
    };
    const mail = render({ kind: 'DELIVERED', order: delivered });
    expect(mail.subject).toBe('Zamówienie nr 42 zostało dostarczone');
    expect(mail.text).toContain(
      'masz 14 dni od otrzymania paczki na odstąpienie od umowy bez podania przyczyny (do 9 grudnia 2026)',
    );
    expect(mail.text).toContain('odstąp od umowy tutaj (https://sklep.test/orders?odstapienie=42)');
    expect(mail.html).toContain('href="mailto:kontakt@sklep.test"');
    expectShopLook(mail);
    // A business purchase has no withdrawal right: only a complaint is offered.
    const business = render({ kind: 'DELIVERED', order: { ...delivered, withdrawalUntil: null } });
    expect(business.text).not.toContain('odstąpienie');
    expect(business.text).toContain('Jeśli produkt ma wadę, złóż reklamację');
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

  it('RETURN_REQUESTED: what was declared, the return address, the deadline, the order number', () => {
    const declared: OrderReturn = {
      id: 5,
      orderId: 42,
      type: 'WITHDRAWAL',
      status: 'REQUESTED',
      items: [{ orderItemId: 1, quantity: 1, productId: 7, productName: 'Kurtka <zimowa>' }],
      description: null,
      hasPhoto: false,
      createdAt: '2026-11-25T13:00:00.000Z',
      // The end of 9 December in Warsaw.
      shipBy: '2026-12-09T22:59:59.999Z',
      receivedAt: null,
      answerBy: null,
      refundBy: '2026-12-09T22:59:59.999Z',
      decidedAt: null,
      rejectionReason: null,
      refundId: null,
      deduction: null,
      deductionReason: null,
    };
    const mail = render({ kind: 'RETURN_REQUESTED', orderReturn: declared });
    expect(mail.subject).toBe('Odstąpienie od umowy — zamówienie nr 42 (zgłoszenie nr 5)');
    expect(mail.text).toContain('Zgłoszone produkty:\nKurtka <zimowa> × 1');
    expect(mail.text).toContain(
      'Odeślij produkty na adres:\nOutlet Drop sp. z o.o.\nul. Przykładowa 12/4\n00-950 Warszawa',
    );
    expect(mail.text).toContain(
      'Nadaj paczkę najpóźniej 9 grudnia 2026. Koszt odesłania produktów ponosi kupujący.',
    );
    expect(mail.text).toContain('numerem zamówienia: nr 42');
    expectShopLook(mail);
    const complaint = render({
      kind: 'RETURN_REQUESTED',
      orderReturn: { ...declared, type: 'COMPLAINT', description: 'Pęknięty zamek błyskawiczny' },
    });
    expect(complaint.subject).toBe('Reklamacja — zamówienie nr 42 (zgłoszenie nr 5)');
    expect(complaint.text).toContain('Opis wad:\nPęknięty zamek błyskawiczny');
    // Art. 43d ust. 2: „Przedsiębiorca odbiera od konsumenta towar na swój koszt.”
    expect(complaint.text).toContain('Odbierzemy reklamowany produkt na nasz koszt.');
    expect(complaint.text).toContain('opłaconą przez nas');
    expect(complaint.text).not.toContain('Nadaj paczkę najpóźniej');
    expect(complaint.text).not.toContain('ponosi kupujący');
  });

  it('WITHDRAWAL_CONFIRMED: the statement, its date and time, and what happens next', () => {
    const statement: OrderReturn = {
      id: 5,
      orderId: 42,
      type: 'WITHDRAWAL',
      status: 'REQUESTED',
      items: [{ orderItemId: 1, quantity: 1, productId: 7, productName: 'Kurtka <zimowa>' }],
      description: null,
      hasPhoto: false,
      // 14:05 in Warsaw.
      createdAt: '2026-11-25T13:05:00.000Z',
      shipBy: '2026-12-09T22:59:59.999Z',
      receivedAt: null,
      answerBy: null,
      refundBy: '2026-12-09T22:59:59.999Z',
      decidedAt: null,
      rejectionReason: null,
      refundId: null,
      deduction: null,
      deductionReason: null,
    };
    const shipped = render({
      kind: 'WITHDRAWAL_CONFIRMED',
      order: { ...order, status: 'DELIVERED' },
      orderReturn: statement,
    });
    expect(shipped.subject).toBe('Potwierdzenie odstąpienia od umowy — zamówienie nr 42');
    expect(shipped.text).toContain(
      'Treść oświadczenia:\nOdstępuję od umowy sprzedaży następujących produktów z zamówienia nr 42',
    );
    expect(shipped.text).toContain('Kurtka <zimowa> × 1');
    expect(shipped.text).toMatch(
      /Data i godzina złożenia oświadczenia:\n25 listopada 2026.{1,4}14:05/,
    );
    expect(shipped.text).toContain(
      'Odeślij produkty na adres:\nOutlet Drop sp. z o.o.\nul. Przykładowa 12/4\n00-950 Warszawa',
    );
    expect(shipped.text).toContain('Nadaj paczkę najpóźniej 9 grudnia 2026.');
    expectShopLook(shipped);
    // Not sent yet: cancelled and refunded, nothing to send back.
    const cancelled = render({
      kind: 'WITHDRAWAL_CONFIRMED',
      order: {
        ...order,
        status: 'CANCELLED',
        paidAt: '2026-11-25T13:01:00.000Z',
        refunds: [
          {
            id: 9,
            amount: 13_999,
            status: 'PENDING',
            reason: 'STAFF',
            items: [],
            shipping: true,
            createdAt: '2026-11-25T13:05:00.000Z',
            settledAt: null,
          },
        ],
      },
      orderReturn: { ...statement, status: 'ACCEPTED', refundId: 9 },
    });
    expect(cancelled.text).toContain('anulowaliśmy: niczego nie musisz odsyłać');
    expect(cancelled.text).toContain(`Zwrot ${formatPrice(13_999)} (razem z kosztem dostawy)`);
    expect(cancelled.text).not.toContain('Odeślij produkty');
    // Not paid either: cancelled, nothing to pay or send (the contract is concluded at the order).
    const unpaid = render({
      kind: 'WITHDRAWAL_CONFIRMED',
      order: { ...order, status: 'CANCELLED' },
      orderReturn: { ...statement, status: 'ACCEPTED' },
    });
    expect(unpaid.text).toContain('niczego nie płacisz ani nie odsyłasz');
    expect(unpaid.text).not.toContain('Zwrot');
  });

  it('RETURN_DECIDED: accepted with the refund amount, or rejected with the reason', () => {
    const base: OrderReturn = {
      id: 5,
      orderId: 42,
      type: 'COMPLAINT',
      status: 'ACCEPTED',
      items: [{ orderItemId: 1, quantity: 2, productId: 7, productName: 'Kurtka <zimowa>' }],
      description: 'Pęknięty zamek',
      hasPhoto: true,
      createdAt: '2026-11-25T13:00:00.000Z',
      shipBy: '2026-12-09T22:59:59.999Z',
      receivedAt: '2026-11-28T10:00:00.000Z',
      answerBy: '2026-12-12T22:59:59.999Z',
      refundBy: null,
      decidedAt: '2026-11-29T10:00:00.000Z',
      rejectionReason: null,
      refundId: 9,
      deduction: null,
      deductionReason: null,
    };
    const refunded: Order = {
      ...order,
      status: 'DELIVERED',
      refunds: [
        {
          id: 9,
          amount: 9_800,
          status: 'PENDING',
          reason: 'STAFF',
          items: [{ orderItemId: 1, quantity: 2 }],
          shipping: false,
          createdAt: '2026-11-29T10:00:00.000Z',
          settledAt: null,
        },
      ],
    };
    const accepted = render({ kind: 'RETURN_DECIDED', order: refunded, orderReturn: base });
    expect(accepted.subject).toBe('Zgłoszenie nr 5 do zamówienia nr 42 zostało przyjęte');
    expect(accepted.text).toContain(`Zwracamy ${zl('98,00')} na rachunek`);
    expectShopLook(accepted);
    const deducted = render({
      kind: 'RETURN_DECIDED',
      order: refunded,
      orderReturn: { ...base, deduction: 1_250, deductionReason: 'Porysowana obudowa' },
    });
    expect(deducted.text).toContain(
      `Potrącenie za zmniejszenie wartości produktów (art. 34 ust. 4 ustawy o prawach konsumenta):\n${zl('12,50')}: Porysowana obudowa`,
    );
    const nothingLeft = render({
      kind: 'RETURN_DECIDED',
      orderReturn: { ...base, refundId: null },
    });
    expect(nothingLeft.text).toContain('zostały już zwrócone wcześniej');
    const rejected = render({
      kind: 'RETURN_DECIDED',
      orderReturn: {
        ...base,
        status: 'REJECTED',
        refundId: null,
        rejectionReason: 'Uszkodzenie mechaniczne z winy użytkownika',
      },
    });
    expect(rejected.subject).toBe('Zgłoszenie nr 5 do zamówienia nr 42 zostało odrzucone');
    expect(rejected.text).toContain('Powód:\nUszkodzenie mechaniczne z winy użytkownika');
    expectShopLook(rejected);
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
          ksef: null,
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

  it.each([
    {
      kind: 'PASSKEY_ADDED',
      mail: passkeyAddedEmail(
        { name: 'Telefon <Ani>', addedAt: '2026-11-30T08:05:00.000Z' },
        context,
      ),
      subject: 'Dodano klucz dostępu do Twojego konta',
      told: 'Do Twojego konta w sklepie Outlet Drop sp. z o.o. dodano klucz dostępu „Telefon <Ani>” (30 listopada 2026, 09:05).',
      ifNotYou: 'usuń go w ustawieniach konta i zmień hasło',
    },
    {
      kind: 'PASSKEY_REMOVED',
      mail: passkeyRemovedEmail(
        { name: 'Telefon <Ani>', removedAt: '2026-07-01T16:30:00.000Z' },
        context,
      ),
      subject: 'Usunięto klucz dostępu z Twojego konta',
      told: 'Z Twojego konta w sklepie Outlet Drop sp. z o.o. usunięto klucz dostępu „Telefon <Ani>” (1 lipca 2026, 18:30). Nie można się już nim logować.',
      ifNotYou: 'Jeśli nie usuwałeś tego klucza, zmień hasło',
    },
  ])(
    '$kind: which passkey, when in Polish time, and what to do if it was not you',
    ({ mail, subject, told, ifNotYou }) => {
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(told);
      expect(mail.html).toContain('Telefon &lt;Ani&gt;');
      expect(mail.html).not.toContain('Telefon <Ani>');
      expect(mail.text).toContain(ifNotYou);
      expect(mail.html).toContain('href="https://sklep.test/settings?tab=security"');
      expectShopLook(mail);
    },
  );

  it('PASSWORD_CHANGED: when in Polish time, every device signed out, and the way back', () => {
    const mail = passwordChangedEmail({ changedAt: '2026-11-30T08:05:00.000Z' }, context);
    expect(mail.subject).toBe('Hasło do Twojego konta zostało zmienione');
    expect(mail.text).toContain(
      'Hasło do Twojego konta w sklepie Outlet Drop sp. z o.o. zostało zmienione (30 listopada 2026, 09:05).',
    );
    expect(mail.text).toContain('Wylogowaliśmy Twoje konto na wszystkich urządzeniach');
    expect(mail.text).toContain(
      'Jeśli nie zmieniałeś hasła, ustaw nowe przez „Nie pamiętasz hasła?” i napisz do nas na kontakt@sklep.test',
    );
    expect(mail.html).toContain('href="https://sklep.test/forgot-password"');
    expectShopLook(mail);
  });
});

describe('reminder e-mail templates', () => {
  const drop = { name: 'Zimowa <wyprzedaż>', slug: 'zimowa-wyprzedaz', dropTime: order.expiresAt! };

  it('DROP_REMINDER_CONFIRM: the drop, its opening in Polish time, the single-use link', () => {
    const mail = renderEmail(
      { kind: 'DROP_REMINDER_CONFIRM', drop, confirmToken: 'a-b_c' },
      context,
    );
    expect(mail.subject).toBe('Potwierdź przypomnienie o kolekcji Zimowa <wyprzedaż>');
    expect(mail.text).toContain('25 listopada 2026, 14:30');
    expect(mail.text).toContain('https://sklep.test/reminders/confirm?token=a-b_c');
    expect(mail.html).toContain('Zimowa &lt;wyprzedaż&gt;');
    expect(mail.text).toContain('dotyczy przypomnienia o kolekcji');
    expectShopLook(mail);
  });

  it('DROP_OPENED: the drop is open, with its link', () => {
    const mail = renderEmail({ kind: 'DROP_OPENED', drop, lobbyOpensAt: null }, context);
    expect(mail.subject).toBe('Kolekcja Zimowa <wyprzedaż> już otwarta');
    expect(mail.text).toContain('https://sklep.test/collections/zimowa-wyprzedaz');
    expectShopLook(mail);
  });

  it('DROP_OPENED of a drop with a lobby: join the queue before the start, never „kolejność zamówień”', () => {
    const lobbyOpensAt = new Date(Date.parse(drop.dropTime) - 10 * 60_000).toISOString();
    const mail = renderEmail({ kind: 'DROP_OPENED', drop, lobbyOpensAt }, context);
    expect(mail.subject).toBe('Kolejka do kolekcji Zimowa <wyprzedaż> już otwarta');
    expect(mail.text).toContain(`Dołącz do kolejki przed startem o ${formatTime(drop.dropTime)}`);
    expect(mail.text).toContain('losowej kolejności');
    expect(mail.text).not.toContain('kolejność zamówień');
    expect(mail.text).toContain('https://sklep.test/collections/zimowa-wyprzedaz');
    expectShopLook(mail);
  });

  it('PRICE_DROPPED: the product, the new and the previous price, how to turn alerts off', () => {
    const mail = renderEmail(
      {
        kind: 'PRICE_DROPPED',
        product: { id: 7, name: 'Kurtka <zimowa>' },
        price: 5_000,
        previousPrice: 6_000,
        lowestPrice: 6_000,
        withdrawToken: 'tok/en+1',
      },
      context,
    );
    expect(mail.subject).toBe(`Niższa cena: Kurtka <zimowa> za ${zl('50,00')}`);
    // One click in the mail client turns the alerts off (RFC 8058), the token escaped in the URL.
    expect('headers' in mail && mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://sklep.test/api/wishlists/price-alerts/withdraw?token=tok%2Fen%2B1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`spadła z ${zl('60,00')} do ${zl('50,00')}`);
    expect(mail.text).toContain(`Najniższa cena z 30 dni przed obniżką: ${zl('60,00')}.`);
    expect(mail.text).toContain('https://sklep.test/product/7');
    expect(mail.text).toContain('https://sklep.test/wishlists');
    expect(mail.text).toContain('Wyłączysz je na stronie');
    expectShopLook(mail);
  });

  it('PRICE_TARGET_REACHED: the price waited for, the price now, the 30-day lowest, once', () => {
    const mail = renderEmail(
      {
        kind: 'PRICE_TARGET_REACHED',
        product: { id: 7, name: 'Kurtka <zimowa>' },
        target: 5_500,
        price: 5_000,
        lowestPrice: 6_000,
      },
      context,
    );
    expect(mail.subject).toBe(`Twoja cena: Kurtka <zimowa> za ${zl('50,00')}`);
    expect(mail.text).toContain(`spadnie do ${zl('55,00')}. Od teraz kosztuje ${zl('50,00')}`);
    expect(mail.text).toContain(`Najniższa cena z 30 dni przed obniżką: ${zl('60,00')}.`);
    expect(mail.text).toContain('https://sklep.test/product/7');
    expect(mail.text).toContain('wysyłamy ją raz');
    expectShopLook(mail);
  });
});
