import { describe, expect, it } from 'vitest';
import { articleValue, formatHundredths, validateReceiptBody } from './receipt-schema.ts';

const article = (fields: Record<string, unknown> = {}) => ({
  article: { name: 'Lampka', ptu: 'A', quantity: '1', price: '10.00', value: '10.00', ...fields },
});
const body = (receipt: Record<string, unknown> = {}) => ({
  receipt: {
    items: [article()],
    payments: [{ transfer: { name: 'Przelew', value: '10.00' } }],
    summary: { total: '10.00', pay_in: '10.00' },
    ...receipt,
  },
});
const errorsOf = (input: unknown) => {
  const result = validateReceiptBody(input);
  return result.ok ? [] : result.errors;
};

describe('receipt validation', () => {
  it('accepts a complete receipt with every optional part', () => {
    const result = validateReceiptBody(
      body({
        items: [article({ code: { print_as: 'text', value: '123' } })],
        buyer: { nip: '5260250274' },
        system_info: { system_number: { print_as: 'text', value: '42' } },
        printout_lines: [{ textline: { text: 'Zamówienie nr 42', masked: false } }],
      }),
    );
    expect(result.ok).toBe(true);
  });

  it.each([
    ['12', true],
    ['12.3', true],
    ['12.30', true],
    ['.5', true],
    ['999999999.99', true],
    ['12.345', false],
    ['1,00', false],
    ['-1.00', false],
    ['', false],
    ['.', false],
    ['1e3', false],
    ['1000000000.00', false],
  ])('money string %j accepted: %s', (price, ok) => {
    const value = ok ? formatHundredths(articleValue('1', price)) : price;
    const errors = errorsOf(
      body({
        items: [article({ price, value })],
        payments: undefined,
        summary: { total: ok ? value : '0', pay_in: ok ? value : '0' },
      }),
    );
    if (ok) expect(errors).toEqual([]);
    else expect(errors.map((e) => e.field)).toContain('receipt.items[0].article.price');
  });

  it('rejects a money value sent as a number', () => {
    expect(errorsOf(body({ summary: { total: 10, pay_in: '10.00' } }))).toEqual([
      { field: 'receipt.summary.total', description: 'must be a string with an amount' },
    ]);
  });

  it.each([
    [{ receipt: { ...body().receipt, extra: 1 } }, 'receipt.extra'],
    [
      body({ items: [{ article: { ...article().article, discount: '1.00' } }] }),
      'receipt.items[0].article.discount',
    ],
    [{ ...body(), copies: 2 }, 'copies'],
    [
      body({ summary: { total: '10.00', pay_in: '10.00', change: '0.00' } }),
      'receipt.summary.change',
    ],
  ])('rejects unknown fields (%#)', (input, field) => {
    expect(errorsOf(input)).toContainEqual({
      field,
      description: expect.stringMatching(/^unknown field/),
    });
  });

  it.each([
    [{ name: '' }, 'receipt.items[0].article.name'],
    [{ name: 'x'.repeat(61) }, 'receipt.items[0].article.name'],
    [{ ptu: 'H' }, 'receipt.items[0].article.ptu'],
    [{ quantity: '0' }, 'receipt.items[0].article.quantity'],
    [{ quantity: '1.0001' }, 'receipt.items[0].article.quantity'],
  ])('checks article fields %j', (fields, field) => {
    expect(errorsOf(body({ items: [article(fields)] })).map((e) => e.field)).toContain(field);
  });

  it('needs 1 to 255 items and a summary', () => {
    expect(errorsOf(body({ items: [] })).map((e) => e.field)).toContain('receipt.items');
    const many = Array.from({ length: 256 }, () => article());
    expect(errorsOf(body({ items: many })).map((e) => e.field)).toContain('receipt.items');
    expect(errorsOf(body({ summary: undefined })).map((e) => e.field)).toContain('receipt.summary');
  });

  it('rounds quantity x price half up to the grosz', () => {
    expect(formatHundredths(articleValue('1.5', '0.33'))).toBe('0.50'); // 0.495
    expect(formatHundredths(articleValue('3', '0.1'))).toBe('0.30');
    expect(formatHundredths(articleValue('0.333', '3'))).toBe('1.00'); // 0.999
    expect(formatHundredths(articleValue('2', '999999999.99'))).toBe('1999999999.98');
  });

  it('checks value, total and payments arithmetic', () => {
    expect(errorsOf(body({ items: [article({ quantity: '2' })] })).map((e) => e.field)).toEqual([
      'receipt.items[0].article.value',
    ]);
    expect(
      errorsOf(body({ summary: { total: '11.00', pay_in: '11.00' } })).map((e) => e.field),
    ).toEqual(['receipt.summary.total', 'receipt.payments']);
    expect(
      errorsOf(body({ summary: { total: '10.00', pay_in: '9.00' } })).map((e) => e.field),
    ).toEqual(['receipt.summary.pay_in', 'receipt.payments']);
  });

  it('takes exactly one kind per payment', () => {
    const twoKinds = { cash: { value: '5.00' }, card: { value: '5.00' } };
    expect(errorsOf(body({ payments: [twoKinds] })).map((e) => e.field)).toContain(
      'receipt.payments[0]',
    );
    expect(errorsOf(body({ payments: [{ bitcoin: { value: '10.00' } }] }))[0]?.field).toBe(
      'receipt.payments[0].bitcoin',
    );
  });

  it('limits the buyer NIP and text lines', () => {
    expect(errorsOf(body({ buyer: { nip: '1'.repeat(17) } }))[0]?.field).toBe('receipt.buyer.nip');
    const long = [{ textline: { text: 'x'.repeat(65), masked: false } }];
    expect(errorsOf(body({ printout_lines: long }))[0]?.field).toBe(
      'receipt.printout_lines[0].textline.text',
    );
  });
});
