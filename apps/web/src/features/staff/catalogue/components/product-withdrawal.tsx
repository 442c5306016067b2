// Withdrawing the edited product from sale (after a confirmation) and putting it back: while
// withdrawn, shoppers see it „Niedostępny” and cannot buy it; orders placed before may still be
// paid (docs/product-rules.md, "Staff upkeep"). The form keeps the answered state and version.
import { useState } from 'react';
import { Ban, RotateCcw } from 'lucide-react';
import type { ProductWithdrawal } from '@shop/shared/catalogue';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useRestoreProduct } from '../api/restore-product.ts';
import { useWithdrawProduct } from '../api/withdraw-product.ts';
import { formatDateTime } from '@shop/shared/warsaw-time';

export interface ProductWithdrawalProps {
  productId: number;
  /** When the product was withdrawn; null while it is on sale. */
  withdrawnAt: string | null;
  /** Recalled as dangerous: withdrawn for good, nothing to put back. */
  recalled: boolean;
  onChange: (answer: ProductWithdrawal) => void;
}

export function ProductWithdrawalSection({
  productId,
  withdrawnAt,
  recalled,
  onChange,
}: ProductWithdrawalProps) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawProduct();
  const restore = useRestoreProduct();

  async function confirmWithdraw() {
    try {
      onChange(await withdraw.mutateAsync(productId));
      toast({
        title: 'Sukces',
        description: 'Produkt został wycofany ze sprzedaży.',
        variant: 'success',
      });
    } catch (error) {
      const description = errorMessage(error, 'Nie udało się wycofać produktu. Spróbuj ponownie.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setAsking(false);
    }
  }

  async function putBack() {
    try {
      onChange(await restore.mutateAsync(productId));
      toast({ title: 'Sukces', description: 'Produkt wrócił do sprzedaży.', variant: 'success' });
    } catch (error) {
      const description = errorMessage(
        error,
        'Nie udało się przywrócić produktu. Spróbuj ponownie.',
      );
      toast({ title: 'Błąd', description, variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="product-withdrawal-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2
          id="product-withdrawal-heading"
          className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900"
        >
          Sprzedaż
          {withdrawnAt !== null ? (
            <Badge tone="warning">Wycofany</Badge>
          ) : (
            <Badge tone="success">W sprzedaży</Badge>
          )}
        </h2>
        <p className="text-sm text-slate-600">
          {withdrawnAt !== null
            ? `Wycofany ze sprzedaży ${formatDateTime(withdrawnAt)}. Klienci widzą go jako niedostępny i nie mogą go kupić; zamówienia złożone wcześniej można nadal opłacić.`
            : 'Wycofany produkt zostaje w sklepie jako niedostępny: nie można go dodać do koszyka ani zamówić. Można go później przywrócić.'}
        </p>
      </div>
      {recalled ? null : withdrawnAt !== null ? (
        <Button
          variant="outline"
          className="justify-self-start"
          loading={restore.isPending}
          onClick={() => void putBack()}
        >
          <RotateCcw aria-hidden="true" />
          Przywróć do sprzedaży
        </Button>
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setAsking(true)}>
          <Ban aria-hidden="true" />
          Wycofaj ze sprzedaży
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open && !withdraw.isPending) setAsking(false);
        }}
        title="Wycofać produkt ze sprzedaży?"
        description={`Klienci nie będą już mogli kupić produktu ID ${productId}: zobaczą go jako niedostępny, bez możliwości dodania do koszyka ani zamówienia. Zamówienia złożone wcześniej można nadal opłacić. Produkt można później przywrócić do sprzedaży.`}
        confirmLabel="Wycofaj ze sprzedaży"
        destructive
        loading={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
    </section>
  );
}
