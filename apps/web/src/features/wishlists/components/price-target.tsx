// „Powiadom, gdy cena spadnie do … zł” on a wished-for product whose price falls by the
// schedule (docs/product-rules.md, "Cena, na którą czekasz"): the shopper names a price below
// today's; the step that reaches it sends one e-mail. Shows the price waited for with „Nie
// czekaj”, or that it was reached.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { z } from 'zod';
import type { Product } from '@shop/shared/catalogue';
import { formatPrice, groszeFromText } from '@shop/shared/money';
import { LOWEST_PRICE_TARGET, type PriceTarget as Target } from '@shop/shared/price-targets';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useRemovePriceTarget, useSetPriceTarget } from '../api/price-targets.ts';

const FAILED = 'Nie udało się zapisać ceny, spróbuj ponownie później';

/** Whether the product's price will still fall: on sale, by the schedule, a step still to come. */
export const priceWillFall = (product: Product) =>
  product.priceType === 'DYNAMIC_LEVELS' &&
  product.status === 'AVAILABLE' &&
  product.drop.nextPriceDropTime !== null;

const fieldsFor = (price: number) =>
  z.object({
    amount: z
      .string()
      .transform((text) => groszeFromText(text))
      .pipe(
        z
          .number({ error: 'Podaj cenę, np. 49,99' })
          .min(LOWEST_PRICE_TARGET, 'Cena musi wynosić co najmniej 1,00 zł')
          .max(price - 1, `Podaj cenę niższą niż obecna (${formatPrice(price)})`),
      ),
  });

export function PriceTarget({ product, target }: { product: Product; target: Target | undefined }) {
  const remove = useRemovePriceTarget(product.id);
  if (target && target.reachedAt === null) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p role="status" className="flex items-center gap-1.5 font-medium text-brand-800">
          <BellRing className="size-4 shrink-0" aria-hidden="true" />
          Powiadomimy Cię, gdy cena spadnie do {formatPrice(target.price)}
        </p>
        <Button
          variant="link"
          size="sm"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onError: (error) =>
                toast({ title: errorMessage(error, FAILED), variant: 'destructive' }),
            })
          }
        >
          Nie czekaj
        </Button>
      </div>
    );
  }
  return <PriceTargetForm product={product} reached={target} />;
}

function PriceTargetForm({ product, reached }: { product: Product; reached: Target | undefined }) {
  const set = useSetPriceTarget(product.id);
  const schema = fieldsFor(product.price);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await set.mutateAsync(amount);
      toast({
        title: `Powiadomimy Cię, gdy cena spadnie do ${formatPrice(amount)}`,
        variant: 'success',
      });
    } catch (error) {
      form.setError('amount', { message: errorMessage(error, FAILED) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      {reached && (
        <p className="text-sm text-slate-600">
          Cena {formatPrice(reached.price)} została osiągnięta: wysłaliśmy Ci e-mail.
        </p>
      )}
      <div className="flex items-end gap-2">
        <FormField
          label="Powiadom, gdy cena spadnie do … zł"
          error={form.formState.errors.amount?.message}
          className="min-w-0 flex-1"
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="np. 49,99"
            {...form.register('amount')}
          />
        </FormField>
        <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
          Powiadom mnie
        </Button>
      </div>
    </form>
  );
}
