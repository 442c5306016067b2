// The shopper's own reservation, counting down: "Zarezerwowane dla Ciebie jeszcze 14:32 (do
// 21:40)" until an unpaid order's expiresAt, then "Rezerwacja wygasła". The seconds come from
// this device's clock; the end time is the order's own, in Polish time.
import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { formatClock } from '@shop/shared/warsaw-time';
import { cn } from '@/lib/cn.ts';

/** Milliseconds left until `until`, ticking every second; 0 once it has passed. */
export function useTimeLeft(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, end - now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [now, left]);
  return left;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** MM:SS: 14:32, 02:00, 00:59 (90:00 for an hour and a half). */
export function minutesAndSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}

export function ReservationClock({ until, className }: { until: string; className?: string }) {
  const left = useTimeLeft(until);
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', className)}>
      <Timer aria-hidden="true" className="size-4 shrink-0" />
      {left > 0 ? (
        <span>
          Zarezerwowane dla Ciebie jeszcze{' '}
          <strong className="font-mono tabular-nums">{minutesAndSeconds(left)}</strong> (do{' '}
          {formatClock(until)})
        </span>
      ) : (
        <strong>Rezerwacja wygasła</strong>
      )}
    </p>
  );
}
