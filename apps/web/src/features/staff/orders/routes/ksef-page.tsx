// /admin/ksef (READ_ORDERS): the invoices and corrections that need staff in KSeF (decision 030):
// refused by KSeF, with its reason and „Wyślij ponownie do KSeF”; issued offline and not in
// KSeF yet, with the day it must reach KSeF by; or waiting for it more than 10 minutes (KSeF
// not answering, or the shop not configured for it); oldest first, each with its order. Above
// them, KSeF's set-up when the owner must know it (not configured, or off under the exemption).
import { Link } from 'react-router';
import { FileCheck2 } from 'lucide-react';
import { invoiceGrossText, invoiceKindLabels } from '@shop/shared/after-sale-labels';
import { formatDateTime } from '@shop/shared/warsaw-time';
import { Alert } from '@/components/ui/alert.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useKsefAttention } from '../api/get-ksef-attention.ts';
import { KsefState } from '../components/order-invoices.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';
import { useDesk } from '../../shell/api/desk.ts';
import { ksefSetupNotes } from '../../shell/lib/ksef-setup.ts';

export default function KsefPage() {
  const attention = useKsefAttention();
  const desk = useDesk();
  return (
    <StaffPage
      title="KSeF"
      description="Faktury odrzucone przez KSeF, wystawione offline i jeszcze nieprzesłane (z terminem przesłania) oraz te, które czekają na KSeF dłużej niż 10 minut."
    >
      {ksefSetupNotes(desk.data?.ksef).map((note) => (
        <Alert key={note.text} tone={note.tone === 'urgent' ? 'error' : 'info'}>
          {note.text}
        </Alert>
      ))}
      {attention.isPending ? (
        <PageSpinner />
      ) : attention.isError ? (
        <Alert>Nie udało się pobrać listy dokumentów</Alert>
      ) : attention.data.length === 0 ? (
        <EmptyState
          icon={FileCheck2}
          title="Nic nie czeka na KSeF"
          description="Wszystkie faktury i korekty zostały przyjęte w KSeF albo są właśnie wysyłane."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Dokumenty do sprawdzenia">
          {attention.data.map((document) => (
            <li key={document.id}>
              <Card>
                <CardContent className="grid gap-2 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-semibold text-slate-900">
                      {invoiceKindLabels[document.kind]} {document.number}
                    </h2>
                    <Link
                      to={paths.adminOrdersSearch(document.orderId)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      zamówienie #{document.orderId}
                    </Link>
                  </div>
                  <p className="text-xs text-slate-500">
                    Wystawiona {formatDateTime(document.issuedAt)} · {invoiceGrossText(document)}{' '}
                    brutto
                    {document.attempts > 0 &&
                      ` · KSeF nie odpowiedział ${document.attempts} raz(y)`}
                  </p>
                  <KsefState invoiceId={document.id} ksef={document.ksef} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </StaffPage>
  );
}
