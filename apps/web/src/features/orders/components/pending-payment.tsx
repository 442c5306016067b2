// An unpaid order's payment: the reservation's clock ("Zarezerwowane dla Ciebie jeszcze 14:32";
// at its end the ways to pay go away and the shopper is told), then BLIK (docs/payments-blik.md)
// or the transfer at the payment operator's. Once a BLIK code is sent the block shows
// "Potwierdź płatność w aplikacji banku" with the two minutes counting down, and follows the
// payment until it arrives (the order then shows as paid); a refused or unconfirmed code says
// why and takes a new one.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Smartphone } from 'lucide-react';
import { blikCodeSchema, type BlikPayment } from '@shop/shared/blik';
import type { Order } from '@shop/shared/orders';
import { formatClock } from '@shop/shared/warsaw-time';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  minutesAndSeconds,
  ReservationClock,
  useTimeLeft,
} from '@/components/reservation-clock.tsx';
import { blikPaymentQuery, sendBlikCode } from '@/entities/order/blik.ts';
import { BlikCodeField } from '@/entities/order/blik-code-field.tsx';
import { isApiError } from '@/lib/api-client.ts';

/** How often the page asks whether the confirmed payment has arrived. */
const FOLLOW_MS = 1000;

export interface PendingPaymentProps {
  order: Order;
  resuming: boolean;
  onResumePayment: (order: Order) => void;
}

export function PendingPayment({ order, resuming, onResumePayment }: PendingPaymentProps) {
  const queryClient = useQueryClient();
  const blik = useQuery({
    ...blikPaymentQuery(order.id),
    refetchInterval: (query) => (query.state.data?.status === 'WAITING' ? FOLLOW_MS : false),
  });
  const status = blik.data?.status;
  // Told before trying to pay: at the end of the reservation the ways to pay go away.
  const ended = useTimeLeft(order.expiresAt) === 0;

  // Paid: the order itself has changed, read it again.
  useEffect(() => {
    if (status === 'PAID') void queryClient.invalidateQueries({ queryKey: ['orders'] });
  }, [status, queryClient]);

  return (
    <section
      aria-labelledby="pending-payment-title"
      className="grid gap-4 rounded-xl bg-yellow-50 p-4 ring-1 ring-yellow-200 ring-inset"
    >
      <h3 id="pending-payment-title" className="sr-only">
        Płatność
      </h3>
      {status === 'WAITING' && blik.data?.confirmBy ? (
        <BlikWaiting confirmBy={blik.data.confirmBy} />
      ) : (
        <>
          <div className="grid gap-1 text-yellow-900">
            <p className="text-sm">Zamówienie czeka na płatność.</p>
            <ReservationClock until={order.expiresAt} />
          </div>
          {ended && status !== 'PAID' ? (
            <Alert role="alert">
              Rezerwacja wygasła: produkty wróciły do sprzedaży, a pieniędzy nie pobraliśmy. Złóż
              zamówienie ponownie.
            </Alert>
          ) : status === 'PAID' ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
              <Spinner /> Płatność przyjęta, odświeżamy zamówienie...
            </p>
          ) : (
            <BlikForm
              orderId={order.id}
              payment={blik.data}
              onSent={(next) => queryClient.setQueryData(blikPaymentQuery(order.id).queryKey, next)}
            />
          )}
          {order.paymentUrl && status !== 'PAID' && !ended && (
            <div className="flex flex-wrap items-center gap-2 border-t border-yellow-200 pt-3 text-sm text-yellow-900">
              Wolisz przelew?
              <Button variant="outline" loading={resuming} onClick={() => onResumePayment(order)}>
                <CreditCard aria-hidden="true" />
                Zapłać przelewem online
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function BlikForm({
  orderId,
  payment,
  onSent,
}: {
  orderId: number;
  payment: BlikPayment | undefined;
  onSent: (payment: BlikPayment) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blikCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Wpisz kod BLIK');
      return;
    }
    setError(null);
    setSending(true);
    try {
      onSent(await sendBlikCode(orderId, parsed.data));
      setCode('');
    } catch (failure) {
      // 409: paid meanwhile, the reservation ended, or a code already waits: read it all again.
      setError(
        isApiError(failure) ? failure.message : 'Nie udało się wysłać kodu, spróbuj ponownie',
      );
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate>
      {payment?.message && (
        <Alert role="alert">
          {payment.message}
          {payment.status === 'EXPIRED' && ' Wpisz nowy kod BLIK.'}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <BlikCodeField
          value={code}
          onChange={setCode}
          hint="6 cyfr z aplikacji banku"
          error={error ?? undefined}
        />
        <Button type="submit" loading={sending} className="mb-6">
          <Smartphone aria-hidden="true" />
          Zapłać
        </Button>
      </div>
    </form>
  );
}

/**
 * "Potwierdź płatność w aplikacji banku" and the time left, to the second. At 0:00 it waits for
 * the next answer (the payment is followed every second), which says the code expired. The
 * ticking clock is hidden from screen readers: the status is announced once, not every second.
 */
function BlikWaiting({ confirmBy }: { confirmBy: string }) {
  const left = useTimeLeft(confirmBy);
  return (
    <div role="status" className="grid justify-items-center gap-2 py-2 text-center">
      <Smartphone aria-hidden="true" className="size-10 text-brand-700" />
      <p className="text-lg font-semibold text-slate-900">Potwierdź płatność w aplikacji banku</p>
      <p className="text-sm text-slate-700">
        Masz na to{' '}
        <strong className="font-mono text-base" aria-hidden="true">
          {minutesAndSeconds(left)}
        </strong>
        <span className="sr-only">czas do {formatClock(confirmBy)}</span>. Ta strona sama pokaże,
        gdy płatność dotrze.
      </p>
      <Spinner />
    </div>
  );
}
