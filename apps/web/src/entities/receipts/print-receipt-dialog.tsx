// 'Drukuj paragon' for a PAID order without a receipt (CREATE_RECEIPT), on the staff orders
// screen and on the signed-in user's own /orders: a preview of exactly what the printer gets, an
// optional buyer NIP, then the print with its steps shown. An order with invoice details is
// refused (it gets a VAT invoice). One print per order at a time. A print this browser started
// but did not record (the page closed while the printer printed) is taken up when the dialog
// opens: checked on the printer and recorded, never printed a second time.
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useIsMutating, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Printer, RefreshCw } from 'lucide-react';
import { isValidNip, normalizeNip } from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { paths } from '@/lib/paths.ts';
import { buildReceipt, type NoviApiReceiptBody, type ReceiptOrder } from './build-receipt.ts';
import { usePendingPrint, type PendingPrint } from './pending-prints.ts';
import {
  PrintFailure,
  printOrderReceipt,
  resumeOrderReceipt,
  type PrintOrderReceiptArgs,
  type PrintStep,
} from './print-order-receipt.ts';
import { usePrinterUrl } from './printer-url.ts';

const stepTexts: Record<PrintStep, string> = {
  checking: 'Sprawdzanie poprzedniego wydruku w drukarce...',
  sending: 'Wysyłanie paragonu do drukarki...',
  confirming: 'Potwierdzanie wydruku...',
  printing: 'Drukowanie...',
  saving: 'Zapisywanie numeru paragonu w zamówieniu...',
};

function preview(order: ReceiptOrder): { body: NoviApiReceiptBody } | { refusal: string } {
  try {
    return { body: buildReceipt(order) };
  } catch (error) {
    return { refusal: error instanceof Error ? error.message : String(error) };
  }
}

type PrintJob = { print: PrintOrderReceiptArgs } | { resume: PendingPrint };

export interface PrintReceiptButtonProps {
  order: ReceiptOrder;
  /** The queries that show this order: read again once its receipt is recorded. */
  orderQueryKey: QueryKey;
}

export function PrintReceiptButton({ order, orderQueryKey }: PrintReceiptButtonProps) {
  const [open, setOpen] = useState(false);
  const [nip, setNip] = useState('');
  const [nipError, setNipError] = useState<string | null>(null);
  const [step, setStep] = useState<PrintStep | null>(null);
  // Also shown in the dialog: while it is open, the rest of the page (toasts too) is hidden
  // from screen readers.
  const [failure, setFailure] = useState<PrintFailure | null>(null);
  const printerUrl = usePrinterUrl();
  const pending = usePendingPrint(order.id);
  const queryClient = useQueryClient();
  const mutationKey = ['receipts', 'print', order.id];
  const printing = useIsMutating({ mutationKey }) > 0;
  const receipt = useMemo(() => preview(order), [order]);

  const print = useMutation({
    mutationKey,
    mutationFn: (job: PrintJob) =>
      'print' in job
        ? printOrderReceipt(job.print)
        : resumeOrderReceipt(job.resume, { onStep: setStep }),
    onSuccess: ({ receiptId, printed }) => {
      toast({
        title: printed ? 'Paragon wydrukowany' : 'Paragon w kolejce drukarki',
        description: `Numer paragonu: ${receiptId}`,
        variant: 'success',
      });
      setOpen(false);
    },
    onError: (error) => {
      console.error('Receipt printing failed', error);
      const shown =
        error instanceof PrintFailure
          ? error
          : new PrintFailure('sending', 'Błąd drukowania', error.message);
      setFailure(shown);
      toast({ title: shown.title, description: shown.description, variant: 'destructive' });
    },
    // The page shows the order again, now with its receipt.
    onSettled: () => {
      setStep(null);
      return queryClient.invalidateQueries({ queryKey: orderQueryKey });
    },
  });

  // A print of this dialog is kept as pending too while it runs; only an earlier one is taken up.
  const printingAfresh =
    print.isPending && print.variables !== undefined && 'print' in print.variables;
  const earlier = printingAfresh ? null : pending;

  function openDialog() {
    setFailure(null);
    setOpen(true);
    if (pending && !printing) print.mutate({ resume: pending });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (earlier) {
      print.mutate({ resume: earlier });
      return;
    }
    const typed = nip.trim();
    if (typed && !isValidNip(typed)) {
      setNipError('Nieprawidłowy NIP (10 cyfr z poprawną sumą kontrolną)');
      return;
    }
    setNipError(null);
    print.mutate({
      print: {
        order,
        printerUrl,
        buyerNip: typed ? normalizeNip(typed) : null,
        onStep: setStep,
      },
    });
  }

  return (
    <>
      <Button onClick={openDialog} loading={printing}>
        {!printing && <Printer aria-hidden="true" />}
        {printing ? 'Drukowanie...' : 'Drukuj paragon'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Paragon do zamówienia #${order.id}`}
          description={`Drukarka: ${earlier?.printerUrl || printerUrl || 'nie ustawiono adresu'}`}
        >
          {'refusal' in receipt ? (
            <Alert>{receipt.refusal}</Alert>
          ) : (
            <form id={`print-${order.id}`} onSubmit={submit} noValidate className="grid gap-4">
              <ReceiptPreview body={receipt.body} />
              {earlier ? (
                <Alert tone="info">
                  Ten paragon został już wysłany do drukarki (wydruk {earlier.requestId}), ale nie
                  zapisano go w zamówieniu. Sprawdzamy go w drukarce i zapisujemy — nie drukujemy go
                  drugi raz.
                </Alert>
              ) : (
                <FormField
                  label="NIP nabywcy (opcjonalnie)"
                  error={nipError ?? undefined}
                  hint="Tylko gdy klient prosi o paragon z NIP."
                >
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    value={nip}
                    disabled={printing}
                    onChange={(event) => setNip(event.target.value)}
                  />
                </FormField>
              )}
              {!printerUrl && !earlier && (
                <Alert>
                  Ustaw adres drukarki na stronie{' '}
                  <Link to={paths.adminOrders} className="underline">
                    Zamówienia w panelu personelu
                  </Link>
                  .
                </Alert>
              )}
              {failure && (
                <Alert>
                  <strong>{failure.title}:</strong> {failure.description}
                </Alert>
              )}
              {step && (
                <p role="status" className="text-sm font-medium text-brand-800">
                  {stepTexts[step]}
                </p>
              )}
            </form>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{printing ? 'Zamknij' : 'Anuluj'}</Button>
            </DialogClose>
            {'body' in receipt && (
              <Button
                type="submit"
                form={`print-${order.id}`}
                loading={printing}
                disabled={!printerUrl && !earlier}
              >
                {!printing &&
                  (earlier ? <RefreshCw aria-hidden="true" /> : <Printer aria-hidden="true" />)}
                {earlier ? 'Sprawdź ponownie' : 'Drukuj'}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReceiptPreview({ body }: { body: NoviApiReceiptBody }) {
  const { items, summary } = body.receipt;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs text-slate-800">
      <ul aria-label="Pozycje paragonu" className="grid gap-1.5">
        {items.map(({ article }, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="block truncate">{article.name}</span>
              <span className="text-slate-500">
                {article.quantity} × {article.price}
              </span>
            </span>
            <span className="whitespace-nowrap">
              {article.value} {article.ptu}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-between border-t border-slate-300 pt-2 font-semibold">
        <span>SUMA PLN</span>
        <span>{summary.total}</span>
      </div>
      <div className="flex justify-between text-slate-500">
        <span>Przelew</span>
        <span>{summary.pay_in}</span>
      </div>
    </div>
  );
}
