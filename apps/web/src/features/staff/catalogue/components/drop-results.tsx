// The "Wyniki" tab of a drop's staff page: pieces, money, sales per price step, how fast it sold,
// orders and refunds, and a chart of sales over time (docs/drop-results.md).
import type { DropStats } from '@shop/shared/drop-results';
import { lobbyRateReason, ratePerSecond } from '@shop/shared/lobby-rate';
import { formatPrice } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useDropStats } from '../api/drop-stats.ts';
import { SalesChart } from './sales-chart.tsx';

/** "3 min", "2 h 5 min", "1 d 4 h" */
function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${Math.max(minutes, seconds > 0 ? 1 : 0)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}

function StepTable({ stats }: { stats: DropStats }) {
  if (stats.steps.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left font-semibold text-slate-900">
          Sprzedaż na kolejnych poziomach ceny
        </caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">
              Poziom
            </th>
            <th scope="col" className="px-4 py-2">
              Sztuki
            </th>
            <th scope="col" className="px-4 py-2">
              Przychód
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {stats.steps.map((step) => (
            <tr key={step.level} data-testid={`step-${step.level}`}>
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                {step.label}
              </th>
              <td className="px-4 py-2">{step.pieces}</td>
              <td className="px-4 py-2">{formatPrice(step.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DropResults({ dropId }: { dropId: number }) {
  const stats = useDropStats(dropId);
  if (stats.isLoading) return <PageSpinner />;
  if (!stats.data) return <Alert>Nie udało się pobrać wyników kolekcji.</Alert>;
  const { pieces, orders } = stats.data;
  return (
    <section aria-label="Wyniki kolekcji" className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Wystawione sztuki" value={String(pieces.listed)} />
        <Figure label="Sprzedane" value={String(pieces.sold)} />
        <Figure label="Zarezerwowane teraz" value={String(pieces.reserved)} />
        <Figure
          label="Wycofane"
          value={String(pieces.withdrawn)}
          hint={`W sprzedaży: ${pieces.onSale}`}
        />
        <Figure
          label="Przychód (brutto)"
          value={formatPrice(stats.data.revenue)}
          hint="Po zwrotach, przed rabatami z kuponów"
        />
        <Figure
          label="Przychód netto"
          value={formatPrice(stats.data.revenueNet ?? stats.data.revenue)}
          hint="Bez 23% VAT"
        />
        <Figure label="Koszt zakupu" value={formatPrice(stats.data.cost)} />
        <Figure
          label="Marża"
          value={formatPrice(stats.data.margin)}
          hint="Przychód netto − koszt zakupu"
        />
        <Figure
          label="Pierwsze zamówienie"
          value={
            stats.data.firstOrderAfterSeconds === null
              ? '—'
              : `po ${duration(stats.data.firstOrderAfterSeconds)}`
          }
          hint={
            stats.data.soldOutAfterSeconds === null
              ? 'Jeszcze nie wyprzedana'
              : `Wyprzedana po ${duration(stats.data.soldOutAfterSeconds)}`
          }
        />
      </dl>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="Zamówienia"
          value={String(orders.placed)}
          hint={`Opłacone: ${orders.paid}`}
        />
        <Figure label="Anulowane" value={String(orders.cancelled)} />
        <Figure
          label="Zwroty pieniędzy"
          value={String(orders.refunds)}
          hint={`Zamówień: ${orders.refunded}`}
        />
        <Figure label="Zwrócona kwota" value={formatPrice(orders.refundAmount)} />
      </dl>
      {stats.data.lobby && <LobbyFunnel lobby={stats.data.lobby} />}
      <StepTable stats={stats.data} />
      {stats.data.hours.length > 0 ? (
        <SalesChart hours={stats.data.hours} />
      ) : (
        <p className="text-sm text-slate-600">Nie sprzedano jeszcze żadnej sztuki.</p>
      )}
    </section>
  );
}

/**
 * A drop with „Kolejka przy otwarciu”: how many waited, were let in and bought, and the rate it
 * admits at with why (chosen at the start from the measured capacity: docs/lobby.md).
 */
function LobbyFunnel({ lobby }: { lobby: NonNullable<DropStats['lobby']> }) {
  const share = (part: number) =>
    lobby.waited === 0 ? '' : ` (${Math.floor((part / lobby.waited) * 100)}% czekających)`;
  return (
    <section aria-labelledby="lobby-funnel-heading" className="grid gap-3">
      <h3 id="lobby-funnel-heading" className="text-base font-semibold text-slate-900">
        Kolejka przy otwarciu
      </h3>
      <dl className="grid grid-cols-3 gap-3">
        <Figure label="Czekali w kolejce" value={String(lobby.waited)} />
        <Figure
          label="Wpuszczeni"
          value={String(lobby.admitted)}
          hint="Wpuszczenia; ponowne po wygaśnięciu liczą się osobno"
        />
        <Figure label="Kupili" value={String(lobby.bought)} hint={share(lobby.bought).trim()} />
      </dl>
      <dl data-testid="lobby-rate">
        <Figure
          label={
            lobby.rate.chosen
              ? 'Tempo wpuszczania wybrane przy otwarciu'
              : 'Tempo wpuszczania, jakie kolejka wybrałaby teraz'
          }
          value={ratePerSecond(lobby.rate.perSecond)}
          hint={lobbyRateReason(lobby.rate)}
        />
      </dl>
    </section>
  );
}
