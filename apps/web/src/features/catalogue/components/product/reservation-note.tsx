// The product page's word on a RESERVED product: when it may come back, why it is held, and that
// the page will show its return by itself (the live stock stream patches it in place).
import { Clock } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { reservationText } from '@/lib/reservation-text.ts';

export function ReservationNote({
  reserved,
  reservedUntil,
}: Pick<Product, 'reserved' | 'reservedUntil'>) {
  const why =
    reserved === 1
      ? 'Ostatni egzemplarz czeka na płatność innego kupującego.'
      : 'Ostatnie egzemplarze czekają na płatność innych kupujących.';
  return (
    <div className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 ring-inset">
      <Clock className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{reservationText(reservedUntil)}</p>
        <p className="text-sm text-amber-900">
          {why} Jeśli zamówienie nie zostanie opłacone, produkt wróci do sprzedaży – ta strona
          pokaże to sama, bez odświeżania.
        </p>
      </div>
    </div>
  );
}
