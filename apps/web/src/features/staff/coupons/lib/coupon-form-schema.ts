// The coupon form: fields as typed, defaults, which fields a discount type
// uses, and the way to POST /coupons: money x100 rounded, percentages as typed, minimum prices
// only when above 0, dates as ISO, then the shared schema with its Polish messages.
import { z } from 'zod';
import {
  couponCodeSchema,
  createCouponRequestSchema,
  isCheapestProductDiscount,
  isPercentageDiscount,
} from '@shop/shared/coupons';
import { DISCOUNT_TYPES, type DiscountType } from '@shop/shared/enums';
import {
  groszeFrom,
  isLocalDateTime,
  isoFromLocal,
  numberFrom,
} from '../../shell/lib/form-values.ts';

// The typed numbers are checked here, in the unit typed (at least 1 % or 1 PLN;
// a whole number of uses), so that every message shows at once: the shared schema below skips
// its cross-field rules while some field is missing.
const fieldsSchema = z
  .object({
    code: couponCodeSchema,
    discountType: z.enum(DISCOUNT_TYPES, { error: 'Typ zniżki jest wymagany' }),
    discountValue: z.string(),
    usageLimit: z.string(),
    minimumOrderPrice: z.string(),
    minimumProductPrice: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
  })
  .superRefine((values, ctx) => {
    const issue = (path: 'discountValue' | 'usageLimit', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const value = numberFrom(values.discountValue);
    if (values.discountType !== 'FREE_SHIPPING') {
      if (value === undefined) issue('discountValue', 'Wartość zniżki jest wymagana');
      else if (!(value >= 1)) issue('discountValue', 'Wartość zniżki musi być liczbą większą od 0');
    }
    const limit = numberFrom(values.usageLimit);
    if (limit === undefined) issue('usageLimit', 'Limit użyć jest wymagany');
    else if (!Number.isInteger(limit) || limit < 1) {
      issue('usageLimit', 'Limit użyć musi być liczbą większą od 0');
    }
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
    minimumOrderPrice: !isCheapestProductDiscount(type),
    minimumProductPrice: isCheapestProductDiscount(type),
  } as const;
}

function discountValueOf(values: CouponFormValues): number | undefined {
  if (values.discountType === 'FREE_SHIPPING') return 0;
  return isPercentageDiscount(values.discountType)
    ? numberFrom(values.discountValue)
    : groszeFrom(values.discountValue);
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

/** Numbers may go on as undefined or NaN (hence the cast); the shared schema has the last word. */
export const couponFormSchema = fieldsSchema
  .transform((values) => toBody(values) as z.input<typeof createCouponRequestSchema>)
  .pipe(createCouponRequestSchema);
