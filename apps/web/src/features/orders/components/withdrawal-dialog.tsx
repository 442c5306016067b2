// The withdrawal function (art. 11a of the consumer rights directive, decision 029): step one is
// the button „Odstąp od umowy”, step two this dialog, which asks for nothing but the pieces (all
// by default) and shows what identifies the consumer and the contract, then „Potwierdź
// odstąpienie”. The answer replaces the form with the acknowledgement: the statement's date and
// time, and what happens next (an unpaid order is cancelled; pieces of a paid order not sent yet
// are taken out of it and refunded, all of them cancel it; otherwise the return address and the
// deadlines). The e-mail with the same goes out at once.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Undo2 } from 'lucide-react';
import { z } from 'zod';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import {
  RETURN_SHIP_DAYS,
  WITHDRAWAL_REFUND_DAYS,
  withdrawalRequestSchema,
  type OrderReturn,
  type WithdrawalRequest,
} from '@shop/shared/returns';
import { formatDateTime, formatDay } from '@shop/shared/warsaw-time';
import { ReturnAddress } from '@/components/return-address.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FieldError } from '@/components/ui/form-field.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { returnableLines, withdrawalBeforeShipping } from '../lib/returnable.ts';
import { LineChoices } from './line-choice.tsx';

export interface WithdrawalButtonProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function WithdrawalButton({ order, open, onOpenChange }: WithdrawalButtonProps) {
  return (
    <>
      <Button
        variant="outline"
        className="h-auto min-h-11 w-full py-2 whitespace-normal sm:min-h-10 sm:w-auto"
        onClick={() => onOpenChange(true)}
      >
        <Undo2 aria-hidden="true" />
        Odstąp od umowy
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        {open && <WithdrawalForm order={order} />}
      </Dialog>
    </>
  );
}

/** The units chosen per order line (0: not chosen); the request names the pieces chosen. */
const withdrawalFormSchema = z
  .object({ units: z.record(z.string(), z.number()) })
  .transform(({ units }): z.input<typeof withdrawalRequestSchema> => ({
    items: Object.entries(units)
      .map(([orderItemId, quantity]) => ({ orderItemId: Number(orderItemId), quantity }))
      .filter((line) => line.quantity > 0),
  }))
  .pipe(withdrawalRequestSchema);
type WithdrawalForm = z.input<typeof withdrawalFormSchema>;

