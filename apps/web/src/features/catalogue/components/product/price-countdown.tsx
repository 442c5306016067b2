// The countdown to a product's next price change, ticking each second; when it ends the
// product is reloaded with its new price.
import { TrendingDown } from 'lucide-react';
import { useCountdown } from '../../hooks/use-countdown.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export function PriceCountdown({ target, onEnd }: { target: string; onEnd: () => void }) {
  const left = useCountdown(target, onEnd);
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-3.5 py-3">
      <TrendingDown className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="grid gap-0.5 text-sm">
        <p className="font-semibold text-brand-900">
          Następna obniżka ceny za{' '}
          <span role="timer" className="tabular-nums">
            {left.days > 0 ? `${left.days} d ${clock}` : clock}
          </span>
        </p>
        <p className="text-brand-900/80">
          Cena zmienia się co drugi dzień przez 14 dni od startu kolekcji.
        </p>
      </div>
    </div>
  );
}
