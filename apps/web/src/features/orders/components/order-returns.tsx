// The order's withdrawals and complaints as its shopper follows them (docs/returns.md): type,
// pieces, status, the day to send the goods back by and where (a complaint's: the prepaid
// label, complaint-collection.tsx), the shop's answer (accepted with
// its refund, or rejected with the reason); and the ways to make one: „Odstąp od umowy” from
// payment until 14 days after delivery (decision 029), „Złóż reklamację” after delivery.
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { returnTypeLabels, type OrderReturn, complaintRemedyLabels } from '@shop/shared/returns';
import { RefundStatusBadge } from '@/components/refund-status-badge.tsx';
import { ReturnStatusBadge } from '@/components/return-status-badge.tsx';
import { useState } from 'react';
import { ReturnAddress } from '@/components/return-address.tsx';
import { canComplain, canWithdraw, isProfessionalOrder } from '../lib/returnable.ts';
import { ComplaintCollection } from './complaint-collection.tsx';
import { ReturnRequestButton } from './return-dialog.tsx';
import { WithdrawalButton } from './withdrawal-dialog.tsx';
import { formatDay, formatShortDay } from '@shop/shared/warsaw-time';

export function ReturnsBlock({
  order,
  withdrawing,
  onWithdrawingChange,
}: {
  order: Order;
  withdrawing: boolean;
  onWithdrawingChange: (open: boolean) => void;
}) {
  // The moment the order was read: the 14 days are checked against it, not re-read per render.
  const [now] = useState(() => Date.now());
  // Kept while its dialog is open: the acknowledgement stays after the order changed.
  const withdrawal = canWithdraw(order, now) || withdrawing;
  const complaint = canComplain(order);
  if (!withdrawal && !complaint && order.returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns-title" className="grid gap-3">
      <h3 id="order-returns-title" className="font-semibold text-slate-900">
        Odstąpienie od umowy i reklamacje
      </h3>
      {order.returns.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-label="Zgłoszenia">
          {order.returns.map((item) => (
            <ReturnRow key={item.id} item={item} order={order} />
          ))}
        </ul>
      )}
      {(withdrawal || complaint) && (
        <div className="grid gap-2">
          <p className="text-sm text-slate-600">
            {withdrawal
              ? order.withdrawalUntil
                ? `Możesz odstąpić od umowy bez podania przyczyny do ${formatDay(order.withdrawalUntil)}.`
                : 'Możesz odstąpić od umowy bez podania przyczyny do 14 dni od doręczenia.'
              : order.withdrawalUntil && !isProfessionalOrder(order)
                ? `Termin na odstąpienie od umowy minął ${formatDay(order.withdrawalUntil)}. Produkt ma wadę? Złóż reklamację.`
                : 'Produkt ma wadę? Złóż reklamację.'}
          </p>
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            {withdrawal && (
              <WithdrawalButton
                order={order}
                open={withdrawing}
                onOpenChange={onWithdrawingChange}
              />
            )}
            {complaint && <ReturnRequestButton order={order} />}
          </div>
        </div>
      )}
    </section>
  );
}

function ReturnRow({ item, order }: { item: OrderReturn; order: Order }) {
  const refund =
    item.refundId === null
      ? null
      : order.refunds.find((candidate) => candidate.id === item.refundId);
  return (
    <li className="grid gap-2 rounded-xl bg-slate-50 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {returnTypeLabels[item.type]}
          <span className="font-normal text-slate-500"> · {formatShortDay(item.createdAt)}</span>
        </span>
        <ReturnStatusBadge item={item} />
      </div>
      <ul className="grid gap-0.5 text-slate-700">
        {item.items.map((line) => (
          <li key={line.orderItemId}>
            {line.productName} × {line.quantity}
          </li>
        ))}
      </ul>
      {item.remedy && (
        <p className="text-slate-700">Twoje żądanie: {complaintRemedyLabels[item.remedy]}</p>
      )}
      {item.description && (
        <p className="line-clamp-3 text-slate-600 wrap-anywhere">Opis: {item.description}</p>
      )}
      {item.type === 'COMPLAINT' && item.status === 'REQUESTED' && (
        <ComplaintCollection item={item} />
      )}
      {item.type === 'WITHDRAWAL' && item.status === 'REQUESTED' && (
        <p className="text-slate-900">
          Odeślij towar do <strong>{formatDay(item.shipBy)}</strong> na adres: <ReturnAddress />. Do
          paczki włóż kartkę z numerem zamówienia.
        </p>
      )}
      {item.status === 'RECEIVED' && item.answerBy && (
        <p className="text-slate-900">
          Towar do nas dotarł. Odpowiemy do <strong>{formatDay(item.answerBy)}</strong>.
        </p>
      )}
      {item.status === 'ACCEPTED' && (
        <p className="flex flex-wrap items-center gap-2 text-slate-900">
          {refund ? (
            <>
              Zgłoszenie przyjęte. Zwrot{' '}
              <strong className="tabular-nums">{formatPrice(refund.amount)}</strong>
              <RefundStatusBadge status={refund.status} />
            </>
          ) : (
            'Zgłoszenie przyjęte.'
          )}
        </p>
      )}
      {item.status === 'ACCEPTED' && item.deduction !== null && (
        <p className="text-slate-700 wrap-anywhere">
          Potrącono <strong className="tabular-nums">{formatPrice(item.deduction)}</strong> za
          zmniejszenie wartości towaru: {item.deductionReason}
        </p>
      )}
      {item.status === 'REJECTED' && (
        <p className="text-slate-900 wrap-anywhere">
          Zgłoszenie odrzucone. Powód: {item.rejectionReason}
        </p>
      )}
    </li>
  );
}
