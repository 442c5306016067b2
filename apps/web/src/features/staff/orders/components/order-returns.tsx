// 'Zwroty i reklamacje' in the staff order pane: the order's withdrawals and complaints with
// their state, so whoever looks at the order sees them; they are decided in the /admin/returns
// queue (MANAGE_RETURNS), which the link opens (docs/returns.md).
import { Link } from 'react-router';
import type { AdminOrder } from '@shop/shared/orders';
import { returnTypeLabels } from '@shop/shared/returns';
import { ReturnStatusBadge } from '@/components/return-status-badge.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { Section } from '../../shell/components/detail-parts.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';

export function OrderReturns({ order }: { order: AdminOrder }) {
  const auth = useAuth();
  if (order.returns.length === 0) return null;
  const open = order.returns.some(({ status }) => status === 'REQUESTED' || status === 'RECEIVED');
  return (
    <Section title="Zwroty i reklamacje">
      <ul className="grid gap-2">
        {order.returns.map((item) => (
          <li key={item.id} className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">
                {returnTypeLabels[item.type]} nr {item.id}
                <span className="font-normal text-slate-500">
                  {' '}
                  · {formatDateTime(item.createdAt)}
                </span>
              </span>
              <ReturnStatusBadge item={item} />
            </div>
            <span className="text-slate-700">
              {item.items.map((line) => `${line.productName} × ${line.quantity}`).join(', ')}
            </span>
            {item.rejectionReason && (
              <span className="text-slate-600 wrap-anywhere">Powód: {item.rejectionReason}</span>
            )}
          </li>
        ))}
      </ul>
      {auth.hasScope('MANAGE_RETURNS') && (
        <Link
          to={open ? paths.adminReturns : `${paths.adminReturns}?status=closed`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline sm:min-h-0"
        >
          Otwórz kolejkę zwrotów
        </Link>
      )}
    </Section>
  );
}
