// A complaint's goods go back at the shop's cost (art. 43d ust. 2; docs/returns.md): the
// prepaid InPost label to print and hand in at any parcel locker, or, when the shop cannot make
// one, the return address and the promise to refund the cheapest postage.
import { useState } from 'react';
import { Download, PackageOpen } from 'lucide-react';
import type { OrderReturn } from '@shop/shared/returns';
import { ReturnAddress } from '@/components/return-address.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { downloadCollectionLabel, useArrangeCollection } from '../api/collection.ts';

export function ComplaintCollection({ item }: { item: OrderReturn }) {
  const arrange = useArrangeCollection(item);
  const [failure, setFailure] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  async function download() {
    setFailure(null);
    try {
      await downloadCollectionLabel(item);
    } catch (error) {
      setFailure(errorMessage(error, 'Nie udało się pobrać etykiety. Spróbuj za chwilę.'));
    }
  }

  async function prepare() {
    setFailure(null);
    try {
      await arrange.mutateAsync();
    } catch (error) {
      if (isApiError(error) && error.code === 'CollectionNotAvailableException')
        setUnavailable(true);
      else setFailure(errorMessage(error, 'Nie udało się przygotować etykiety. Spróbuj ponownie.'));
    }
  }

  if (unavailable) {
    return (
      <p className="text-slate-900">
        Odeślij towar najtańszym zwykłym sposobem na adres: <ReturnAddress />, z kartką z numerem
        zamówienia, i napisz nam, ile kosztowała przesyłka: zwrócimy ten koszt.
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-slate-900">
      <p>
        Odbierzemy towar na nasz koszt: wydrukuj etykietę zwrotną InPost, naklej ją na paczkę i
        nadaj ją w dowolnym Paczkomacie.
        {item.collection?.trackingNumber && (
          <>
            {' '}
            Numer przesyłki: <strong>{item.collection.trackingNumber}</strong>.
          </>
        )}
      </p>
      <div>
        {item.collection ? (
          <Button variant="outline" size="sm" onClick={() => void download()}>
            <Download aria-hidden="true" />
            Pobierz etykietę zwrotną
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            loading={arrange.isPending}
            onClick={() => void prepare()}
          >
            <PackageOpen aria-hidden="true" />
            Przygotuj etykietę zwrotną
          </Button>
        )}
      </div>
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}
