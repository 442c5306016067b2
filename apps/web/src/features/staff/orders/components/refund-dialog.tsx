// 'Zwróć pieniądze' (UPDATE_ORDERS): give back all that is left of the payment, chosen units
// of the order's lines and optionally the shipping cost, or any amount for one line when a
// complaint is settled by a price reduction (art. 43e u.p.k. or art. 560 § 1 k.c., with its reason), with the amount
// shown before staff confirm. Each opening of the dialog is one refund (one Idempotency-Key): a repeated click
// after a lost answer does not refund twice.
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { HandCoins } from 'lucide-react';
import { formatPrice, groszeFromText } from '@shop/shared/money';
import { refundRequestSchema, type AdminOrder, type RefundRequest } from '@shop/shared/orders';
import { refundValue } from '@shop/shared/refunds';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { MoneyInput, Textarea } from '@/components/ui/input.tsx';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { refundableOf, type Refundable } from '@/entities/order/refundable.ts';

/**
 * The dialog's fields: everything left; chosen units (per order line) and the shipping; or a
 * price reduction of one line (its id, the amount as typed, the reason).
 */
const refundFieldsSchema = z.object({
  scope: z.enum(['all', 'lines', 'reduction']),
  units: z.record(z.string(), z.number()),
  shipping: z.boolean(),
  note: z.string(),
  reducedItem: z.string(),
  reduction: z.string(),
  reason: z.string(),
});
type RefundFields = z.infer<typeof refundFieldsSchema>;

/** The units chosen of the lines that still have some to refund (the order may change meanwhile). */
const chosenLines = (refundable: Refundable, units: RefundFields['units']) =>
  refundable.lines
    .map((line) => ({
      orderItemId: line.orderItemId,
      quantity: Math.min(units[line.orderItemId] ?? 0, line.quantity),
    }))
    .filter((line) => line.quantity > 0);

/** How much goes back for these fields. */
function amountOf(order: AdminOrder, refundable: Refundable, fields: RefundFields): number {
  if (fields.scope === 'reduction') return groszeFromText(fields.reduction) ?? 0;
  return fields.scope === 'all'
    ? refundable.amountLeft
    : refundValue(
        order,
        refundable.refunded,
        chosenLines(refundable, fields.units),
        fields.shipping && refundable.shippingLeft,
      );
}

/** The request these fields make, checked by the API's own schema (the note's length). */
function requestOf(refundable: Refundable, fields: RefundFields) {
  if (fields.scope === 'reduction') {
    return {
      priceReduction: {
        orderItemId: Number(fields.reducedItem),
        amount: groszeFromText(fields.reduction) ?? 0,
        reason: fields.reason,
      },
    };
  }
  return {
    ...(fields.scope === 'lines'
      ? {
          items: chosenLines(refundable, fields.units),
          shipping: fields.shipping && refundable.shippingLeft,
        }
      : {}),
    ...(fields.note.trim() ? { note: fields.note } : {}),
  };
}

/** The fields' rules: something to give back, and a request the API takes. */
const refundFormSchema = (order: AdminOrder, refundable: Refundable) =>
  refundFieldsSchema.superRefine((fields, ctx) => {
    if (fields.scope === 'reduction') {
      if (!fields.reducedItem) {
        ctx.addIssue({ code: 'custom', path: ['reducedItem'], message: 'Wybierz produkt' });
      }
      if (!(amountOf(order, refundable, fields) > 0)) {
        ctx.addIssue({
          code: 'custom',
          path: ['reduction'],
          message: 'Podaj kwotę obniżki, np. 25,00',
        });
      }
      if (!fields.reducedItem || !(amountOf(order, refundable, fields) > 0)) return;
    } else if (amountOf(order, refundable, fields) <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['scope'],
        message: 'Wybierz produkty lub wysyłkę do zwrotu.',
      });
    }
    for (const issue of refundRequestSchema.safeParse(requestOf(refundable, fields)).error
      ?.issues ?? []) {
      const field =
        issue.path[0] === 'note'
          ? 'note'
          : issue.path[1] === 'reason'
            ? 'reason'
            : issue.path[1] === 'amount'
              ? 'reduction'
              : 'scope';
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });

export function RefundButton({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  // A new key (and a fresh form) for every opening of the dialog.
  const [opening, setOpening] = useState(() => crypto.randomUUID());
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setOpening(crypto.randomUUID());
          setOpen(true);
        }}
      >
        <HandCoins aria-hidden="true" />
        Zwróć pieniądze
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <RefundForm
            key={opening}
            idempotencyKey={opening}
            order={order}
            refundable={refundableOf(order)}
            onDone={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
}

