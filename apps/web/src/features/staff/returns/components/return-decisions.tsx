// Staff decisions on a withdrawal or complaint (MANAGE_RETURNS, docs/returns.md): 'Towar
// otrzymany' marks the goods back; 'Przyjmij' asks first, with 'Zwróć też koszt dostawy' (ticked
// and fixed for a withdrawal that gives every piece back, art. 32 ust. 1), for a withdrawal an
// optional deduction for the goods' diminished value with its reason (art. 34 ust. 4) and, when
// the order can be read (READ_ORDERS), the amount that goes back computed by the shared refund
// rules; 'Odrzuć' is only for a complaint answered in time and needs a reason the shopper will
// read. The server refunds once however often the acceptance is sent; a second decision is
// refused in Polish.
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Check, PackageCheck, X } from 'lucide-react';
import type { AdminOrder } from '@shop/shared/orders';
import { formatPrice, groszeFromText } from '@shop/shared/money';
import { givesEverythingBack, refundValue, type RefundLine } from '@shop/shared/refunds';
import {
  rejectReturnRequestSchema,
  returnTypeLabels,
  type AdminReturn,
  acceptReturnRequestSchema,
  isDeemedAccepted,
  type AcceptReturnRequest,
  type RejectReturnRequest,
} from '@shop/shared/returns';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useAcceptReturn } from '../api/accept-return.ts';
import { useAdminOrder } from '@/entities/order/admin-orders.ts';
import { useMarkReturnReceived } from '../api/mark-return-received.ts';
import { useRejectReturn } from '../api/reject-return.ts';
import { refundableOf } from '@/entities/order/refundable.ts';
import { formatDay } from '@shop/shared/warsaw-time';

const piecesText = (item: AdminReturn) =>
  item.items.map((line) => `${line.productName} × ${line.quantity}`).join(', ');

