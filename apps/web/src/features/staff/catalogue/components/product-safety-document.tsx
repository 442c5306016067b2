// The product form's safety document: the manufacturer's manual or safety sheet as one PDF,
// uploaded as soon as it is chosen once the product exists, replaced by choosing another, and
// removed after a confirmation. Shoppers find it under "Bezpieczeństwo produktu" (decision 028).
import { useRef, useState, type ChangeEvent } from 'react';
import { FilePlus2, FileText, Trash2 } from 'lucide-react';
import { documentSizeLabel, type SafetyDocument } from '@shop/shared/product-safety';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { removeSafetyDocument, uploadSafetyDocument } from '../api/safety-document.ts';

const UPLOAD_FAILED = 'Nie udało się przesłać dokumentu.';

export interface ProductSafetyDocumentProps {
  /** null until the product is created. */
  productId: number | null;
  attached: SafetyDocument | null;
  onAttachedChange: (attached: SafetyDocument | null) => void;
}

export function ProductSafetyDocument({
  productId,
  attached,
  onAttachedChange,
}: ProductSafetyDocumentProps) {
  const pickRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again later
    if (!file || productId === null) return;
    setBusy(true);
    setFailure(null);
    try {
      onAttachedChange(await uploadSafetyDocument(productId, file));
      toast({ title: 'Sukces', description: 'Dokument został dołączony.', variant: 'success' });
    } catch (error) {
      const reason = errorMessage(error, 'Spróbuj ponownie.');
      setFailure(`${UPLOAD_FAILED} ${reason}`);
    } finally {
      setBusy(false);
    }
  }

  async function confirmRemove() {
    if (productId === null) return;
    setBusy(true);
    try {
      await removeSafetyDocument(productId);
      onAttachedChange(null);
      toast({ title: 'Sukces', description: 'Dokument został usunięty.', variant: 'success' });
    } catch (error) {
      const description = errorMessage(error, 'Nie udało się usunąć dokumentu. Spróbuj ponownie.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setBusy(false);
      setRemoving(false);
    }
  }

  return (
    <section aria-labelledby="product-document-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="product-document-heading" className="text-lg font-semibold text-slate-900">
          Instrukcja lub karta bezpieczeństwa (PDF)
        </h2>
        <p className="text-sm text-slate-600">
          {productId === null
            ? 'Plik PDF dołączysz po utworzeniu produktu.'
            : 'Opcjonalnie: klient pobierze ją w sekcji „Bezpieczeństwo produktu”. Nowy plik zastąpi poprzedni.'}
        </p>
      </div>

      {attached && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3">
          <a
            href={attached.url}
            target="_blank"
            rel="noopener"
            className="inline-flex min-w-0 items-center gap-2 break-words text-emerald-800 underline"
          >
            <FileText className="size-5 shrink-0" aria-hidden="true" />
            {attached.fileName}
          </a>
          <span className="text-sm text-slate-600">{documentSizeLabel(attached.sizeBytes)}</span>
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            disabled={busy}
            onClick={() => setRemoving(true)}
          >
            <Trash2 aria-hidden="true" />
            Usuń dokument
          </Button>
        </div>
      )}

      <input
        ref={pickRef}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        disabled={productId === null || busy}
        aria-label="Wybierz plik PDF"
        onChange={choose}
      />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={productId === null}
        loading={busy && !removing}
        onClick={() => pickRef.current?.click()}
      >
        {!(busy && !removing) && <FilePlus2 aria-hidden="true" />}
        {attached ? 'Zastąp plikiem PDF' : 'Dołącz plik PDF'}
      </Button>
      {failure && <Alert>{failure}</Alert>}

      <ConfirmDialog
        open={removing}
        onOpenChange={(open) => {
          if (!open && !busy) setRemoving(false);
        }}
        title="Usunąć dokument?"
        description="Klienci przestaną go widzieć na stronie produktu."
        confirmLabel="Usuń dokument"
        destructive
        loading={busy}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
