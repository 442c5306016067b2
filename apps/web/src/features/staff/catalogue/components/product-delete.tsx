// Deleting the edited product for good (after a confirmation): only one no order holds, the
// server refuses the rest with its own message. Afterwards staff go back to the admin hub.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteProduct } from '../api/delete-product.ts';

export function ProductDelete({ productId }: { productId: number }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteProduct();
  const navigate = useNavigate();

  async function confirm() {
    try {
      await remove.mutateAsync(productId);
      toast({ title: 'Sukces', description: 'Produkt został usunięty.', variant: 'success' });
      void navigate(paths.admin);
    } catch (error) {
      const description = errorMessage(error, 'Nie udało się usunąć produktu. Spróbuj ponownie.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby="product-delete-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="product-delete-heading" className="text-lg font-semibold text-slate-900">
          Usuń produkt
        </h2>
        <p className="text-sm text-slate-600">
          Produkt, którego nikt nie zamówił, można usunąć na stałe razem ze zdjęciami.
        </p>
      </div>
      <Button variant="outline" className="justify-self-start" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        Usuń produkt
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setAsking(false);
        }}
        title="Usunąć produkt?"
        description={`Produkt ID ${productId} zniknie ze sklepu, koszyków i list życzeń. Tego nie można cofnąć.`}
        confirmLabel="Usuń na stałe"
        destructive
        loading={remove.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
