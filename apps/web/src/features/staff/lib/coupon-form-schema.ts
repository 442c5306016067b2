// The coupon form (spec section 5): fields as typed, defaults, which fields a discount type
// uses, and the way to POST /coupons: money x100 rounded, percentages as typed, minimum prices
// only when above 0, dates as ISO, then the shared schema with its Polish messages.
import { z } from 'zod';
import {
  createCouponRequestSchema,
  isCheapestProductDiscount,
  isPercentageDiscount,
} from '@shop/shared/coupons';
import { DISCOUNT_TYPES, type DiscountType } from '@shop/shared/enums';
import { groszeFrom, isLocalDateTime, isoFromLocal, numberFrom } from './form-values.ts';

const fieldsSchema = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES, { error: 'Typ zniżki jest wymagany' }),
  discountValue: z.string(),
  usageLimit: z.string(),
  minimumOrderPrice: z.string(),
  minimumProductPrice: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
});
export type CouponFormValues = z.input<typeof fieldsSchema>;

export const couponFormDefaults: CouponFormValues = {
  code: '',
  discountType: 'PERCENTAGE_OFF_ORDER',
  discountValue: '0',
  usageLimit: '1',
  minimumOrderPrice: '',
  minimumProductPrice: '',
  validFrom: '',
  validUntil: '',
};

/** What the form shows for a discount type. */
export function couponFieldsFor(type: DiscountType) {
  return {
    value: type !== 'FREE_SHIPPING',
    unit: isPercentageDiscount(type) ? '%' : 'PLN',
    step: isPercentageDiscount(type) ? 1 : 0.01,
    minimumOrderPrice: !isCheapestProductDiscount(type),
    minimumProductPrice: isCheapestProductDiscount(type),
  } as const;
}

function discountValueOf(values: CouponFormValues): number | undefined {
  if (values.discountType === 'FREE_SHIPPING') return 0;
  const typed = numberFrom(values.discountValue);
  // The value must be at least 1 in the unit typed (% or PLN): anything less goes on as 0, so
  // the shared check answers with its 'Wartość zniżki musi być liczbą większą od 0'.
  if (typed !== undefined && !(typed >= 1)) return 0;
  return isPercentageDiscount(values.discountType) ? typed : groszeFrom(values.discountValue);
}

const thresholdOf = (text: string, shown: boolean) => {
  const grosze = shown ? groszeFrom(text) : undefined;
  return grosze !== undefined && grosze > 0 ? grosze : null;
};
const dateOf = (local: string) =>
  local.trim() === '' ? null : isLocalDateTime(local) ? isoFromLocal(local) : local;

function toBody(values: CouponFormValues) {
  const shown = couponFieldsFor(values.discountType);
  return {
    code: values.code,
    discountType: values.discountType,
    discountValue: discountValueOf(values),
    usageLimit: numberFrom(values.usageLimit),
    minimumOrderPrice: thresholdOf(values.minimumOrderPrice, shown.minimumOrderPrice),
    minimumProductPrice: thresholdOf(values.minimumProductPrice, shown.minimumProductPrice),
    validFrom: dateOf(values.validFrom),
    validUntil: dateOf(values.validUntil),
  };
}

/** An empty number field goes on as undefined (hence the cast): the shared "required" message. */
export const couponFormSchema = fieldsSchema
  .transform((values) => toBody(values) as z.input<typeof createCouponRequestSchema>)
  .pipe(createCouponRequestSchema);
