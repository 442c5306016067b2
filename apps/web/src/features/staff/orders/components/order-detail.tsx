// The detail pane of the staff orders screen: who ordered what, where it goes, the money, the
// receipt (for CREATE_RECEIPT), what staff can do next, the InPost parcel, refunds, invoices and
// the order's history.
import { useState } from 'react';
import { AuditTrail } from '@/entities/audit/audit-trail.tsx';
import type { AdminOrder } from '@shop/shared/orders';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';
import { eventText } from '../lib/order-texts.ts';
import { shippingMethodLabels } from '@shop/shared/enums';
import {
  automaticRefundCauses,
  automaticRefundOf,
  refundSummary,
} from '@shop/shared/after-sale-labels';
import { OrderStatusActions } from './order-status-actions.tsx';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { OrderDeviations } from '@/entities/order/order-deviations.tsx';
import { OrderLines } from '@/entities/order/order-lines.tsx';
import { PrintReceiptButton } from '@/entities/receipts/print-receipt-dialog.tsx';
import { Fact, Section } from '../../shell/components/detail-parts.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderShipment } from './order-shipment.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';
import { customerName } from '@shop/shared/accounts';

export function OrderDetail({ order, className }: { order: AdminOrder; className?: string }) {
  const auth = useAuth();
  const canPrint = auth.hasScope('CREATE_RECEIPT');
  const printable = canPrint && order.status === 'PAID' && order.receiptId === null;
  const address = order.shippingAddress;
  const invoice = order.invoiceDetails;
  const automatic = automaticRefundOf(order.refunds);

  return (
    <Card role="region" aria-labelledby={`order-${order.id}-title`} className={className}>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`order-${order.id}-title`} className="text-lg font-semibold text-slate-900">
            Zamówienie #{order.id}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        {automatic && automatic.status !== 'REJECTED' ? (
          <Alert tone="info">
            {`${automaticRefundCauses[automatic.reason]} Zwrot automatyczny: ${refundSummary(automatic)}.`}
          </Alert>
        ) : (
          order.refundRequired && (
            <Alert>
              Pieniądze wpłynęły, ale zamówienia nie da się zrealizować: zwróć je klientowi.
            </Alert>
          )
        )}

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact label="Klient" className="col-span-2 sm:col-span-1">
            {customerName(order.customerEmail)}
          </Fact>
          <Fact label="Złożone">{formatDateTime(order.createdAt)}</Fact>
          <Fact label="Opłacone">{order.paidAt ? formatDateTime(order.paidAt) : '—'}</Fact>
          <Fact label="Dostawa">
            {shippingMethodLabels[order.shippingMethod]}
            {order.parcelLockerId && ` ${order.parcelLockerId}`}
          </Fact>
          {canPrint && (
            <Fact label="Paragon">
              {order.receiptId ? (
                <span className="font-mono text-xs break-all">{order.receiptId}</span>
              ) : (
                'Brak paragonu'
              )}
            </Fact>
          )}
        </dl>

        {(printable || auth.hasScope('UPDATE_ORDERS')) && (
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            {printable && <PrintReceiptButton order={order} orderQueryKey={ADMIN_ORDERS_KEY} />}
            {auth.hasScope('UPDATE_ORDERS') && <OrderStatusActions order={order} />}
          </div>
        )}

        <OrderShipment order={order} />

        <Section title="Produkty">
          <OrderLines order={order} compact />
        </Section>
        <OrderDeviations order={order} />

        <OrderRefunds order={order} />
        <OrderReturns order={order} />
        <OrderInvoices order={order} />

        <div className="grid gap-4 sm:grid-cols-2">
          <Section title="Adres dostawy">
            <address className="text-sm leading-relaxed text-slate-700 not-italic">
              {address.name}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}
              <br />
              {address.country}
            </address>
          </Section>
          <Section title="Dane do faktury">
            {invoice ? (
              <address className="text-sm leading-relaxed text-slate-700 not-italic">
                {invoice.name}
                <br />
                {invoice.street}
                <br />
                {invoice.postalCode} {invoice.city}
                <br />
                NIP: {invoice.taxId}
              </address>
            ) : (
              <p className="text-sm text-slate-600">Bez faktury</p>
            )}
          </Section>
        </div>

        {order.history.length > 0 && (
          <Section title="Historia">
            <ol className="grid gap-2">
              {order.history.map((event, index) => (
                <li key={index} className="flex gap-3 text-sm">
                  <span
                    className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500"
                    aria-hidden="true"
                  />
                  <span className="grid">
                    <span className="text-slate-900">{eventText(event)}</span>
                    <span className="text-xs text-slate-500">
                      {formatDateTime(event.at)}
                      {event.actorEmail && ` · ${event.actorEmail}`}
                      {event.kind === 'STATUS' && event.note && ` · ${event.note}`}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </Section>
        )}
        <OrderTrail orderId={order.id} />
        {order.status === 'PENDING' && (
          <Badge tone="neutral" className="justify-self-start">
            Nieopłacone zamówienie wygaśnie {formatDateTime(order.expiresAt)}
          </Badge>
        )}
      </CardContent>
    </Card>
  );
}

/** The order's own audit trail, read only once staff open it. */
function OrderTrail({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-lg border border-slate-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        Historia zmian: kto, kiedy i skąd
      </summary>
      {open && (
        <div className="border-t border-slate-200 p-3">
          <AuditTrail filter={{ entity: 'order', id: String(orderId) }} count={10} />
        </div>
      )}
    </details>
  );
}
