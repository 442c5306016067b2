// The countdown to a drop's start: days, hours, minutes and seconds ticking each second,
// and a progress bar that fills over the 7 days before the drop.
import { DAY_MS } from '@shop/shared/price-schedule';
import { cn } from '@/lib/cn.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

export const COUNTDOWN_WINDOW_MS = 7 * DAY_MS;

export interface DropCountdownProps {
  dropTime: string;
  /** Runs once when the countdown reaches zero while on screen. */
  onEnd?: () => void;
  tone?: 'light' | 'dark';
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function DropCountdown({ dropTime, onEnd, tone = 'light', className }: DropCountdownProps) {
  const left = useCountdown(dropTime, onEnd);
  const progress = Math.min(1, Math.max(0, 1 - left.totalMs / COUNTDOWN_WINDOW_MS));
  const units = [
    { value: String(left.days), label: left.days === 1 ? 'dzień' : 'dni' },
    { value: pad(left.hours), label: 'godz.' },
    { value: pad(left.minutes), label: 'min' },
    { value: pad(left.seconds), label: 'sek.' },
  ];
  const dark = tone === 'dark';
  return (
    <div className={cn('grid gap-3', className)}>
      <div
        role="timer"
        aria-label={`Do startu kolekcji: ${left.days} d ${left.hours} godz. ${left.minutes} min ${left.seconds} s`}
        className="grid grid-cols-4 gap-2"
      >
        {units.map((unit) => (
          <div
            key={unit.label}
            aria-hidden="true"
            className={cn(
              'flex flex-col items-center rounded-xl px-2 py-2.5',
              dark ? 'bg-white/10 text-white' : 'bg-slate-900 text-white',
            )}
          >
            <span className="text-2xl font-bold tabular-nums sm:text-3xl">{unit.value}</span>
            <span className={cn('text-xs', dark ? 'text-slate-300' : 'text-slate-300')}>
              {unit.label}
            </span>
          </div>
        ))}
      </div>
      <div
        role="progressbar"
        aria-label="Postęp odliczania (ostatnie 7 dni przed startem)"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className={cn('h-2 overflow-hidden rounded-full', dark ? 'bg-white/15' : 'bg-slate-200')}
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-1000 ease-linear"
          style={{ width: `${progress * 100}%` }}
        />
      </div>
    </div>
  );
}
