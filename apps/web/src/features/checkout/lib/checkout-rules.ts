// What the checkout lets the shopper do, as pure functions over their choices: which coupons
// are offered (shared coupon rules), whether a locker code is acceptable (shared schema) and
// when the order may be submitted (a BLIK code of six digits when paying by BLIK with a code).
import type { CartLine } from '@shop/shared/coupon-discount';
import { couponProblem, couponStateProblem, type Coupon } from '@shop/shared/coupons';
import type { ShippingMethod } from '@shop/shared/enums';
import { parcelLockerIdSchema } from '@shop/shared/orders';
import { blikCodeSchema } from '@shop/shared/blik';

/** How the shopper pays: BLIK in the shop, or a transfer at the payment operator's. */
export type PaymentChoice = 'BLIK' | 'TRANSFER';
/** BLIK with the remembered alias (no code), or with a code typed here. */
export type BlikWay = 'ALIAS' | 'CODE';

export interface CheckoutChoices {
  addressId: number | null;
  shippingMethod: ShippingMethod | null;
  /** The locker code typed in, or the point picked on the map. */
  parcelLockerId: string;
  /** The picked point's address as the map widget gives it (null for a typed code). */
  parcelLockerAddress: string | null;
  wantsInvoice: boolean;
  invoiceDetailsId: number | null;
  wantsCoupon: boolean;
  couponId: number | null;
  payment: PaymentChoice;
  blikWay: BlikWay;
  /** The BLIK code as typed (spaces allowed). */
  blikCode: string;
  /** „Zapamiętaj BLIK w tym sklepie”, unticked until the shopper ticks it. */
  rememberBlik: boolean;
  /** With the transfer: the Przelewy24 method chosen here (null: its own page lists them). */
  methodId: number | null;
  /** The statement about Przelewy24's terms, required with a chosen method. */
  p24Consent: boolean;
}

/** The chosen locker: its code, and its address when the map or the search gave one. */
export interface LockerValue {
  id: string;
  address: string | null;
}

export const NO_LOCKER = 'Wybierz paczkomat';
export const NO_METHOD = 'Wybierz sposób dostawy';

/** Why the locker choice cannot be used (null when it can). */
export function lockerProblem(code: string): string | null {
  if (code.trim() === '') return NO_LOCKER;
  const parsed = parcelLockerIdSchema.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? NO_LOCKER);
}

export interface CouponOption {
  coupon: Coupon;
  /** Why it cannot be used on this cart (a minimum price), or null when it can. */
  problem: string | null;
}

/**
 * The coupons checkout offers: only valid ones (not used, within their dates, uses left);
 * those the cart does not qualify for carry the reason ('Minimalna wartość zamówienia: X zł').
 */
export function couponOptions(
  coupons: readonly Coupon[],
  lines: readonly CartLine[],
  now: Date,
): CouponOption[] {
  const options = coupons
    .filter((coupon) => couponStateProblem(coupon, now) === null)
    .map((coupon) => ({ coupon, problem: couponProblem(coupon, lines, now)?.message ?? null }));
  // Usable ones first, each group in the API's order (most recently added first).
  return [
    ...options.filter((option) => option.problem === null),
    ...options.filter((option) => option.problem !== null),
  ];
}

export const firstUsableCoupon = (options: readonly CouponOption[]) =>
  options.find((option) => option.problem === null)?.coupon ?? null;

/** Why the shipping step is not done yet: no address, no method, or no valid locker. */
export function shippingProblem(choices: CheckoutChoices): string | null {
  if (choices.addressId === null) return 'Wybierz adres dostawy';
  if (choices.shippingMethod === null) return NO_METHOD;
  if (choices.shippingMethod === 'INPOST_PARCEL_LOCKER')
    return lockerProblem(choices.parcelLockerId);
  return null;
}

/**
 * Why the order cannot be submitted yet (null when it can): submit is enabled only with an
 * address and a shipping method (a locker for the parcel locker), invoice details when an
 * invoice is wanted, a usable coupon when one is wanted and a six-digit code for BLIK (none for
 * the remembered BLIK).
 */
export function submitProblem(
  choices: CheckoutChoices,
  options: readonly CouponOption[],
): string | null {
  const shipping = shippingProblem(choices);
  if (shipping) return shipping;
  if (choices.wantsInvoice && choices.invoiceDetailsId === null) return 'Wybierz dane do faktury';
  if (choices.wantsCoupon) {
    const chosen = options.find((option) => option.coupon.id === choices.couponId);
    if (!chosen || chosen.problem !== null) return 'Wybierz kupon';
  }
  if (
    choices.payment === 'BLIK' &&
    choices.blikWay === 'CODE' &&
    !blikCodeSchema.safeParse(choices.blikCode).success
  ) {
    return 'Wpisz 6-cyfrowy kod BLIK';
  }
  if (choices.payment === 'TRANSFER' && choices.methodId !== null && !choices.p24Consent) {
    return 'Zaznacz oświadczenie o regulaminie Przelewy24';
  }
  return null;
}
