// How the staff screens show a coupon's value (discount types are named in @shop/shared/enums).
import type { Coupon } from '@shop/shared/coupons';
import { formatPrice } from '@shop/shared/money';

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
