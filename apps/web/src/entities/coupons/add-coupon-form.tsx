// Adds a coupon by its code: the code is required and trimmed ('Proszę podać kod kuponu');
// refusals are told in the shop's coupon messages. On 'Moje kupony' it only adds; at checkout
// (`onAdded`) the coupon is applied at once, and a code already on the account is applied
// without asking the server again.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import {
  assignCouponRequestSchema,
  type AssignCouponRequest,
  type Coupon,
} from '@shop/shared/coupons';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAssignCoupon, useMyCoupons } from './api.ts';

type AddCouponForm = z.input<typeof assignCouponRequestSchema>;

function assignFailure(error: unknown): string {
  if (isApiError(error, 404)) return 'Nie znaleziono kuponu o podanym kodzie';
  if (isApiError(error, 400)) return 'Nieprawidłowy kod kuponu lub kupon już został przypisany';
  return 'Wystąpił błąd podczas dodawania kuponu';
}

export function AddCouponForm({ onAdded }: { onAdded?: (coupon: Coupon) => void }) {
  const assign = useAssignCoupon();
  const mine = useMyCoupons();
  const form = useForm<AddCouponForm, unknown, AssignCouponRequest>({
    resolver: zodResolver(assignCouponRequestSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    const owned = onAdded && mine.data?.find((coupon) => coupon.code === body.code);
    if (owned) {
      form.reset({ code: '' });
      onAdded(owned);
      return;
    }
    try {
      const coupon = await assign.mutateAsync(body);
      form.reset({ code: '' });
      toast({ title: 'Kupon został dodany', description: coupon.code, variant: 'success' });
      onAdded?.(coupon);
    } catch (error) {
      form.setError('code', { message: assignFailure(error) }, { shouldFocus: true });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Dodaj kupon"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        label="Kod kuponu"
        error={form.formState.errors.code?.message}
        className="flex-1 sm:max-w-md"
      >
        <Input
          placeholder="np. WIOSNA10"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" loading={assign.isPending} className="sm:mt-5">
        <Plus aria-hidden="true" />
        Dodaj kupon
      </Button>
    </form>
  );
}
