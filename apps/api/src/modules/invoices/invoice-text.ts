// The words the shop's invoices print, in one place for the PDF and the KSeF XML.
import type { ShippingMethod } from '@shop/shared/enums';

/** The line that bills delivery. */
export const SHIPPING_LINE: Record<ShippingMethod, string> = {
  INPOST_PARCEL_LOCKER: 'Wysyłka InPost (paczkomat)',
  INPOST_COURIER: 'Wysyłka InPost (kurier)',
};

/** How the shopper paid (and is paid back), through Przelewy24: a BLIK code or a transfer. */
export const PAYMENT_METHODS = {
  BLIK: 'BLIK (Przelewy24)',
  TRANSFER: 'Przelew (Przelewy24)',
} as const;
export type PaidBy = keyof typeof PAYMENT_METHODS;

/** Why the shop issues corrections: goods returned or money given back. */
export const CORRECTION_REASON = 'Zwrot towaru / zwrot należności';
/**
 * A complaint settled by lowering the price: a consumer's (art. 43e of the consumer rights act)
 * or a business buyer's (art. 560 § 1 of the civil code); decision 035.
 */
export const PRICE_REDUCTION_REASON = 'Obniżenie ceny po uznanej reklamacji towaru';
