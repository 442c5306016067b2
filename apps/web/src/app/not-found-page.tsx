// Any path the route table does not know.
import { NotFound } from '@/components/not-found.tsx';
import { documentTitle } from '@shop/shared/document-title';

export function NotFoundPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-20 lg:px-8">
      <title>{documentTitle('Nie znaleziono strony')}</title>
      <NotFound
        title="Nie znaleziono strony"
        description="Strona, której szukasz, nie istnieje albo została przeniesiona. Sprawdź adres albo zajrzyj do trwających kolekcji."
      />
    </div>
  );
}
