import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './enums.ts';
import { canStaffTransition, createOrderRequestSchema } from './orders.ts';

describe('createOrderRequestSchema', () => {
  const valid = {
    shippingAddressId: 1,
    invoiceDetailsId: null,
    items: [{ productId: 7, quantity: 1 }],
    returnUrl: 'http://localhost:3000/orders',
    shippingMethod: 'INPOST_COURIER',
    parcelLockerId: null,
    couponId: null,
  };
  const messageOf = (input: unknown) =>
    createOrderRequestSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts a courier order and drops a locker sent with it', () => {
    expect(createOrderRequestSchema.parse({ ...valid, parcelLockerId: 'KRA010' })).toEqual(valid);
  });

  it('normalises the locker code for parcel-locker delivery', () => {
    const order = createOrderRequestSchema.parse({
      ...valid,
      shippingMethod: 'INPOST_PARCEL_LOCKER',
      parcelLockerId: ' kra010 ',
    });
    expect(order.parcelLockerId).toBe('KRA010');
  });

  it.each([
    [{ shippingMethod: 'INPOST_PARCEL_LOCKER' }, 'Wybierz paczkomat'],
    [{ shippingMethod: 'INPOST_PARCEL_LOCKER', parcelLockerId: '' }, 'Wybierz paczkomat'],
    [
      { shippingMethod: 'INPOST_PARCEL_LOCKER', parcelLockerId: 'K<1>' },
      'Nieprawidłowy kod paczkomatu',
    ],
    [{ items: [] }, 'Zamówienie musi zawierać produkty'],
    [{ items: [{ productId: 7, quantity: 0 }] }, 'Ilość musi wynosić co najmniej 1'],
    [{ items: [{ productId: 7, quantity: 100 }] }, 'Ilość może wynosić najwyżej 99'],
    [
      {
        items: [
          { productId: 7, quantity: 1 },
          { productId: 7, quantity: 2 },
        ],
      },
      'Produkt powtarza się w zamówieniu',
    ],
    [{ shippingAddressId: undefined }, 'Wybierz adres dostawy'],
    [{ returnUrl: 'javascript:alert(1)' }, 'Nieprawidłowy adres powrotu'],
  ])('refuses %j', (patch, message) => {
    expect(messageOf({ ...valid, ...patch })).toBe(message);
  });
});

describe('staff transitions', () => {
  const allowed = new Set([
    'PENDING>CANCELLED',
    'PAID>SHIPPED',
    'PAID>CANCELLED',
    'SHIPPED>DELIVERED',
  ]);
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))(
    '%s -> %s',
    (from, to) => {
      expect(canStaffTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
    },
  );
});
