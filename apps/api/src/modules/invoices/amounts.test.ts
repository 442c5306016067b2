import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../db/schema/invoices.ts';
import {
  correctionDrafts,
  invoiceDrafts,
  priceLines,
  vatOfGross,
  type BilledOrder,
  type LineDraft,
} from './amounts.ts';

const draft = (unitGross: number, quantity = 1, name = 'Lampka'): LineDraft => ({
  name,
  orderItemId: 1,
  correctsLine: null,
  quantity,
  unitGross,
});

describe('VAT inside a gross price (23 %)', () => {
  it.each([
    // gross, VAT: round half up of gross × 23 / 123
    [12300, 2300],
    [100, 19], // 18.70
    [1, 0], // 0.187
    [2, 0], // 0.374
    [3, 1], // 0.561
    [5000, 935], // 934.96
    [1000, 187], // 186.99
    [0, 0],
    [-12300, -2300],
    [-3, -1],
  ])('%i gr gross holds %i gr VAT', (gross, vat) => {
    expect(vatOfGross(gross)).toBe(vat);
  });

  it('agrees with rounding the exact share for every amount up to 1 000 zł', () => {
    // gross × 23 / 123 never ends in exactly half a grosz, so Math.round is a fair reference.
    const wrong: number[] = [];
    for (let gross = 0; gross <= 100_000; gross++) {
      if (vatOfGross(gross) !== Math.round((gross * 23) / 123)) wrong.push(gross);
    }
    expect(wrong).toEqual([]);
  });
});

describe('an invoice priced', () => {
  it('123,00 zł gross is 100,00 zł net and 23,00 zł VAT', () => {
    const priced = priceLines([draft(12300)]);
    expect(priced).toMatchObject({ net: 10000, vat: 2300, gross: 12300 });
    expect(priced.lines[0]).toMatchObject({ net: 10000, vat: 2300, gross: 12300, vatRate: 23 });
  });

  it('takes the VAT of the sum, not the sum of rounded line VATs (art. 106e ust. 8)', () => {
    // Three lines of 0,03 zł: each alone would hold 0,01 VAT (0.561 rounded), 0,03 in all;
    // the sum 0,09 zł holds 0,02 (1.68 rounded).
    const priced = priceLines([draft(3), draft(3), draft(3)]);
    expect(priced).toMatchObject({ gross: 9, vat: 2, net: 7 });
    expect(priced.lines.map((l) => l.vat)).toEqual([1, 1, 0]);
  });

  it('keeps net + VAT = gross in every line and the lines add up to the totals', () => {
    const priced = priceLines([draft(4999, 3), draft(1), draft(123457), draft(1000)]);
    for (const line of priced.lines) expect(line.net + line.vat).toBe(line.gross);
    const total = (key: 'net' | 'vat' | 'gross') =>
      priced.lines.reduce((sum, line) => sum + line[key], 0);
    expect(total('gross')).toBe(priced.gross);
    expect(total('vat')).toBe(priced.vat);
    expect(total('net')).toBe(priced.net);
    expect(priced.vat).toBe(vatOfGross(4999 * 3 + 1 + 123457 + 1000));
  });

  it('prices a correction with negative amounts', () => {
    const priced = priceLines([draft(12300, -1)]);
    expect(priced).toMatchObject({ net: -10000, vat: -2300, gross: -12300 });
  });

  it('refuses lines that bill and take back at once', () => {
    expect(() => priceLines([draft(100), draft(100, -1)])).toThrow(RangeError);
  });
});

const order: BilledOrder = {
  items: [
    { id: 11, name: 'Lampka biurkowa', price: 5000, quantity: 1 },
    { id: 12, name: 'Kubek', price: 1000, quantity: 3 },
  ],
  discount: 0,
  shippingCost: 1000,
  shippingMethod: 'INPOST_PARCEL_LOCKER',
};

