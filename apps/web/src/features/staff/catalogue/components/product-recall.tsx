// Recalling a dangerous product (GPSR art. 35-36; docs/product-rules.md "Recalls"): staff write
// the notice its buyers read, confirm, and the product leaves sale for good while every buyer
// of a paid order is e-mailed. A recalled product shows when and with what notice.
import { useState } from 'react';
import { Siren } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { RECALL_NOTICE_MIN, recallRequestSchema } from '@shop/shared/recalls';
import { formatDateTime } from '@shop/shared/warsaw-time';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useRecallProduct } from '../api/recall-product.ts';

export function ProductRecallSection({
  productId,
  recall,
  onRecalled,
}: {
  productId: number;
  recall: Product['recall'];
  /** The product is recalled (and so withdrawn from sale) as of `at`. */
  onRecalled: (at: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ at: string; notice: string } | null>(null);
  const mutation = useRecallProduct(productId);
  const shown = done ?? recall ?? null;

  async function confirm() {
    const parsed = recallRequestSchema.safeParse({ notice });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Nieprawidłowy komunikat');
      return;
    }
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync(parsed.data);
      setDone({ at: answer.recalledAt, notice: parsed.data.notice });
      onRecalled(answer.recalledAt);
      setOpen(false);
      toast({
        title: 'Produkt wycofany z rynku',
        description: `Powiadomienie wysyłamy do kupujących: ${answer.notified} zamówień.`,
        variant: 'success',
      });
    } catch (error) {
      setProblem(errorMessage(error, 'Nie udało się wycofać produktu z rynku. Spróbuj ponownie.'));
    }
  }

  return (
    <section aria-labelledby="product-recall-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2
          id="product-recall-heading"
          className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900"
        >
          Wycofanie z rynku
          {shown && <Badge tone="danger">Wycofany z rynku</Badge>}
        </h2>
        <p className="text-sm text-slate-600">
          {shown
            ? `Wycofany z rynku ${formatDateTime(shown.at)}: nie wróci do sprzedaży. Kupujący dostali komunikat:`
            : 'Gdy produkt okaże się niebezpieczny: znika ze sprzedaży na stałe, a każdy, kto go kupił, dostaje e-mailem Twój komunikat i propozycję naprawy, wymiany albo zwrotu pieniędzy.'}
        </p>
        {shown && (
          <p className="rounded-lg bg-red-50 p-3 text-sm whitespace-pre-line text-red-900">
            {shown.notice}
          </p>
        )}
      </div>
      {!shown && (
        <Button
          variant="outline"
          className="justify-self-start text-red-800"
          onClick={() => setOpen(true)}
        >
          <Siren aria-hidden="true" />
          Wycofaj z rynku
        </Button>
      )}
      <Dialog open={open} onOpenChange={(next) => !mutation.isPending && setOpen(next)}>
        {open && (
          <DialogContent
            title="Wycofać produkt z rynku?"
            description={`Produkt ID ${productId} zniknie ze sprzedaży na stałe, a kupujący opłaconych zamówień dostaną e-mailem ten komunikat.`}
            className="max-w-xl"
          >
            <FormField
              label="Komunikat dla kupujących"
              hint={`Opisz zagrożenie i co kupujący ma zrobić (co najmniej ${RECALL_NOTICE_MIN} znaków).`}
              error={problem ?? undefined}
            >
              <Textarea
                rows={5}
                value={notice}
                onChange={(event) => {
                  setNotice(event.target.value);
                  setProblem(null);
                }}
              />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Anuluj</Button>
              </DialogClose>
              <Button
                variant="destructive"
                loading={mutation.isPending}
                onClick={() => void confirm()}
              >
                Wycofaj i powiadom kupujących
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
