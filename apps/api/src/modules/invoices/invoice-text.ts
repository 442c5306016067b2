// The words the shop's invoices print, in one place for the PDF and the KSeF XML.
import type { ShippingMethod } from '@shop/shared/enums';

/** The line that bills delivery. */
export const SHIPPING_LINE: Record<ShippingMethod, string> = {
  INPOST_PARCEL_LOCKER: 'Wysyłka InPost (paczkomat)',
  INPOST_COURIER: 'Wysyłka InPost (kurier)',
};

/** How the shopper paid (and is paid back): bank transfer through Przelewy24. */
export const PAYMENT_METHOD = 'Przelew (Przelewy24)';

/** Why the shop issues corrections: goods returned or money given back. */
export const CORRECTION_REASON = 'Zwrot towaru / zwrot należności';
