// What an order keeps of its pieces' known deviations (art. 43b ust. 5 of the consumer rights
// act; docs/decisions/039): the statement shown at checkout, each piece's text, and when the
// buyer accepted them, or that the order came without the acceptance. The shopper's order and
// staff's order page show it alike.
import type { Order } from '@shop/shared/orders';
import { formatDateTime } from '@shop/shared/warsaw-time';

export function OrderDeviations({ order }: { order: Order }) {
  const { deviations } = order;
  if (!deviations) return null;
  return (
    <section aria-labelledby={`deviations-${order.id}`} className="grid gap-2 text-sm">
      <h3 id={`deviations-${order.id}`} className="font-semibold text-slate-900">
        Zaakceptowany stan produktów
      </h3>
      <p className="text-slate-700">{deviations.statement}</p>
      <ul className="grid gap-1.5">
        {deviations.pieces.map((piece) => (
          <li key={piece.productId} className="rounded-lg border border-slate-200 p-3">
            <p className="font-medium text-slate-900">{piece.productName}</p>
            <p className="text-slate-700">{piece.deviations}</p>
          </li>
        ))}
      </ul>
      {deviations.acceptedAt ? (
        <p className="text-slate-700">
          Zaakceptowano przy zamówieniu: {formatDateTime(deviations.acceptedAt)}
        </p>
      ) : (
        <p className="font-medium text-amber-800">
          Przy zamówieniu nie zaakceptowano tych odstępstw: nie ograniczają one reklamacji.
        </p>
      )}
    </section>
  );
}