function RefundForm({
  order,
  refundable,
  idempotencyKey,
  onDone,
}: {
  order: AdminOrder;
  refundable: Refundable;
  idempotencyKey: string;
  onDone: () => void;
}) {
  const refund = useRefundOrder(order.id);
  const schema = useMemo(() => refundFormSchema(order, refundable), [order, refundable]);
  const form = useForm<RefundFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      scope: 'all',
      units: {},
      shipping: false,
      note: '',
      reducedItem: '',
      reduction: '',
      reason: '',
    },
  });
  const { errors } = form.formState;
  const fields = useWatch({ control: form.control }) as RefundFields;
  const { scope, units, shipping } = fields;
  const amount = amountOf(order, refundable, fields);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = `refund-${order.id}`;

  const submit = form.handleSubmit(async (fields) => {
    const body: RefundRequest = refundRequestSchema.parse(requestOf(refundable, fields));
    setFailure(null);
    try {
      await refund.mutateAsync({ body, idempotencyKey });
      toast({
        title: 'Zwrot zlecony',
        description: `Zamówienie #${order.id}: ${formatPrice(amount)} wraca do klienta.`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'Nie udało się zlecić zwrotu. Spróbuj ponownie.'));
    }
  });
  /** Fields the form's own inputs do not hold: set, and checked again once it was sent. */
  const revalidate = () => ({ shouldValidate: form.formState.isSubmitted });
  const error = failure ?? errors.scope?.message;

  return (
    <DialogContent
      title={`Zwrot pieniędzy — zamówienie #${order.id}`}
      description={`Do zwrotu pozostało ${formatPrice(refundable.amountLeft)}. Pieniądze wrócą do klienta przez Przelewy24.`}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="sr-only">Co zwrócić</legend>
          <RadioCard
            name={`${formId}-scope`}
            value="all"
            checked={scope === 'all'}
            onSelect={() => form.setValue('scope', 'all', revalidate())}
            title="Całe zamówienie"
            aside={formatPrice(refundable.amountLeft)}
          >
            Wszystko, co zostało z płatności.
          </RadioCard>
          <RadioCard
            name={`${formId}-scope`}
            value="lines"
            checked={scope === 'lines'}
            onSelect={() => form.setValue('scope', 'lines', revalidate())}
            disabled={refundable.lines.length === 0 && !refundable.shippingLeft}
            title="Wybrane produkty"
          >
            Wybierz sztuki do zwrotu i, jeśli trzeba, koszt wysyłki.
          </RadioCard>
          <RadioCard
            name={`${formId}-scope`}
            value="reduction"
            checked={scope === 'reduction'}
            onSelect={() => form.setValue('scope', 'reduction', revalidate())}
            disabled={refundable.lines.length === 0}
            title="Obniżenie ceny (reklamacja)"
          >
            Dowolna kwota za jeden produkt, który klient zatrzymuje; faktura dostanie korektę.
          </RadioCard>
        </fieldset>

        {scope === 'reduction' && (
          <div className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <FormField label="Produkt" error={errors.reducedItem?.message}>
              <NativeSelect disabled={refund.isPending} {...form.register('reducedItem')}>
                <option value="">— wybierz —</option>
                {refundable.lines.map((line) => {
                  const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
                  return (
                    <option key={line.orderItemId} value={line.orderItemId}>
                      {item.product.name} ({formatPrice(item.price)})
                    </option>
                  );
                })}
              </NativeSelect>
            </FormField>
            <FormField label="Kwota obniżki (zł)" error={errors.reduction?.message}>
              <MoneyInput disabled={refund.isPending} {...form.register('reduction')} />
            </FormField>
            <FormField
              label="Powód obniżenia ceny"
              hint="Np. wada opisana w reklamacji i uzgodnienie z klientem. Trafi do historii zamówienia."
              error={errors.reason?.message}
            >
              <Textarea
                maxLength={500}
                rows={2}
                className="min-h-16"
                disabled={refund.isPending}
                {...form.register('reason')}
              />
            </FormField>
          </div>
        )}

        {scope === 'lines' && (
          <div className="grid gap-3 rounded-lg border border-slate-200 p-3">
            {refundable.lines.map((line) => {
              const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
              return (
                <LineUnits
                  key={line.orderItemId}
                  name={item.product.name}
                  hint={`${formatPrice(item.price)} za sztukę · do zwrotu ${line.quantity} szt.`}
                  max={line.quantity}
                  value={units[line.orderItemId] ?? 0}
                  disabled={refund.isPending}
                  onChange={(count) =>
                    form.setValue('units', { ...units, [line.orderItemId]: count }, revalidate())
                  }
                />
              );
            })}
            {refundable.shippingLeft && (
              <Checkbox
                label={`Zwróć koszt wysyłki (${formatPrice(order.shippingCost)})`}
                checked={shipping}
                disabled={refund.isPending}
                onCheckedChange={(checked) =>
                  form.setValue('shipping', checked === true, revalidate())
                }
              />
            )}
          </div>
        )}

        {scope !== 'reduction' && (
          <FormField
            label="Notatka (opcjonalnie)"
            hint="Widoczna w historii zamówienia."
            error={errors.note?.message}
          >
            <Textarea
              maxLength={500}
              rows={2}
              className="min-h-16"
              disabled={refund.isPending}
              {...form.register('note')}
            />
          </FormField>
        )}

        <div
          role="status"
          className="flex items-baseline justify-between rounded-lg bg-slate-50 px-3 py-2.5"
        >
          <span className="text-sm text-slate-600">Kwota zwrotu</span>
          <span className="text-lg font-bold text-slate-900 tabular-nums">
            {formatPrice(amount)}
          </span>
        </div>
        {error && <Alert>{error}</Alert>}
      </form>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button type="submit" form={formId} loading={refund.isPending} disabled={amount <= 0}>
          Zwróć {formatPrice(amount)}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

/** How many units of one line go back (0 to those not refunded yet). */
function LineUnits({
  name,
  hint,
  max,
  value,
  disabled,
  onChange,
}: {
  name: string;
  hint: string;
  max: number;
  value: number;
  disabled: boolean;
  onChange: (count: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="grid min-w-0">
        <label htmlFor={id} className="line-clamp-2 text-sm font-medium text-slate-900">
          {name}
        </label>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </span>
      </div>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        className="w-28 shrink-0"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: max + 1 }, (_, count) => (
          <option key={count} value={count}>
            {count} szt.
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
