// The body of POST /api/v1/receipt as a Novitus NoviApi printer accepts it (docs/integrations.md):
// strict objects (an unknown field is an error, as on the device), money and quantities as
// strings, and the sums a fiscal printer insists on (each value = quantity x price rounded half
// up; the total = the sum of the values; the payments = pay_in >= total).
import { z } from 'zod';

/** The device's money pattern, plus at least one digit (an empty string is not an amount). */
const MONEY_PATTERN = /^\d{0,9}(\.\d{0,2})?$/;
/** Unconfirmed: quantities are taken with up to 3 decimals, as Polish fiscal printers print them. */
const QUANTITY_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;
const hasDigit = (value: string) => /\d/.test(value);

const money = z
  .string({ error: 'must be a string with an amount' })
  .regex(MONEY_PATTERN, 'must match ^\\d{0,9}(\\.\\d{0,2})?$')
  .refine(hasDigit, 'must contain digits');
const quantity = z
  .string({ error: 'must be a string with a quantity' })
  .regex(QUANTITY_PATTERN, 'must be a positive number with up to 3 decimals')
  .refine((value) => Number(value) > 0, 'must be greater than 0');
const text = (min: number, max: number) =>
  z
    .string({ error: 'must be a string' })
    .min(min, `must have at least ${min} characters`)
    .max(max, `must have at most ${max} characters`);
const printAsText = (max: number) =>
  z.strictObject({ print_as: z.literal('text'), value: text(1, max) });

export const PTU_RATES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

const articleSchema = z.strictObject({
  name: text(1, 60),
  ptu: z.enum(PTU_RATES, { error: 'must be one of A-G' }),
  quantity,
  price: money,
  value: money,
  code: printAsText(32).optional(),
});

export const PAYMENT_KINDS = [
  'cash',
  'card',
  'cheque',
  'voucher',
  'credit',
  'transfer',
  'mobile',
  'other',
] as const;
const paymentBody = z.strictObject({ name: text(1, 25).optional(), value: money });
const paymentSchema = z
  .strictObject(Object.fromEntries(PAYMENT_KINDS.map((kind) => [kind, paymentBody.optional()])))
  .refine((payment) => Object.keys(payment).length === 1, 'must name exactly one payment kind');

const receiptFields = z.strictObject({
  items: z
    .array(z.strictObject({ article: articleSchema }), { error: 'must be an array' })
    .min(1, 'must have at least 1 item')
    .max(255, 'must have at most 255 items'),
  payments: z.array(paymentSchema, { error: 'must be an array' }).min(1).optional(),
  summary: z.strictObject(
    { total: money, pay_in: money },
    { error: 'is required (total, pay_in)' },
  ),
  buyer: z.strictObject({ nip: text(1, 16) }).optional(),
  system_info: z.strictObject({ system_number: printAsText(30) }).optional(),
  printout_lines: z
    .array(z.strictObject({ textline: z.strictObject({ text: text(0, 64), masked: z.boolean() }) }))
    .max(50)
    .optional(),
});
export type Receipt = z.infer<typeof receiptFields>;

// ---------------------------------------------------------------- exact arithmetic

/** "12.3" -> 1230n (hundredths). Valid money strings only. */
export function toHundredths(value: string): bigint {
  const [whole = '', fraction = ''] = value.split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** "1.5" -> 1500n (thousandths). Valid quantity strings only. */
function toThousandths(value: string): bigint {
  const [whole = '', fraction = ''] = value.split('.');
  return BigInt(whole || '0') * 1000n + BigInt((fraction + '000').slice(0, 3));
}

/** quantity x price in hundredths, rounded half up (the device's rule for `value`). */
export function articleValue(quantityText: string, priceText: string): bigint {
  const thousandthsOfHundredths = toThousandths(quantityText) * toHundredths(priceText);
  return (thousandthsOfHundredths + 500n) / 1000n;
}

export const formatHundredths = (value: bigint) =>
  `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

const sumOf = (values: bigint[]) => values.reduce((sum, value) => sum + value, 0n);

/** True when every amount and quantity is well formed, so the sums can be checked. */
function sumsCheckable(receipt: Receipt): boolean {
  const isMoney = (value: unknown) => money.safeParse(value).success;
  return (
    receipt.items.every(
      ({ article }) =>
        quantity.safeParse(article.quantity).success &&
        isMoney(article.price) &&
        isMoney(article.value),
    ) &&
    isMoney(receipt.summary.total) &&
    isMoney(receipt.summary.pay_in) &&
    (receipt.payments ?? []).every((payment) =>
      Object.values(payment).every((body) => isMoney(body?.value)),
    )
  );
}

export const receiptBodySchema = z.strictObject({
  // zod runs refinements on an object even when some of its fields failed.
  receipt: receiptFields.superRefine((receipt, ctx) => {
    if (!sumsCheckable(receipt)) return;
    const values = receipt.items.map(({ article }, index) => {
      const expected = articleValue(article.quantity, article.price);
      if (toHundredths(article.value) !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'article', 'value'],
          message: `must equal quantity x price (${formatHundredths(expected)})`,
        });
      }
      return toHundredths(article.value);
    });
    const total = toHundredths(receipt.summary.total);
    if (total !== sumOf(values)) {
      ctx.addIssue({
        code: 'custom',
        path: ['summary', 'total'],
        message: `must equal the sum of the item values (${formatHundredths(sumOf(values))})`,
      });
    }
    const payIn = toHundredths(receipt.summary.pay_in);
    if (payIn < total) {
      ctx.addIssue({ code: 'custom', path: ['summary', 'pay_in'], message: 'is below total' });
    }
    if (receipt.payments) {
      const paid = sumOf(
        receipt.payments.flatMap((payment) =>
          Object.values(payment).map((body) => toHundredths(body?.value ?? '0')),
        ),
      );
      if (paid !== payIn) {
        ctx.addIssue({
          code: 'custom',
          path: ['payments'],
          message: `must add up to pay_in (${formatHundredths(paid)})`,
        });
      }
    }
  }),
});

export interface ValidationError {
  /** Where the problem is, e.g. "receipt.items[0].article.value". */
  field: string;
  description: string;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) =>
      typeof key === 'number'
        ? `${field}[${key}]`
        : field
          ? `${field}.${String(key)}`
          : String(key),
    '',
  );
}

/** The receipt, or the device's list of validation errors (exception code 8). */
export function validateReceiptBody(
  body: unknown,
): { ok: true; receipt: Receipt } | { ok: false; errors: ValidationError[] } {
  const result = receiptBodySchema.safeParse(body);
  if (result.success) return { ok: true, receipt: result.data.receipt };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      return unknownKeys.length > 0
        ? {
            field: fieldOf([...issue.path, unknownKeys[0]!]),
            description: `unknown field${unknownKeys.length > 1 ? 's' : ''}: ${unknownKeys.join(', ')}`,
          }
        : { field: fieldOf(issue.path) || 'body', description: issue.message };
    }),
  };
}
