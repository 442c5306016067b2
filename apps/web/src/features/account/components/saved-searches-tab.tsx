// Settings > Obserwowane: the shopper's saved searches (docs/product-rules.md, "Obserwowane
// wyszukiwania"), each with what it looks for, renamed in place or deleted. New ones are saved
// from the search results („Obserwuj to wyszukiwanie”).
import { useState, type FormEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { categoryLabels } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';
import type { SavedSearch } from '@shop/shared/saved-searches';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import {
  useDeleteSavedSearch,
  useRenameSavedSearch,
  useSavedSearches,
} from '@/entities/saved-searches/api.ts';
import { SAVE_FAILED, saveFailed } from './save-failed.ts';

/** „kurtka · Odzież · do 100,00 zł”: what the search looks for. */
const criteria = (search: SavedSearch) =>
  [
    search.term && `„${search.term}”`,
    search.category && categoryLabels[search.category],
    search.maxPrice !== null && `do ${formatPrice(search.maxPrice)}`,
  ]
    .filter(Boolean)
    .join(' · ');

export function SavedSearchesTab() {
  const searches = useSavedSearches();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Obserwowane wyszukiwania</CardTitle>
        <CardDescription>
          Gdy otworzy się kolekcja albo cena spadnie, napiszemy e-mailem o każdym nowym produkcie,
          który pasuje – o każdym tylko raz.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {searches.isError && <Alert>Nie udało się wczytać wyszukiwań.</Alert>}
        {searches.data?.length === 0 && (
          <p className="text-slate-600">
            Nie obserwujesz żadnych wyszukiwań. Na stronie wyników wyszukiwania wybierz „Obserwuj to
            wyszukiwanie”.
          </p>
        )}
        {searches.data && searches.data.length > 0 && (
          <ul className="grid divide-y divide-slate-200">
            {searches.data.map((search) => (
              <li key={search.id} className="py-3 first:pt-0 last:pb-0">
                <SavedSearchItem search={search} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const [editing, setEditing] = useState(false);
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    rename.mutate(
      { id: search.id, name },
      {
        onSuccess: () => setEditing(false),
        onError: (failure) => setError(errorMessage(failure, SAVE_FAILED)),
      },
    );
  }

  if (editing) {
    return (
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <FormField label="Nazwa wyszukiwania" error={error ?? undefined} className="min-w-0 flex-1">
          <Input value={name} onChange={(event) => setName(event.target.value)} autoFocus />
        </FormField>
        <Button type="submit" size="sm" loading={rename.isPending}>
          Zapisz
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Anuluj
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{search.name}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{criteria(search)}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setName(search.name);
            setError(null);
            setEditing(true);
          }}
          aria-label={`Zmień nazwę: ${search.name}`}
        >
          <Pencil aria-hidden="true" />
          Zmień nazwę
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(search.id, {
              onError: (failure) => saveFailed(failure),
            })
          }
          aria-label={`Usuń: ${search.name}`}
        >
          {!remove.isPending && <Trash2 aria-hidden="true" />}
          Usuń
        </Button>
      </div>
    </div>
  );
}
