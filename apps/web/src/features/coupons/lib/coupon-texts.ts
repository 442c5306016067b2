// How 'Moje kupony' describes a coupon: what it takes off, its conditions and validity.
import type { Coupon } from '@shop/shared/coupons';
import { formatPrice } from '@shop/shared/money';
import { formatDateTime } from '@shop/shared/warsaw-time';

export function discountText({ discountType, discountValue }: Coupon): string {
  switch (discountType) {
    case 'PERCENTAGE_OFF_ORDER':
      return `${discountValue}% rabatu na zamówienie`;
    case 'FIXED_AMOUNT_OFF_ORDER':
      return `${formatPrice(discountValue)} rabatu na zamówienie`;
    case 'PERCENTAGE_OFF_CHEAPEST_PRODUCT':
      return `${discountValue}% rabatu na najtańszy produkt`;
    case 'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT':
      return `${formatPrice(discountValue)} rabatu na najtańszy produkt`;
    case 'FREE_SHIPPING':
      return 'Darmowa dostawa';
  }
}

export function conditionTexts(coupon: Coupon): string[] {
  const texts: string[] = [];
  if (coupon.minimumOrderPrice) {
    texts.push(`Zamówienie od ${formatPrice(coupon.minimumOrderPrice)}`);
  }
  if (coupon.minimumProductPrice) {
    texts.push(`Produkt od ${formatPrice(coupon.minimumProductPrice)}`);
  }
  return texts;
}

export function validityText({ validFrom, validUntil }: Coupon): string {
  const from = validFrom && `od ${formatDateTime(validFrom)}`;
  const until = validUntil && `do ${formatDateTime(validUntil)}`;
  return [from, until].filter(Boolean).join(' ') || 'Bezterminowo';
}
