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
/**
 * A complaint settled by lowering the price: a consumer's (art. 43e of the consumer rights act)
 * or a business buyer's (art. 560 § 1 of the civil code); decision 035.
 */
export const PRICE_REDUCTION_REASON = 'Obniżenie ceny po uznanej reklamacji towaru';
