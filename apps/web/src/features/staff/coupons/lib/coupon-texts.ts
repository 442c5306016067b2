// How the staff screens name discount types and show a coupon's value.
import type { Coupon } from '@shop/shared/coupons';
import type { DiscountType } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';

export const discountTypeLabels: Record<DiscountType, string> = {
  PERCENTAGE_OFF_ORDER: 'Procent od zamówienia',
  FIXED_AMOUNT_OFF_ORDER: 'Kwota od zamówienia',
  PERCENTAGE_OFF_CHEAPEST_PRODUCT: 'Procent od najtańszego produktu',
  FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT: 'Kwota od najtańszego produktu',
  FREE_SHIPPING: 'Darmowa wysyłka',
};

/** '15%', '25,00 zł' or 'Darmowa wysyłka'. */
export function couponValueText({ discountType, discountValue }: Coupon): string {
  switch (discountType) {
    case 'PERCENTAGE_OFF_ORDER':
    case 'PERCENTAGE_OFF_CHEAPEST_PRODUCT':
      return `${discountValue}%`;
    case 'FIXED_AMOUNT_OFF_ORDER':
    case 'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT':
      return formatPrice(discountValue);
    case 'FREE_SHIPPING':
      return 'Darmowa wysyłka';
  }
}
