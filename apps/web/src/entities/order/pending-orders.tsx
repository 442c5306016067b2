// The shopper's own unpaid orders, shown on the cart and at checkout with their reservation's
// clock and the way to pay (the order page): pieces the shopper already holds are not lost for
// want of knowing how long they last.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ReservationClock } from '@/components/reservation-clock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { ordersQuery } from './orders.ts';

export function PendingOrders({ className }: { className?: string }) {
  // A shopper holds few unpaid orders at once (MAX_UNPAID_ORDERS, 2 by default): one page.
  const pending = useQuery(ordersQuery({ page: 0, status: 'PENDING', sort: 'date' }));
  const orders = pending.data?.items ?? [];
  if (orders.length === 0) return null;
  return (
    <section aria-label="Nieopłacone zamówienia" className={className}>
      <ul className="grid gap-2">
        {orders.map((order) => (
          <li
            key={order.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-yellow-50 p-4 text-yellow-900 ring-1 ring-yellow-200 ring-inset"
          >
            <div className="grid gap-0.5">
              <p className="text-sm font-semibold">Zamówienie nr {order.id} czeka na płatność</p>
              <ReservationClock until={order.expiresAt} />
            </div>
            <Button asChild size="sm">
              <Link to={`${paths.orders}?order=${order.id}`}>Zapłać</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
