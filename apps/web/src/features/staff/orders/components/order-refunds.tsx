// 'Zwroty pieniędzy' in the staff order pane: every refund of the order with its amount, why it was made,
// what went back and its state at the payment provider; 'Zwróć pieniądze' (UPDATE_ORDERS) while
// part of the payment is left.
import { refundReasonLabels } from '@shop/shared/after-sale-labels';
import { formatPrice } from '@shop/shared/money';
import type { AdminOrder, OrderRefund } from '@shop/shared/orders';
import { RefundStatusBadge } from '@/components/refund-status-badge.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { refundableOf } from '@/entities/order/refundable.ts';
import { Section } from '../../shell/components/detail-parts.tsx';
import { RefundButton } from './refund-dialog.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';

export function OrderRefunds({ order }: { order: AdminOrder }) {
  const auth = useAuth();
  const canRefund = auth.hasScope('UPDATE_ORDERS') && refundableOf(order).amountLeft > 0;
  if (order.refunds.length === 0 && !canRefund) return null;
  return (
    <Section
      title="Zwroty pieniędzy"
      action={canRefund ? <RefundButton order={order} /> : undefined}
    >
      {order.refunds.length === 0 ? (
        <p className="text-sm text-slate-600">Bez zwrotów.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Zwroty pieniędzy">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatPrice(refund.amount)}
                </span>
                <RefundStatusBadge status={refund.status} />
              </div>
              <span className="text-slate-700">{refundReasonLabels[refund.reason]}</span>
              <span className="text-xs text-slate-500">
                {whatWentBack(order, refund)} · zlecony {formatDateTime(refund.createdAt)}
                {refund.settledAt && ` · rozliczony ${formatDateTime(refund.settledAt)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** "Czajnik × 1, wysyłka", or "Cała płatność" (an automatic refund of a payment). */
function whatWentBack(order: AdminOrder, refund: OrderRefund): string {
  if (refund.items.length === 0 && !refund.shipping) return 'Cała płatność';
  const lines = refund.items.map((line) => {
    const item = order.items.find((candidate) => candidate.id === line.orderItemId);
    return `${item?.product.name ?? `pozycja ${line.orderItemId}`} × ${line.quantity}`;
  });
  if (refund.shipping) lines.push(lines.length > 0 ? 'wysyłka' : 'Wysyłka');
  return lines.join(', ');
}