describe("an order's invoice lines", () => {
  it('bills the products and the shipping', () => {
    expect(invoiceDrafts(order)).toEqual([
      {
        name: 'Lampka biurkowa',
        orderItemId: 11,
        correctsLine: null,
        quantity: 1,
        unitGross: 5000,
      },
      { name: 'Kubek', orderItemId: 12, correctsLine: null, quantity: 3, unitGross: 1000 },
      {
        name: 'Wysyłka InPost (paczkomat)',
        orderItemId: null,
        correctsLine: null,
        quantity: 1,
        unitGross: 1000,
      },
    ]);
  });

  it('spreads a coupon over the products, never the shipping, at whole-grosz unit prices', () => {
    // 80,00 zł of products, 10 % off = 8,00 zł: 5,00 on the lamp, 3,00 on the mugs (0,01 each
    // would not divide: 27,00 / 3 = 9,00 does).
    const lines = invoiceDrafts({ ...order, discount: 800, shippingMethod: 'INPOST_COURIER' });
    expect(lines.map((l) => [l.quantity, l.unitGross, l.name])).toEqual([
      [1, 4500, 'Lampka biurkowa'],
      [3, 900, 'Kubek'],
      [1, 1000, 'Wysyłka InPost (kurier)'],
    ]);
    const priced = priceLines(lines);
    expect(priced.gross).toBe(8000 - 800 + 1000);
  });

  it('splits a line in two when its discounted value does not divide by the quantity', () => {
    // 1,00 zł off 80,00 zł: 0,63 (lamp) + 0,37 (mugs); 30,00 − 0,37 = 29,63 = 9,88 + 9,88 + 9,87.
    const lines = invoiceDrafts({ ...order, discount: 100, shippingCost: 0 });
    expect(lines.map((l) => [l.orderItemId, l.quantity, l.unitGross])).toEqual([
      [11, 1, 4937],
      [12, 2, 988],
      [12, 1, 987],
    ]);
    expect(priceLines(lines).gross).toBe(7900);
  });
});

describe('a correction for a refund', () => {
  const invoiceLines = (o: BilledOrder): InvoiceLine[] => priceLines(invoiceDrafts(o)).lines;
  const billed = invoiceLines({ ...order, discount: 100 }); // lamp 4937, 2 × 988, 1 × 987, shipping 1000

  it('takes back everything left when the refund names no lines', () => {
    const lines = correctionDrafts(billed, [], { amount: 8900, items: [], shipping: false });
    expect(lines.map((l) => [l.correctsLine, l.quantity, l.unitGross])).toEqual([
      [1, -1, 4937],
      [2, -2, 988],
      [3, -1, 987],
      [4, -1, 1000],
    ]);
    expect(priceLines(lines)).toMatchObject({ gross: -8900, vat: -vatOfGross(8900) });
  });

  it('takes back the refunded units and the shipping', () => {
    const lines = correctionDrafts(billed, [], {
      amount: 4937 + 1000,
      items: [{ orderItemId: 11, quantity: 1 }],
      shipping: true,
    });
    expect(lines.map((l) => [l.correctsLine, l.quantity, l.name])).toEqual([
      [1, -1, 'Lampka biurkowa'],
      [4, -1, 'Wysyłka InPost (paczkomat)'],
    ]);
  });

  it('goes on from the units earlier corrections took back', () => {
    const first = correctionDrafts(billed, [], {
      amount: 988 * 2,
      items: [{ orderItemId: 12, quantity: 2 }],
      shipping: false,
    });
    expect(first.map((l) => [l.correctsLine, l.quantity])).toEqual([[2, -2]]);
    const second = correctionDrafts(billed, priceLines(first).lines, {
      amount: 987,
      items: [{ orderItemId: 12, quantity: 1 }],
      shipping: false,
    });
    expect(second.map((l) => [l.correctsLine, l.quantity])).toEqual([[3, -1]]);
    // Everything left afterwards: the lamp and the shipping.
    const rest = correctionDrafts(
      billed,
      [...priceLines(first).lines, ...priceLines(second).lines],
      {
        amount: 4937 + 1000,
        items: [],
        shipping: false,
      },
    );
    expect(rest.map((l) => l.correctsLine)).toEqual([1, 4]);
  });

  it('chooses the cheaper units when the refund says so', () => {
    // One mug refunded for 9,87 zł: the unit billed at 9,87, not the first at 9,88.
    const lines = correctionDrafts(billed, [], {
      amount: 987,
      items: [{ orderItemId: 12, quantity: 1 }],
      shipping: false,
    });
    expect(lines.map((l) => [l.correctsLine, l.quantity, l.unitGross])).toEqual([[3, -1, 987]]);
  });

  it('refuses more units than are left, and an amount the units cannot make', () => {
    expect(() =>
      correctionDrafts(billed, [], {
        amount: 4000,
        items: [{ orderItemId: 12, quantity: 4 }],
        shipping: false,
      }),
    ).toThrow(RangeError);
    expect(() =>
      correctionDrafts(billed, [], {
        amount: 5000,
        items: [{ orderItemId: 11, quantity: 1 }],
        shipping: false,
      }),
    ).toThrow(/worth 4937 grosze, the refund is 5000/);
  });
});
