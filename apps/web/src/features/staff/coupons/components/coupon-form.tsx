// The new coupon form: the fields a discount type needs, the value labelled
// % or PLN, and after success 'Kupon został utworzony pomyślnie' and an empty form again.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { COUPON_CODE_MAX } from '@shop/shared/coupons';
import { DISCOUNT_TYPES } from '@shop/shared/enums';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, MoneyInput } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast.ts';
import { useCreateCoupon } from '../api/create-coupon.ts';
import {
  couponFieldsFor,
  couponFormDefaults,
  couponFormSchema,
  type CouponFormValues,
} from '../lib/coupon-form-schema.ts';
import { discountTypeLabels } from '@shop/shared/enums';
import { toastSaveError } from '../../shell/lib/save-error.ts';

export function CouponForm() {
  const createCoupon = useCreateCoupon();
  const form = useForm<CouponFormValues, unknown, z.output<typeof couponFormSchema>>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: couponFormDefaults,
  });
  const { errors, isSubmitting } = form.formState;
  const discountType = useWatch({ control: form.control, name: 'discountType' });
  const shown = couponFieldsFor(discountType);

  const submit = form.handleSubmit(async (body) => {
    try {
      await createCoupon.mutateAsync(body);
      toast({
        title: 'Sukces',
        description: 'Kupon został utworzony pomyślnie',
        variant: 'success',
      });
      form.reset(couponFormDefaults);
    } catch (error) {
      toastSaveError(error, {
        scope: 'MANAGE_COUPONS',
        invalid: 'Nieprawidłowe dane kuponu',
        failed: 'Nie udało się utworzyć kuponu. Spróbuj ponownie.',
      });
    }
  });

  return (
    <Card>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            label="Kod"
            error={errors.code?.message}
            hint="Wielkie litery, cyfry, podkreślenia i myślniki (3-50 znaków)."
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={COUPON_CODE_MAX + 10}
              {...form.register('code')}
            />
          </FormField>
          <FormField label="Typ zniżki" error={errors.discountType?.message}>
            <NativeSelect {...form.register('discountType')}>
              {DISCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {discountTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {shown.value && (
            <FormField
              label={`Wartość zniżki (${shown.unit})`}
              error={errors.discountValue?.message}
            >
              {shown.unit === '%' ? (
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  step={1}
                  {...form.register('discountValue')}
                />
              ) : (
                <MoneyInput {...form.register('discountValue')} />
              )}
            </FormField>
          )}
          <FormField label="Limit użyć" error={errors.usageLimit?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register('usageLimit')}
            />
          </FormField>
          {shown.minimumOrderPrice && (
            <FormField
              label="Minimalna wartość zamówienia (PLN)"
              hint="Puste lub 0: bez minimum."
              error={errors.minimumOrderPrice?.message}
            >
              <MoneyInput {...form.register('minimumOrderPrice')} />
            </FormField>
          )}
          {shown.minimumProductPrice && (
            <FormField
              label="Minimalna cena produktu (PLN)"
              hint="Puste lub 0: bez minimum."
              error={errors.minimumProductPrice?.message}
            >
              <MoneyInput {...form.register('minimumProductPrice')} />
            </FormField>
          )}
          <div className="grid items-start gap-5 sm:col-span-2 sm:grid-cols-2">
            <FormField label="Ważny od (opcjonalnie)" error={errors.validFrom?.message}>
              <Input type="datetime-local" {...form.register('validFrom')} />
            </FormField>
            <FormField label="Ważny do (opcjonalnie)" error={errors.validUntil?.message}>
              <Input type="datetime-local" {...form.register('validUntil')} />
            </FormField>
          </div>
          <div className="flex justify-end border-t border-slate-100 pt-5 sm:col-span-2">
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
              Utwórz kupon
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
