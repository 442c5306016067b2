// What a shopper reads about a drop's lobby beside its products: admitted, „Jesteś w środku —
// masz czas do HH:MM” with the time left ticking; not admitted, that this collection is entered
// through its queue, with the way there (the product page shows it instead of „Dodaj do
// koszyka”, which would only be refused; its buy bar leads to the queue).
import { DoorOpen, Users } from 'lucide-react';
import { formatTime } from '@shop/shared/warsaw-time';
import { useCountdown } from '../hooks/use-countdown.ts';

export function AdmittedNote({ until }: { until: number }) {
  const left = useCountdown(new Date(until));
  const clock = `${left.minutes}:${String(left.seconds).padStart(2, '0')}`;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200 ring-inset"
    >
      <DoorOpen className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="text-sm font-semibold">
          Jesteś w środku — masz czas do {formatTime(new Date(until))}
        </p>
        <p className="text-sm text-emerald-900">
          Zostało <span className="font-semibold tabular-nums">{clock}</span> na dodanie produktów
          do koszyka i złożenie zamówienia. Wejście działa na każdym Twoim urządzeniu.
        </p>
      </div>
    </div>
  );
}

/** Beside the buy bar's „Przejdź do kolejki”: why, and what happens after. */
export function QueueRequiredNote() {
  return (
    <div className="grid gap-1 rounded-2xl bg-slate-900 p-4 text-white">
      <p className="flex gap-2 text-sm font-semibold">
        <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Do tej kolekcji wchodzi się przez kolejkę
      </p>
      <p className="text-sm text-slate-300">
        Dołącz do kolejki na stronie kolekcji. Gdy przyjdzie Twoja kolej, wrócisz tutaj i kupisz ten
        produkt – wejście działa na każdym Twoim urządzeniu.
      </p>
    </div>
  );
}
