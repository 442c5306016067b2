// An unpaid order's payment: the reservation's clock ("Zarezerwowane dla Ciebie jeszcze 14:32";
// at its end the ways to pay go away and the shopper is told), then BLIK (docs/payments-blik.md):
// „Zapłać BLIK-iem bez kodu” with the remembered BLIK (the bank apps to choose from when it sits
// in several) or a code, or the transfer at the payment operator's. Once a BLIK payment is sent
// the block shows "Potwierdź płatność w aplikacji banku" with the two minutes counting down and
// the reservation's clock beside it, and follows the payment until it arrives (the order then
// shows as paid); a refused or unconfirmed payment says why and takes a new one, a refused
// remembered BLIK falls back to the code at once.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Smartphone } from 'lucide-react';
import { blikCodeSchema, type BlikAlias, type BlikPayment } from '@shop/shared/blik';
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
import {
  blikAliasQuery,
  blikPaymentQuery,
  payWithRememberedBlik,
  sendBlikCode,
} from '@/entities/order/blik.ts';
import { BlikCodeField } from '@/entities/order/blik-code-field.tsx';
import { RememberBlik } from '@/entities/order/remember-blik.tsx';
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
  const blikAlias = useQuery(blikAliasQuery()).data ?? null;
  // Told before trying to pay: at the end of the reservation the ways to pay go away.
  const ended = useTimeLeft(order.expiresAt) === 0;

  // A refused remembered BLIK was forgotten (here or at checkout): the code takes its place.
  const reason = blik.data?.reason;
  useEffect(() => {
    if (reason === 'ALIAS_EXPIRED' || reason === 'ALIAS_REFUSED') {
      void queryClient.invalidateQueries(blikAliasQuery());
    }
  }, [reason, queryClient]);

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
        <BlikWaiting confirmBy={blik.data.confirmBy} heldUntil={order.expiresAt} />
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
              blikAlias={blikAlias}
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
  blikAlias,
  onSent,
}: {
  orderId: number;
  payment: BlikPayment | undefined;
  blikAlias: BlikAlias | null;
  onSent: (payment: BlikPayment) => void;
}) {
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** What is being sent: the code, the remembered BLIK, or it in one bank app (`app:<key>`). */
  const [sending, setSending] = useState<string | null>(null);
  // The bank apps offered once (never read again from the server): kept while the form lives.
  const [apps, setApps] = useState(payment?.apps);
  const queryClient = useQueryClient();

  async function send(way: string, pay: () => Promise<BlikPayment>) {
    setError(null);
    setSending(way);
    try {
      const next = await pay();
      setApps(next.apps);
      onSent(next);
      if (way === 'CODE') setCode('');
    } catch (failure) {
      // 409: paid meanwhile, the reservation ended, or a payment already waits: read it again.
      setError(
        isApiError(failure) ? failure.message : 'Nie udało się wysłać płatności, spróbuj ponownie',
      );
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } finally {
      setSending(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blikCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Wpisz kod BLIK');
      return;
    }
    void send('CODE', () => sendBlikCode(orderId, parsed.data, remember));
  }

  return (
    <div className="grid gap-3">
      {payment?.reason === 'CHOOSE_APP' ? (
        // A question, not a refusal: which bank app confirms.
        <p role="status" className="text-sm font-medium text-yellow-900">
          {payment.message}
        </p>
      ) : (
        payment?.message && (
          <Alert role="alert">
            {payment.message}
            {payment.status === 'EXPIRED' &&
              (blikAlias ? ' Spróbuj ponownie.' : ' Wpisz nowy kod BLIK.')}
          </Alert>
        )
      )}
      {blikAlias && apps && apps.length > 0 ? (
        <div role="group" aria-label="Aplikacja banku" className="flex flex-wrap gap-2">
          {apps.map((app) => (
            <Button
              key={app.key}
              loading={sending === `app:${app.key}`}
              disabled={sending !== null}
              onClick={() =>
                void send(`app:${app.key}`, () => payWithRememberedBlik(orderId, app.key))
              }
            >
              <Smartphone aria-hidden="true" />
              {app.label}
            </Button>
          ))}
        </div>
      ) : (
        blikAlias && (
          <Button
            className="justify-self-start"
            loading={sending === 'ALIAS'}
            onClick={() => void send('ALIAS', () => payWithRememberedBlik(orderId))}
          >
            <Smartphone aria-hidden="true" />
            Zapłać BLIK-iem bez kodu
          </Button>
        )
      )}
      <form onSubmit={submit} className="grid gap-1" noValidate>
        {blikAlias && <p className="text-sm text-yellow-900">albo wpisz kod BLIK:</p>}
        <div className="flex flex-wrap items-end gap-3">
          <BlikCodeField
            value={code}
            onChange={setCode}
            hint="6 cyfr z aplikacji banku"
            error={error ?? undefined}
          />
          <Button
            type="submit"
            variant={blikAlias ? 'outline' : 'primary'}
            loading={sending === 'CODE'}
            className="mb-6"
          >
            <Smartphone aria-hidden="true" />
            Zapłać
          </Button>
        </div>
        {!blikAlias && <RememberBlik checked={remember} onCheckedChange={setRemember} />}
      </form>
    </div>
  );
}

/**
 * "Potwierdź płatność w aplikacji banku" and the time left, to the second. At 0:00 it waits for
 * the next answer (the payment is followed every second), which says the code expired. The
 * ticking clock is hidden from screen readers: the status is announced once, not every second.
 */
function BlikWaiting({ confirmBy, heldUntil }: { confirmBy: string; heldUntil: string }) {
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
      <ReservationClock until={heldUntil} className="text-slate-700" />
      <Spinner />
    </div>
  );
}