function WithdrawalForm({ order }: { order: Order }) {
  const withdraw = useWithdraw(order.id);
  const { user } = useAuth();
  // Read once when the dialog opens: the answer changes the order.
  const [unpaid] = useState(() => order.status === 'PENDING');
  const [unsent] = useState(() => withdrawalBeforeShipping(order));
  const [lines] = useState(() => returnableLines(order));
  const form = useForm<WithdrawalForm, unknown, WithdrawalRequest>({
    resolver: zodResolver(withdrawalFormSchema),
    defaultValues: {
      units: Object.fromEntries(lines.map((line) => [line.orderItemId, line.left])),
    },
  });
  const units = useWatch({ control: form.control, name: 'units' });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<OrderReturn | null>(null);
  const noneChosen = Object.values(units).every((quantity) => quantity === 0);
  const everything = lines.every((line) => (units[line.orderItemId] ?? 0) === line.left);
  const [cancelled, setCancelled] = useState(false);

  const confirm = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      // An unpaid order is withdrawn from as a whole: the statement names no pieces.
      const statement = await withdraw.mutateAsync(unpaid ? {} : request);
      setCancelled(unsent && everything);
      setDone(statement);
    } catch (error) {
      setFailure(errorMessage(error, 'Nie udało się zapisać odstąpienia. Spróbuj ponownie.'));
    }
  });

  if (done) {
    return (
      <Acknowledgement
        order={order}
        statement={done}
        unsent={unsent}
        cancelled={cancelled}
        unpaid={unpaid}
      />
    );
  }

  return (
    <DialogContent
      title="Odstąpienie od umowy"
      description={`Zamówienie nr ${order.id} z ${formatDay(order.createdAt)}. Nie musisz podawać przyczyny.`}
      className="max-w-xl"
    >
      <dl className="grid gap-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <div className="flex flex-wrap gap-x-2">
          <dt>Kupujący:</dt>
          <dd className="font-medium text-slate-900">{order.shippingAddress.name}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt>Potwierdzenie wyślemy na:</dt>
          <dd className="font-medium break-all text-slate-900">{user?.email}</dd>
        </div>
      </dl>

      {unpaid ? (
        <div className="grid gap-2 text-sm text-slate-700">
          <p>
            Zamówienie nie zostało jeszcze opłacone ani wysłane: odstępujesz od całego zamówienia.
            Anulujemy je; niczego nie płacisz ani nie odsyłasz. Od części produktów możesz odstąpić
            po opłaceniu zamówienia.
          </p>
          <ul className="grid gap-0.5 rounded-xl border border-slate-200 px-4 py-3">
            {order.items.map((item) => (
              <li key={item.id}>
                {item.product.name} × {item.quantity}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <fieldset
          className="grid gap-1"
          aria-describedby={noneChosen ? 'withdraw-none' : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-slate-800">
            Produkty, od których odstępujesz
          </legend>
          <LineChoices
            order={order}
            lines={lines}
            units={units}
            disabled={withdraw.isPending}
            onChange={(chosen) => form.setValue('units', chosen)}
          />
          {noneChosen && (
            <FieldError id="withdraw-none">Wybierz produkty, od których odstępujesz</FieldError>
          )}
          {unsent ? (
            <p className="mt-2 text-sm text-slate-700">
              Zamówienie nie zostało jeszcze wysłane: wybranych produktów nie wyślemy, a ich cenę
              zwrócimy od razu. Odstąpienie od wszystkich produktów anuluje zamówienie i zwrócimy{' '}
              <strong className="text-slate-900">{formatPrice(order.totalAmount)}</strong> razem z
              kosztem dostawy. Niczego nie odsyłasz.
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              Produkty odeślij w ciągu {RETURN_SHIP_DAYS} dni na adres: <ReturnAddress />. Koszt
              odesłania ponosisz Ty. Pieniądze zwrócimy w ciągu {WITHDRAWAL_REFUND_DAYS} dni (możemy
              poczekać, aż produkty do nas dotrą).
            </p>
          )}
        </fieldset>
      )}

      {failure && <Alert>{failure}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button loading={withdraw.isPending} disabled={noneChosen} onClick={() => void confirm()}>
          Potwierdź odstąpienie
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function Acknowledgement({
  order,
  statement,
  unsent,
  cancelled,
  unpaid,
}: {
  order: Order;
  statement: OrderReturn;
  /** Paid and not sent yet: the pieces are taken out of the order, nothing comes back. */
  unsent: boolean;
  /** Every piece left of a paid order not sent yet: the order is cancelled. */
  cancelled: boolean;
  /** The order was not paid: cancelling it is all. */
  unpaid: boolean;
}) {
  return (
    <DialogContent title="Odstąpienie od umowy przyjęte" className="max-w-xl">
      <div role="status" className="grid gap-3 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          Złożono {formatDateTime(statement.createdAt)}
        </p>
        <ul className="grid gap-0.5 rounded-xl border border-slate-200 px-4 py-3">
          {statement.items.map((line) => (
            <li key={line.orderItemId}>
              {line.productName} × {line.quantity}
            </li>
          ))}
        </ul>
        {unpaid ? (
          <p>Zamówienie nr {order.id} zostało anulowane. Nie musisz za nie płacić.</p>
        ) : unsent && !cancelled ? (
          <p>
            Tych produktów nie wyślemy; resztę zamówienia nr {order.id} wyślemy jak zwykle. Zwrot
            ich ceny zlecamy na rachunek, z którego zapłacono — najpóźniej do{' '}
            <strong className="text-slate-900">
              {formatDay(statement.refundBy ?? statement.createdAt)}
            </strong>
            .
          </p>
        ) : cancelled ? (
          <p>
            Zamówienie nr {order.id} zostało anulowane. Zwrot pieniędzy razem z kosztem dostawy
            zlecamy na rachunek, z którego zapłacono — najpóźniej do{' '}
            <strong className="text-slate-900">
              {formatDay(statement.refundBy ?? statement.createdAt)}
            </strong>
            .
          </p>
        ) : (
          <>
            <p>
              Odeślij produkty do{' '}
              <strong className="text-slate-900">{formatDay(statement.shipBy)}</strong> na adres:{' '}
              <ReturnAddress />. Do paczki włóż kartkę z numerem zamówienia{' '}
              <strong className="text-slate-900">nr {order.id}</strong>.
            </p>
            <p>
              Pieniądze zwrócimy do{' '}
              <strong className="text-slate-900">
                {formatDay(statement.refundBy ?? statement.shipBy)}
              </strong>{' '}
              (możemy poczekać, aż produkty do nas dotrą albo pokażesz dowód ich nadania).
            </p>
          </>
        )}
        <p>Potwierdzenie z datą i godziną wysłaliśmy e-mailem.</p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Wróć do zamówienia</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
