// 'Faktury' in the staff order pane: the order's VAT invoice and correcting invoices, each with
// its PDF and its KSeF FA(3) XML to download and where it stands in KSeF (its number once
// accepted; KSeF's reason and „Wyślij ponownie” when refused).
import { useState } from 'react';
import { FileCode2, FileDown } from 'lucide-react';
import {
  invoiceGrossText,
  invoiceKindLabels,
  ksefOfflineNote,
  ksefStateLabels,
} from '@shop/shared/after-sale-labels';
import type { AdminOrder, InvoiceKsef, OrderInvoice } from '@shop/shared/orders';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { downloadInvoiceKsefXml, downloadInvoicePdf } from '../api/download-invoice.ts';
import { useResendToKsef } from '../api/resend-to-ksef.ts';
import { Section } from '../../shell/components/detail-parts.tsx';
import { formatDateTime, warsawCalendarDate } from '@shop/shared/warsaw-time';

export function OrderInvoices({ order }: { order: AdminOrder }) {
  if (order.invoices.length === 0) {
    // Invoice details on a paid order: the invoice is on its way (issued by the server).
    if (!order.invoiceDetails || !order.paidAt) return null;
    return (
      <Section title="Faktury">
        <p className="text-sm text-slate-600">Faktura nie została jeszcze wystawiona.</p>
      </Section>
    );
  }
  return (
    <Section title="Faktury">
      <ul className="grid gap-2">
        {order.invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    </Section>
  );
}

function InvoiceRow({ invoice }: { invoice: OrderInvoice }) {
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);

  async function download(kind: 'pdf' | 'xml') {
    setBusy(kind);
    try {
      await (kind === 'pdf' ? downloadInvoicePdf(invoice) : downloadInvoiceKsefXml(invoice));
    } catch (error) {
      toast({
        title: 'Nie udało się pobrać pliku',
        description: errorMessage(error, 'Spróbuj ponownie za chwilę.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3">
      <div className="grid min-w-0 text-sm">
        <span className="font-medium text-slate-900">
          {invoiceKindLabels[invoice.kind]} {invoice.number}
        </span>
        <span className="text-xs text-slate-500">
          {formatDateTime(invoice.issuedAt)} · {invoiceGrossText(invoice)} brutto
        </span>
        {invoice.ksef && <KsefState invoiceId={invoice.id} ksef={invoice.ksef} />}
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          loading={busy === 'pdf'}
          disabled={busy !== null}
          aria-label={`PDF faktury ${invoice.number}`}
          onClick={() => void download('pdf')}
        >
          {busy !== 'pdf' && <FileDown aria-hidden="true" />}
          PDF
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={busy === 'xml'}
          disabled={busy !== null}
          aria-label={`KSeF XML faktury ${invoice.number}`}
          onClick={() => void download('xml')}
        >
          {busy !== 'xml' && <FileCode2 aria-hidden="true" />}
          KSeF XML
        </Button>
      </div>
    </li>
  );
}

/**
 * A document's KSeF state (and, issued offline, its deadline); a refused one with KSeF's reason
 * and „Wyślij ponownie do KSeF”.
 */
export function KsefState({ invoiceId, ksef }: { invoiceId: number; ksef: InvoiceKsef }) {
  const resend = useResendToKsef();
  const offline = ksefOfflineNote(ksef, warsawCalendarDate(new Date()));
  const tone =
    ksef.state === 'ACCEPTED'
      ? 'text-emerald-800'
      : ksef.state === 'REFUSED' || offline?.late
        ? 'text-red-700'
        : ksef.offline
          ? 'text-amber-800'
          : 'text-slate-600';
  return (
    <span className={`grid gap-1 text-xs ${tone}`}>
      <span className="break-all">
        KSeF: {ksefStateLabels[ksef.state]}
        {ksef.number && <strong className="font-semibold"> · {ksef.number}</strong>}
      </span>
      {offline && <span>{offline.text}</span>}
      {ksef.state === 'REFUSED' && (
        <>
          {ksef.refusal && <span className="break-words">{ksef.refusal}</span>}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(invoiceId, {
                onError: (error) =>
                  toast({
                    title: 'Nie wysłano ponownie',
                    description: errorMessage(error, 'Spróbuj ponownie za chwilę.'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Wyślij ponownie do KSeF
          </Button>
        </>
      )}
    </span>
  );
}
