// Contract between the web app's receipt builder (staff receipt printing) and the printer's
// rules as the simulator enforces them: whatever the order, the receipt the staff browser sends
// is accepted and adds up to what the shopper paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildReceipt,
  INVOICE_REFUSAL,
  ReceiptRefusedError,
  type ReceiptOrder,
} from '../../apps/web/src/entities/receipts/build-receipt.ts';
import { validateReceiptBody } from './receipt-schema.ts';

const item = (id: number, name: string, price: number, quantity: number) => ({
  id,
  product: { id, name, images: [] },
  price,
  quantity,
});

function order(overrides: Partial<ReceiptOrder> = {}): ReceiptOrder {
  const items = overrides.items ?? [item(11, 'Lampka biurkowa', 4_999, 1)];
  const subtotal = items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = overrides.discount ?? 0;
  const shippingCost = overrides.shippingCost ?? 1_000;
  return {
    id: 42,
    items,
    discount,
    shippingCost,
    totalAmount: subtotal - discount + shippingCost,
    invoiceDetails: null,
    ...overrides,
  };
}

const articles = (built: ReturnType<typeof buildReceipt>) =>
  built.receipt.items.map(({ article }) => article);

describe('the web receipt builder', () => {
  it('prints products, the Wysyłka line, a transfer payment, the NIP and the order number', () => {
    const built = buildReceipt(order(), { buyerNip: '5260250274' });
    expect(validateReceiptBody(built)).toMatchObject({ ok: true });
    expect(built).toEqual({
      receipt: {
        items: [
          {
            article: {
              name: 'Lampka biurkowa',
              ptu: 'A',
              quantity: '1',
              price: '49.99',
              value: '49.99',
              code: { print_as: 'text', value: '11' },
            },
          },
          {
            article: { name: 'Wysyłka', ptu: 'A', quantity: '1', price: '10.00', value: '10.00' },
          },
        ],
        payments: [{ transfer: { name: 'Przelew', value: '59.99' } }],
        summary: { total: '59.99', pay_in: '59.99' },
        buyer: { nip: '5260250274' },
        system_info: { system_number: { print_as: 'text', value: '42' } },
        printout_lines: [{ textline: { text: 'Zamówienie nr 42', masked: false } }],
      },
    });
  });

  it('leaves out the shipping line when shipping was free, and the buyer without a NIP', () => {
    const built = buildReceipt(order({ shippingCost: 0 }));
    expect(articles(built).map((a) => a.name)).toEqual(['Lampka biurkowa']);
    expect(built.receipt.buyer).toBeUndefined();
  });

  it('spreads a discount over the lines, splitting a line whose price does not divide', () => {
    const built = buildReceipt(
      order({ items: [item(1, 'Kubek', 1_000, 3), item(2, 'Talerz', 500, 1)], discount: 450 }),
    );
    // 3000 and 500 share 450 as 386 + 64 (largest remainder): 2614 over 3 pieces (the first one
    // grosz dearer), 436 for one.
    expect(articles(built).map((a) => [a.name, a.quantity, a.price, a.value])).toEqual([
      ['Kubek', '1', '8.72', '8.72'],
      ['Kubek', '2', '8.71', '17.42'],
      ['Talerz', '1', '4.36', '4.36'],
      ['Wysyłka', '1', '10.00', '10.00'],
    ]);
    expect(built.receipt.summary.total).toBe('40.50');
    expect(validateReceiptBody(built)).toMatchObject({ ok: true });
  });

  it('refuses orders with invoice details, free orders and totals that do not add up', () => {
    const invoice = {
      id: 1,
      name: 'Firma',
      street: 'Długa 1',
      city: 'Gdańsk',
      postalCode: '80-831',
      country: 'Polska',
      taxId: '5260250274',
    };
    expect(() => buildReceipt(order({ invoiceDetails: invoice }))).toThrow(INVOICE_REFUSAL);
    expect(() => buildReceipt(order({ discount: 4_999, shippingCost: 0 }))).toThrow(
      ReceiptRefusedError,
    );
    expect(() => buildReceipt(order({ totalAmount: 1 }))).toThrow(/nie zgadzają się/);
  });

  it('cuts product names to the printer limit of 60 characters', () => {
    const long = 'Zestaw '.repeat(20);
    const built = buildReceipt(order({ items: [item(5, long, 100, 1)] }));
    expect(articles(built)[0]?.name).toHaveLength(60);
    expect(validateReceiptBody(built)).toMatchObject({ ok: true });
  });

  it('always builds a receipt the printer accepts, totalling what the shopper paid', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      name: fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0, 1_000),
        (lines, discountShare, shippingCost) => {
          const items = lines.map((l, index) => item(index + 1, l.name, l.price, l.quantity));
          const subtotal = items.reduce((sum, l) => sum + l.price * l.quantity, 0);
          const discount = Math.floor(subtotal * discountShare);
          const paid = order({ items, discount, shippingCost });
          if (paid.totalAmount === 0) {
            expect(() => buildReceipt(paid)).toThrow(ReceiptRefusedError);
            return;
          }
          const built = buildReceipt(paid);
          const checked = validateReceiptBody(built);
          expect(checked).toMatchObject({ ok: true });
          const [whole, grosze] = built.receipt.summary.total.split('.');
          expect(Number(whole) * 100 + Number(grosze)).toBe(paid.totalAmount);
          expect(articles(built).every((a) => a.ptu === 'A')).toBe(true);
          if (discount === 0) {
            for (const l of items) {
              const pieces = articles(built)
                .filter((a) => a.code?.value === String(l.product.id))
                .reduce((sum, a) => sum + Number(a.quantity), 0);
              expect(pieces).toBe(l.quantity);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
