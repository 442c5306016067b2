// How the shop delivers, one home for what the shopper reads about it before ordering: the
// InPost methods with their cost and usual time, on the product page and at checkout.
import { SHIPPING_COST } from './cart-totals.ts';
import type { ShippingMethod } from './enums.ts';

export interface DeliveryOption {
  method: ShippingMethod;
  /** Grosze, per order (a free-shipping coupon takes it off). */
  cost: number;
  /** What the shopper reads beside the method. */
  terms: string;
}

export const DELIVERY_OPTIONS: readonly DeliveryOption[] = [
  {
    method: 'INPOST_COURIER',
    cost: SHIPPING_COST,
    terms: 'Dostawa pod wybrany adres w 1–2 dni robocze',
  },
  {
    method: 'INPOST_PARCEL_LOCKER',
    cost: SHIPPING_COST,
    terms: 'Odbiór w wybranym paczkomacie w 1–2 dni robocze, 24/7',
  },
];

/** When the parcel leaves: the terms say orders are carried out once paid. */
export const DISPATCH_NOTE = 'Wysyłamy po zaksięgowaniu płatności, tylko na terenie Polski.';

export const deliveryOptionOf = (method: ShippingMethod) =>
  DELIVERY_OPTIONS.find((option) => option.method === method)!;
