// What happens to a shopper's order after the payment: the parcel (its carrier, its status in
// Polish and the tracking number with the carrier's tracking page), money given back ('Zwrot 123,45 zł — w
// toku') and the invoices to download.
import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { invoiceGrossText, invoiceKindLabels } from '@shop/shared/after-sale-labels';
import { carrierLabels } from '@shop/shared/carriers';
import { formatPrice } from '@shop/shared/money';
import type { Order, OrderInvoice } from '@shop/shared/orders';
import { RefundStatusBadge } from '@/components/refund-status-badge.tsx';
import { ShipmentStatusBadge } from '@/components/shipment-status-badge.tsx';
import { TrackingLink } from '@/components/tracking-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { downloadInvoice } from '../api/download-invoice.ts';
import { formatShortDay } from '@shop/shared/warsaw-time';

export function ShipmentBlock({ order }: { order: Order }) {
  const { shipment } = order;
  if (!shipment) return null;
  return (
    <section aria-labelledby="order-shipment-title" className="grid gap-2">
      <h3 id="order-shipment-title" className="font-semibold text-slate-900">
        Przesyłka
      </h3>
      <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <dt className="text-slate-600">Przewoźnik</dt>
          <dd className="font-medium text-slate-900">{carrierLabels[shipment.carrier]}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-slate-600">Status</dt>
          <dd>
            <ShipmentStatusBadge status={shipment.status} />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-slate-600">Numer przesyłki</dt>
          <dd className="wrap-anywhere">
            <TrackingLink shipment={shipment} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function RefundsBlock({ order }: { order: Order }) {
  if (order.refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds-title" className="grid gap-2">
      <h3 id="order-refunds-title" className="font-semibold text-slate-900">
        Zwroty pieniędzy
      </h3>
      <ul className="grid gap-2 text-sm">
        {order.refunds.map((refund) => (
          <li
            key={refund.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3"
          >
            <span className="text-slate-900">
              Zwrot <strong className="tabular-nums">{formatPrice(refund.amount)}</strong>
              <span className="text-slate-500"> · {formatShortDay(refund.createdAt)}</span>
            </span>
            <RefundStatusBadge status={refund.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InvoicesBlock({ order }: { order: Order }) {
  if (order.invoices.length === 0) return null;
  return (
    <section aria-labelledby="order-invoices-title" className="grid gap-2">
      <h3 id="order-invoices-title" className="font-semibold text-slate-900">
        Faktury
      </h3>
      <ul className="grid gap-2 text-sm">
        {order.invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} orderId={order.id} invoice={invoice} />
        ))}
      </ul>
    </section>
  );
}

function InvoiceRow({ orderId, invoice }: { orderId: number; invoice: OrderInvoice }) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadInvoice(orderId, invoice);
    } catch (error) {
      toast({
        title: 'Nie udało się pobrać faktury',
        description: errorMessage(error, 'Spróbuj ponownie za chwilę.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
      <span className="grid">
        <span className="font-medium text-slate-900">
          {invoiceKindLabels[invoice.kind]} {invoice.number}
        </span>
        <span className="text-xs text-slate-500 tabular-nums">
          {formatShortDay(invoice.issuedAt)} · {invoiceGrossText(invoice)}
        </span>
      </span>
      <Button
        variant="outline"
        size="sm"
        loading={downloading}
        aria-label={`Pobierz fakturę ${invoice.number}`}
        onClick={() => void download()}
      >
        {!downloading && <FileDown aria-hidden="true" />}
        Pobierz fakturę
      </Button>
    </li>
  );
}
