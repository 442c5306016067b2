// Any path the route table does not know.
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { documentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';

export function NotFoundPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-20 lg:px-8">
      <title>{documentTitle('Nie znaleziono strony')}</title>
      <EmptyState
        icon={SearchX}
        title={<span className="text-xl">Nie znaleziono strony</span>}
        description="Strona, której szukasz, nie istnieje albo została przeniesiona. Sprawdź adres lub wróć na stronę główną."
        action={
          <Button asChild>
            <Link to={paths.home}>Wróć na stronę główną</Link>
          </Button>
        }
      />
    </div>
  );
}
