// "Do zrobienia" on the staff panel's start page: what waits on staff, each count linking to the
// screen that deals with it; only the parts the person's scopes allow come from the server.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Desk } from '@shop/shared/desk';
import { returnDeadline, returnTypeLabels } from '@shop/shared/returns';
import { formatDay, formatDayAndTime } from '@shop/shared/warsaw-time';
import { Alert } from '@/components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { useDesk } from '../api/desk.ts';
import { ksefSetupNotes } from '../lib/ksef-setup.ts';

interface CountRowProps {
  to: string;
  label: string;
  count: number;
  /** e.g. since when the oldest one waits. */
  hint?: string | null;
  /** Counts above zero that should not wait (overdue, refused) are shown in red. */
  urgent?: boolean;
}

/** A count: grey at zero, amber above it, red when it should not wait. */
function CountBadge({ count, urgent }: { count: number; urgent: boolean }) {
  return (
    <span
      className={cn(
        'min-w-10 rounded-full px-2.5 py-0.5 text-center text-sm font-bold tabular-nums',
        count === 0
          ? 'bg-slate-100 text-slate-500'
          : urgent
            ? 'bg-red-100 text-red-800'
            : 'bg-amber-100 text-amber-900',
      )}
    >
      {count}
    </span>
  );
}

function CountRow({ to, label, count, hint, urgent = false }: CountRowProps) {
  return (
    <li>
      <Link
        to={to}
        className="group flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="grid flex-1 gap-0.5">
          <span className="text-sm font-medium text-slate-900">{label}</span>
          {hint && count > 0 && <span className="text-xs text-slate-600">{hint}</span>}
        </span>
        <CountBadge count={count} urgent={urgent} />
        <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

function DeskCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="p-2 sm:p-3">
        <ul className="grid gap-0.5">{children}</ul>
      </CardContent>
    </Card>
  );
}

const since = (prefix: string, at: string | null) =>
  at ? `${prefix} ${formatDayAndTime(at)}` : null;

function ReturnsCard({ returns }: { returns: NonNullable<Desk['returns']> }) {
  return (
    <DeskCard title="Zwroty i reklamacje">
      <CountRow to={paths.adminReturns} label="Czekają na decyzję" count={returns.open} />
      <CountRow to={paths.adminReturns} label="Po terminie" count={returns.late} urgent />
      {returns.nearest.map((item) => (
        <li key={item.id} className="px-3 py-1.5 text-xs text-slate-600">
          <span className="font-medium text-slate-800">
            {returnTypeLabels[item.type]} nr {item.id}
          </span>{' '}
          (zamówienie nr {item.orderId}): termin {formatDay(returnDeadline(item))}
          {item.refundBy && <>, zwrot pieniędzy do {formatDay(item.refundBy)}</>}
        </li>
      ))}
    </DeskCard>
  );
}

/** KSeF's set-up the owner must know about (lib/ksef-setup.ts). */
function KsefSetupRows({ ksef }: { ksef: Desk['ksef'] }) {
  return ksefSetupNotes(ksef).map((note) => (
    <li
      key={note.text}
      className={cn(
        'px-3 py-2 text-xs',
        note.tone === 'urgent'
          ? 'font-medium text-red-800'
          : note.tone === 'warning'
            ? 'text-amber-800'
            : 'text-slate-600',
      )}
    >
      {note.text}
    </li>
  ));
}

/** Products offered without their GPSR data (art. 19 GPSR), each linking to its form. */
function SafetyCard({ safety }: { safety: NonNullable<Desk['safety']> }) {
  return (
    <DeskCard title="Bezpieczeństwo produktów (GPSR)">
      {!safety.required && (
        <li className="px-3 py-2 text-xs font-medium text-red-800">
          Wymóg danych bezpieczeństwa jest wyłączony (PRODUCT_SAFETY_REQUIRED=false): produkty bez
          producenta, modelu, identyfikatora, ostrzeżeń i zdjęcia mogą trafić do sprzedaży.
        </li>
      )}
      <li className="flex min-h-12 items-center gap-3 px-3 py-2">
        <span className="flex-1 text-sm font-medium text-slate-900">
          W sprzedaży bez danych bezpieczeństwa lub zdjęcia
        </span>
        <CountBadge count={safety.lacking} urgent />
      </li>
      {safety.products.map((product) => (
        <li key={product.id} className="px-3 py-1.5 text-xs">
          <Link
            to={paths.adminEditProduct(product.id)}
            className="flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline sm:min-h-0"
          >
            {product.name}
          </Link>
        </li>
      ))}
    </DeskCard>
  );
}

export function DeskSummary() {
  const desk = useDesk();
  if (desk.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (desk.isError) {
    return <Alert tone="error">Nie udało się wczytać listy spraw. Odśwież stronę za chwilę.</Alert>;
  }
  const { returns, orders, ksef, safety } = desk.data;
  if (!returns && !orders && !ksef && !safety) return null;
  return (
    <section aria-labelledby="desk-heading" className="mb-10">
      <h2 id="desk-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Do zrobienia
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {orders && (
          <DeskCard title="Zamówienia">
            <CountRow
              to={`${paths.adminOrders}?status=paid`}
              label="Opłacone, czekają na wysyłkę"
              count={orders.toShip}
              hint={since('najdłużej od', orders.oldestToShipPaidAt)}
            />
            <CountRow
              to={`${paths.adminOrders}?status=pending`}
              label="Czekają na płatność"
              count={orders.unpaid}
              hint={since('najstarsze z', orders.oldestUnpaidAt)}
            />
            <CountRow
              to={`${paths.adminOrders}?status=refund`}
              label="Pieniądze do zwrotu"
              count={orders.refundsDue}
              urgent
            />
          </DeskCard>
        )}
        {returns && <ReturnsCard returns={returns} />}
        {safety && <SafetyCard safety={safety} />}
        {ksef && (
          <DeskCard title="KSeF">
            <CountRow to={paths.adminKsef} label="Faktury odrzucone" count={ksef.refused} urgent />
            <CountRow
              to={paths.adminKsef}
              label="Faktury czekające na KSeF"
              count={ksef.waiting}
              hint={since('najstarsza od', ksef.oldestWaitingSince)}
            />
            <KsefSetupRows ksef={ksef} />
          </DeskCard>
        )}
      </div>
    </section>
  );
}
