// One order in full: status, its payment while PENDING (BLIK or the transfer), the parcel and its tracking,
// the products with their pictures and prices, their accepted deviations, shipping, total, withdrawals and complaints (and
// the way to make one, docs/returns.md), refunds, invoices, delivery address and method, invoice
// details, and for CREATE_RECEIPT the receipt and its printing.
import type { ReactNode } from 'react';
import { FileText, MapPin, Package, Receipt, Truck } from 'lucide-react';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { shippingMethodLabels } from '@shop/shared/enums';
import {
  automaticRefundCauses,
  automaticRefundOf,
  refundSummary,
} from '@shop/shared/after-sale-labels';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { OrderDeviations } from '@/entities/order/order-deviations.tsx';
import { OrderLines } from '@/entities/order/order-lines.tsx';
import { PrintReceiptButton } from '@/entities/receipts/print-receipt-dialog.tsx';
import { ORDERS_KEY } from '@/entities/order/orders.ts';
import { InvoicesBlock, RefundsBlock, ShipmentBlock } from './order-after-sale.tsx';
import { ReturnsBlock } from './order-returns.tsx';
import { PendingPayment } from './pending-payment.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';

export interface OrderDetailProps {
  order: Order;
  /** Staff who print receipts see the receipt number and print it (CREATE_RECEIPT). */
  showReceipt: boolean;
  resuming: boolean;
  onResumePayment: (order: Order) => void;
  /** The withdrawal step („Odstąp od umowy”) is open. */
  withdrawing: boolean;
  onWithdrawingChange: (open: boolean) => void;
}

export function OrderDetail({
  order,
  showReceipt,
  resuming,
  onResumePayment,
  withdrawing,
  onWithdrawingChange,
}: OrderDetailProps) {
  const automatic = automaticRefundOf(order.refunds);
  const MethodIcon = order.shippingMethod === 'INPOST_PARCEL_LOCKER' ? Package : Truck;
  return (
    <Card role="region" aria-labelledby="order-detail-title" className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-5 sm:p-6">
        <div className="grid gap-1">
          <h2 id="order-detail-title" className="text-xl font-bold text-slate-900">
            Zamówienie nr {order.id}
          </h2>
          <p className="text-sm text-slate-600">Złożone {formatDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      <div className="grid gap-6 p-5 sm:p-6">
        {order.status === 'PENDING' && (
          <PendingPayment order={order} resuming={resuming} onResumePayment={onResumePayment} />
        )}
        {automatic && automatic.status !== 'REJECTED' ? (
          <Alert tone="info">
            {automaticRefundCauses[automatic.reason]}{' '}
            {automatic.status === 'COMPLETED'
              ? `Zwróciliśmy pieniądze: ${formatPrice(automatic.amount)}.`
              : `Zwracamy pieniądze: ${refundSummary(automatic)}.`}
          </Alert>
        ) : (
          order.refundRequired && (
            <Alert tone="info">
              Płatność dotarła po anulowaniu zamówienia. Zwrócimy pieniądze na Twoje konto.
            </Alert>
          )
        )}
        <ShipmentBlock order={order} />

        <section aria-labelledby="order-items-title" className="grid gap-3">
          <h3 id="order-items-title" className="font-semibold text-slate-900">
            Produkty
          </h3>
          <OrderLines order={order} />
        </section>
        <OrderDeviations order={order} />

        <ReturnsBlock
          order={order}
          withdrawing={withdrawing}
          onWithdrawingChange={onWithdrawingChange}
        />
        <RefundsBlock order={order} />
        <InvoicesBlock order={order} />

        <div className="grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2">
          <Block icon={<MethodIcon aria-hidden="true" />} title="Dostawa">
            <p>{shippingMethodLabels[order.shippingMethod]}</p>
            {order.parcelLockerId && (
              <p>
                Paczkomat: <strong className="text-slate-900">{order.parcelLockerId}</strong>
              </p>
            )}
          </Block>
          <Block icon={<MapPin aria-hidden="true" />} title="Adres dostawy">
            <p>{order.shippingAddress.name}</p>
            <p>{order.shippingAddress.street}</p>
            <p>
              {order.shippingAddress.postalCode} {order.shippingAddress.city},{' '}
              {order.shippingAddress.country}
            </p>
          </Block>
          <Block icon={<FileText aria-hidden="true" />} title="Dane do faktury">
            {order.invoiceDetails ? (
              <>
                <p>{order.invoiceDetails.name}</p>
                <p>NIP {order.invoiceDetails.taxId}</p>
                <p>{order.invoiceDetails.street}</p>
                <p>
                  {order.invoiceDetails.postalCode} {order.invoiceDetails.city},{' '}
                  {order.invoiceDetails.country}
                </p>
              </>
            ) : (
              <p>Bez faktury</p>
            )}
          </Block>
          {showReceipt && (
            <Block icon={<Receipt aria-hidden="true" />} title="Paragon">
              <p>{order.receiptId ?? 'Nie wydrukowano'}</p>
              {order.status === 'PAID' && !order.receiptId && (
                <div className="mt-2">
                  <PrintReceiptButton order={order} orderQueryKey={ORDERS_KEY} />
                </div>
              )}
            </Block>
          )}
        </div>
      </div>
    </Card>
  );
}

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 text-sm">
      <span className="mt-0.5 shrink-0 text-slate-500 [&_svg]:size-5">{icon}</span>
      <div className="grid content-start gap-0.5 text-slate-700">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </section>
  );
}
