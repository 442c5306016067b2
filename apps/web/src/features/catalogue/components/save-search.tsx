// „Obserwuj to wyszukiwanie” on the search results (docs/product-rules.md, "Obserwowane
// wyszukiwania"): the term, and the highest price when the price filter has one, saved for the
// logged-in shopper, who is then told by e-mail of each new piece that matches; a guest is
// asked to log in.
import { Link } from 'react-router';
import { Bell, CircleCheck } from 'lucide-react';
import { formatPrice } from '@shop/shared/money';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { useSaveSearch } from '@/entities/saved-searches/api.ts';

export function SaveSearch({ term, maxPrice }: { term: string; maxPrice: number | undefined }) {
  const { user } = useAuth();
  const save = useSaveSearch();
  const what = maxPrice === undefined ? `„${term}”` : `„${term}” do ${formatPrice(maxPrice)}`;
  if (!user) {
    return (
      <p className="text-sm text-slate-600">
        <Link to={paths.login} className="font-semibold text-brand-700 underline">
          Zaloguj się
        </Link>
        , aby obserwować to wyszukiwanie i dostać e-mail o nowych produktach.
      </p>
    );
  }
  if (save.isSuccess) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-800">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Obserwujesz {what}: napiszemy, gdy pojawią się nowe produkty.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="outline"
        size="sm"
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { term, ...(maxPrice === undefined ? {} : { maxPrice }) },
            {
              onError: (error) =>
                toast({
                  title: errorMessage(error, 'Nie udało się zapisać wyszukiwania'),
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        <Bell aria-hidden="true" />
        Obserwuj to wyszukiwanie
      </Button>
      <p className="text-sm text-slate-600">E-mail o każdym nowym pasującym produkcie, raz.</p>
    </div>
  );
}
