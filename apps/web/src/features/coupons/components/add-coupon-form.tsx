// Adds a coupon by its code: the code is required and trimmed
// ('Proszę podać kod kuponu'); the API's refusals are told in its own (Polish) words.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { assignCouponRequestSchema, type AssignCouponRequest } from '@shop/shared/coupons';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAssignCoupon } from '@/entities/coupons/api.ts';

type AddCouponForm = z.input<typeof assignCouponRequestSchema>;

function assignFailure(error: unknown): string {
  if (isApiError(error, 404)) return 'Nie znaleziono kuponu o podanym kodzie';
  if (isApiError(error, 400)) return 'Nieprawidłowy kod kuponu lub kupon już został przypisany';
  return 'Wystąpił błąd podczas dodawania kuponu';
}

export function AddCouponForm() {
  const assign = useAssignCoupon();
  const form = useForm<AddCouponForm, unknown, AssignCouponRequest>({
    resolver: zodResolver(assignCouponRequestSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const coupon = await assign.mutateAsync(body);
      form.reset({ code: '' });
      toast({ title: 'Kupon został dodany', description: coupon.code, variant: 'success' });
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
