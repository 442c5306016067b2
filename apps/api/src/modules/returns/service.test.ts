// The return rules without a database (docs/returns.md): deadlines at the end of a Warsaw day,
// across the change of time too; who may ask for what and until when; pieces already taken.
import { describe, expect, it } from 'vitest';
import {
  checkReturnAllowed,
  complaintUntil,
  linesOf,
  unitsTaken,
  warsawDayEnd,
  withdrawalUntil,
  type ReturnableOrder,
  type ReturnRow,
} from './service.ts';

const delivered = (at: string, professionalPurchase = false, informed = true): ReturnableOrder => ({
  status: 'DELIVERED',
  deliveredAt: new Date(at),
  professionalPurchase,
  informed,
});
const refusal = (action: () => void) => {
  try {
    action();
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: String(error) };
  }
  return null;
};

describe('deadlines', () => {
  it('end with the last minute of the Warsaw day, summer and winter time alike', () => {
    // 23:30 in Warsaw on 20 October (summer time): day 14 is 3 November (winter time).
    expect(warsawDayEnd(new Date('2026-10-20T21:30:00Z'), 14).toISOString()).toBe(
      '2026-11-03T22:59:59.999Z',
    );
    // 00:30 in Warsaw on 21 October is already the next day.
    expect(warsawDayEnd(new Date('2026-10-20T22:30:00Z'), 14).toISOString()).toBe(
      '2026-11-04T22:59:59.999Z',
    );
    // Across the spring change of time.
    expect(warsawDayEnd(new Date('2026-03-20T12:00:00Z'), 14).toISOString()).toBe(
      '2026-04-03T21:59:59.999Z',
    );
    expect(complaintUntil(new Date('2024-02-29T12:00:00Z')).toISOString()).toBe(
      '2026-03-01T22:59:59.999Z',
    );
  });

  it('the withdrawal window: 14 days after delivery, none before it or for a business', () => {
    expect(withdrawalUntil(delivered('2026-11-02T09:00:00Z'))?.toISOString()).toBe(
      '2026-11-16T22:59:59.999Z',
    );
    expect(withdrawalUntil(delivered('2026-11-02T09:00:00Z', true))).toBeNull();
    // Art. 29 ust. 1: „Jeżeli konsument nie został poinformowany przez przedsiębiorcę o prawie
    // odstąpienia od umowy, prawo to wygasa po upływie 12 miesięcy od dnia upływu terminu”.
    expect(withdrawalUntil(delivered('2026-11-02T09:00:00Z', false, false))?.toISOString()).toBe(
      '2027-11-16T22:59:59.999Z',
    );
    expect(
      withdrawalUntil({
        status: 'SHIPPED',
        deliveredAt: null,
        professionalPurchase: false,
        informed: true,
      }),
    ).toBe(null);
  });
});

describe('checkReturnAllowed', () => {
  const order = delivered('2026-11-02T09:00:00Z');

  it('a withdrawal until the end of day 14, a complaint for two years', () => {
    expect(
      refusal(() => checkReturnAllowed(order, 'WITHDRAWAL', new Date('2026-11-16T22:59:59Z'))),
    ).toBeNull();
    expect(
      refusal(() => checkReturnAllowed(order, 'WITHDRAWAL', new Date('2026-11-16T23:00:00Z'))),
    ).toEqual({
      status: 409,
      message: expect.stringContaining('Minęło 14 dni od doręczenia zamówienia (02.11.2026)'),
    });
    expect(
      refusal(() => checkReturnAllowed(order, 'COMPLAINT', new Date('2028-11-02T22:00:00Z'))),
    ).toBeNull();
    expect(
      refusal(() => checkReturnAllowed(order, 'COMPLAINT', new Date('2028-11-03T00:00:00Z')))
        ?.message,
    ).toContain('Minęły 2 lata od doręczenia zamówienia (02.11.2026)');
  });

  it('a shipped order may be withdrawn from and complained about; an unsent one only withdrawn from', () => {
    const shipped: ReturnableOrder = {
      status: 'SHIPPED',
      deliveredAt: null,
      professionalPurchase: false,
      informed: true,
    };
    const now = new Date('2026-11-02T09:00:00Z');
    expect(refusal(() => checkReturnAllowed(shipped, 'WITHDRAWAL', now))).toBeNull();
    // The goods may reach the buyer before anyone marks them delivered.
    expect(refusal(() => checkReturnAllowed(shipped, 'COMPLAINT', now))).toBeNull();
    for (const status of ['PENDING', 'PAID', 'CANCELLED'] as const) {
      const other = { status, deliveredAt: null, professionalPurchase: false, informed: true };
      expect(refusal(() => checkReturnAllowed(other, 'COMPLAINT', now))?.status).toBe(409);
    }
    // The contract is concluded at the order: an unpaid one may be withdrawn from.
    const placed = {
      status: 'PENDING',
      deliveredAt: null,
      professionalPurchase: false,
      informed: true,
    } as const;
    expect(refusal(() => checkReturnAllowed(placed, 'WITHDRAWAL', now))).toBeNull();
    const business = delivered('2026-11-02T09:00:00Z', true);
    expect(refusal(() => checkReturnAllowed(business, 'WITHDRAWAL', now))?.message).toContain(
      'zakup w ramach działalności zawodowej',
    );
    expect(refusal(() => checkReturnAllowed(business, 'COMPLAINT', now))).toBeNull();
  });
});

describe('pieces left', () => {
  const line = (orderItemId: number, quantity: number) => ({
    orderItemId,
    quantity,
    productId: orderItemId,
    productName: `Produkt ${orderItemId}`,
  });
  const stored = (status: ReturnRow['status'], items: ReturnRow['items']) =>
    ({ status, items }) as ReturnRow;

  it('open returns count, a refund and an accepted return of the same pieces count once', () => {
    const taken = unitsTaken(
      [
        stored('REQUESTED', [line(1, 1)]),
        stored('ACCEPTED', [line(2, 1)]),
        stored('REJECTED', [line(3, 2)]),
      ],
      new Map([[2, 1]]),
    );
    expect(Object.fromEntries(taken)).toEqual({ 1: 1, 2: 1 });
    const lines = [1, 2, 3].map((id) => ({
      id,
      quantity: 2,
      productId: id,
      productName: `Produkt ${id}`,
    }));
    expect(linesOf(lines, taken, [{ orderItemId: 3, quantity: 2 }])).toEqual([line(3, 2)]);
    expect(
      refusal(() => linesOf(lines, taken, [{ orderItemId: 1, quantity: 2 }]))?.message,
    ).toContain('najwyżej 1 szt. (wybrano 2)');
    expect(
      refusal(() => linesOf(lines, taken, [{ orderItemId: 9, quantity: 1 }]))?.message,
    ).toContain('nie należy do zamówienia');
  });
});
