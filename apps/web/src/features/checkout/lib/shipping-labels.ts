// How checkout names the delivery methods.
import type { ShippingMethod } from '@shop/shared/enums';

export const shippingMethodLabels: Record<ShippingMethod, string> = {
  INPOST_COURIER: 'Kurier InPost',
  INPOST_PARCEL_LOCKER: 'Paczkomat InPost',
};