export function ReturnActions({ item }: { item: AdminReturn }) {
  const received = useMarkReturnReceived();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);

  async function markReceived() {
    try {
      const answer = await received.mutateAsync(item.id);
      toast({
        title: 'Sukces',
        description: `Zamówienie #${item.orderId}: towar otrzymany.${answer.answerBy ? ` Odpowiedź do ${formatDay(answer.answerBy)}.` : ''}`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Błąd',
        description: errorMessage(error, 'Nie udało się zapisać otrzymania towaru.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap">
      {item.status === 'REQUESTED' && (
        <Button
          variant="outline"
          size="sm"
          loading={received.isPending}
          onClick={() => void markReceived()}
        >
          {!received.isPending && <PackageCheck aria-hidden="true" />}
          Towar otrzymany
        </Button>
      )}
      <Button size="sm" onClick={() => setDialog('accept')}>
        <Check aria-hidden="true" />
        Przyjmij
      </Button>
      {item.type === 'WITHDRAWAL' ? (
        <p className="text-sm text-slate-600 sm:self-center">
          Odstąpienia się nie odrzuca: za zmniejszenie wartości towaru potrąć kwotę przy przyjęciu.
        </p>
      ) : isDeemedAccepted(item, new Date()) ? (
        <p className="text-sm text-slate-600 sm:self-center">
          Bez odpowiedzi w 14 dni reklamacja jest uznana (art. 7a ust. 1 ustawy o prawach
          konsumenta): można ją tylko przyjąć.
        </p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          onClick={() => setDialog('reject')}
        >
          <X aria-hidden="true" />
          Odrzuć
        </Button>
      )}
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog === 'accept' && <AcceptForm item={item} onDone={() => setDialog(null)} />}
        {dialog === 'reject' && <RejectForm item={item} onDone={() => setDialog(null)} />}
      </Dialog>
    </div>
  );
}

interface Preview {
  /** The return's units not refunded yet: what the acceptance refunds. */
  lines: RefundLine[];
  amount: number;
  shippingLeft: boolean;
  shippingCost: number;
}

/** What accepting refunds, by the same rules as the server (@shop/shared/refunds). */
function previewOf(order: AdminOrder, item: AdminReturn, shipping: boolean): Preview {
  const refundable = refundableOf(order);
  const left = new Map(refundable.lines.map((line) => [line.orderItemId, line.quantity]));
  const lines = item.items
    .map((line) => ({
      orderItemId: line.orderItemId,
      quantity: Math.min(line.quantity, left.get(line.orderItemId) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
  const withShipping = shipping && refundable.shippingLeft;
  return {
    lines,
    amount: refundValue(order, refundable.refunded, lines, withShipping),
    shippingLeft: refundable.shippingLeft,
    shippingCost: order.shippingCost,
  };
}

/** A withdrawal that, with what was given back before, gives every piece of its order back. */
function withdrawsWholeOrder(order: AdminOrder, item: AdminReturn): boolean {
  return (
    item.type === 'WITHDRAWAL' &&
    givesEverythingBack(order, refundableOf(order).refunded, item.items)
  );
}

/** The typed deduction: grosze and reason, an error to show, or nothing typed. */
function deductionOf(amountText: string, reason: string) {
  const amount = groszeFromText(amountText);
  if (amount === undefined && reason.trim() === '') return { value: undefined };
  const parsed = acceptReturnRequestSchema.shape.deduction.safeParse({
    amount: amount === undefined || Number.isNaN(amount) ? undefined : amount,
    reason,
  });
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'Nieprawidłowe potrącenie' };
  return { value: parsed.data };
}

function AcceptForm({ item, onDone }: { item: AdminReturn; onDone: () => void }) {
  const auth = useAuth();
  const accept = useAcceptReturn(item.id);
  // The amount needs the order's prices, which READ_ORDERS may read.
  const order = useAdminOrder(auth.hasScope('READ_ORDERS') ? item.orderId : null);
  // Accepting asks only whether the delivery cost goes back too.
  const form = useForm<AcceptReturnRequest>({
    resolver: zodResolver(acceptReturnRequestSchema),
    defaultValues: { refundShipping: false },
  });
  const shipping = useWatch({ control: form.control, name: 'refundShipping' });
  const [error, setError] = useState<string | null>(null);
  const preview = order.data ? previewOf(order.data, item, shipping) : null;
  // Withdrawing from the whole order brings the delivery cost back too (ustawa o prawach
  // konsumenta, art. 32 ust. 1): ticked, and fixed, as soon as the order shows it.
  const wholeWithdrawal = order.data !== undefined && withdrawsWholeOrder(order.data, item);
  useEffect(() => {
    if (wholeWithdrawal) form.setValue('refundShipping', true);
  }, [wholeWithdrawal, form]);
  const [deductionText, setDeductionText] = useState('');
  const [deductionReason, setDeductionReason] = useState('');
  const [showDeductionError, setShowDeductionError] = useState(false);
  const deduction = deductionOf(deductionText, deductionReason);
  // The typed amount counts in the preview at once; its reason is asked for when sending.
  const typed = groszeFromText(deductionText);
  const kept = typed !== undefined && typed > 0 ? typed : 0;
  const refundAmount = preview ? Math.max(preview.amount - kept, 0) : null;
  const formId = `accept-return-${item.id}`;

  const submit = form.handleSubmit(async () => {
    setError(null);
    if (deduction.error) {
      setShowDeductionError(true);
      return;
    }
    try {
      const answer = await accept.mutateAsync({
        refundShipping: (shipping || wholeWithdrawal) && (preview?.shippingLeft ?? true),
        ...(deduction.value ? { deduction: deduction.value } : {}),
      });
      toast({
        title: 'Sukces',
        description:
          answer.refundId === null
            ? `Zamówienie #${item.orderId}: zgłoszenie przyjęte bez nowego zwrotu pieniędzy.`
            : `Zamówienie #${item.orderId}: zgłoszenie przyjęte, ${refundAmount !== null ? `${formatPrice(refundAmount)} wraca` : 'pieniądze wracają'} do klienta.`,
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      const message = errorMessage(failure, 'Nie udało się przyjąć zgłoszenia. Spróbuj ponownie.');
      setError(message);
      toast({ title: 'Błąd', description: message, variant: 'destructive' });
    }
  });

  return (
    <DialogContent
      title={`Przyjąć zgłoszenie — zamówienie #${item.orderId}?`}
      description={`${returnTypeLabels[item.type]}: ${piecesText(item)}. Pieniądze za te sztuki wrócą do klienta przez Przelewy24.`}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid gap-1">
          <Checkbox
            label="Zwróć też koszt dostawy"
            checked={shipping}
            disabled={accept.isPending || preview?.shippingLeft === false || wholeWithdrawal}
            onCheckedChange={(checked) =>
              form.setValue('refundShipping', checked === true, { shouldDirty: true })
            }
          />
          <p className="text-xs text-slate-500">
            {preview?.shippingLeft === false
              ? 'Koszt dostawy został już zwrócony.'
              : wholeWithdrawal
                ? `Klient odstępuje od całej umowy: koszt dostawy (${formatPrice(preview?.shippingCost ?? 0)}) wraca zawsze (art. 32 ust. 1 ustawy o prawach konsumenta).`
                : `Przy odstąpieniu od całej umowy klientowi należy się też zwrot kosztu dostawy${preview ? ` (${formatPrice(preview.shippingCost)})` : ''}.`}
          </p>
        </div>
        {item.type === 'WITHDRAWAL' && (
          <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              Potrącenie za zmniejszenie wartości (opcjonalnie)
            </legend>
            <p className="text-xs text-slate-500">
              Tylko za korzystanie z towaru ponad to, co było konieczne do sprawdzenia jego
              charakteru, cech i działania (art. 34 ust. 4 ustawy o prawach konsumenta). Klient
              przeczyta powód w e-mailu.
            </p>
            <FormField label="Kwota potrącenia (zł)">
              <Input
                inputMode="decimal"
                value={deductionText}
                onChange={(event) => setDeductionText(event.target.value)}
                disabled={accept.isPending}
              />
            </FormField>
            <FormField
              label="Powód potrącenia"
              error={showDeductionError ? deduction.error : undefined}
            >
              <Textarea
                rows={2}
                value={deductionReason}
                onChange={(event) => setDeductionReason(event.target.value)}
                disabled={accept.isPending}
              />
            </FormField>
          </fieldset>
        )}
        <div
          role="status"
          className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5"
        >
          {preview ? (
            preview.lines.length === 0 && preview.amount === 0 ? (
              <span className="text-sm text-slate-700">
                Te sztuki zostały już zwrócone: zgłoszenie zostanie przyjęte bez nowego zwrotu.
              </span>
            ) : (
              <>
                <span className="text-sm text-slate-600">
                  Kwota zwrotu{kept > 0 ? ` (po potrąceniu ${formatPrice(kept)})` : ''}
                </span>
                <span className="text-lg font-bold text-slate-900 tabular-nums">
                  {formatPrice(refundAmount ?? 0)}
                </span>
              </>
            )
          ) : (
            <span className="text-sm text-slate-600">
              {order.isLoading
                ? 'Liczymy kwotę zwrotu...'
                : 'Kwotę zwrotu wyliczy system przy przyjęciu zgłoszenia.'}
            </span>
          )}
        </div>
        {error && <Alert>{error}</Alert>}
      </form>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button type="submit" form={formId} loading={accept.isPending}>
          {refundAmount !== null && refundAmount > 0
            ? `Przyjmij i zwróć ${formatPrice(refundAmount)}`
            : 'Przyjmij zgłoszenie'}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function RejectForm({ item, onDone }: { item: AdminReturn; onDone: () => void }) {
  const reject = useRejectReturn(item.id);
  const form = useForm<z.input<typeof rejectReturnRequestSchema>, unknown, RejectReturnRequest>({
    resolver: zodResolver(rejectReturnRequestSchema),
    defaultValues: { reason: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const formId = `reject-return-${item.id}`;

  const submit = form.handleSubmit(async (request) => {
    setError(null);
    try {
      await reject.mutateAsync(request);
      toast({
        title: 'Sukces',
        description: `Zamówienie #${item.orderId}: zgłoszenie odrzucone. Klient dostanie e-mail z powodem.`,
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      const message = errorMessage(failure, 'Nie udało się odrzucić zgłoszenia. Spróbuj ponownie.');
      setError(message);
      toast({ title: 'Błąd', description: message, variant: 'destructive' });
    }
  });

  return (
    <DialogContent
      title={`Odrzucić zgłoszenie — zamówienie #${item.orderId}?`}
      description={`${returnTypeLabels[item.type]}: ${piecesText(item)}.`}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <FormField
          label="Powód odrzucenia"
          hint="Klient przeczyta go w e-mailu i na stronie zamówienia."
          error={form.formState.errors.reason?.message}
        >
          <Textarea
            maxLength={1000}
            rows={3}
            disabled={reject.isPending}
            {...form.register('reason')}
          />
        </FormField>
        {error && <Alert>{error}</Alert>}
      </form>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button type="submit" form={formId} variant="destructive" loading={reject.isPending}>
          Odrzuć zgłoszenie
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
