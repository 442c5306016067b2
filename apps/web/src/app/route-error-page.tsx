// Shown when a page fails to load or render (e.g. its code chunk vanished after a deploy).
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { documentTitle } from '@shop/shared/document-title';
import { NotFoundPage } from './not-found-page.tsx';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-20 lg:px-8">
      <title>{documentTitle('Błąd')}</title>
      <EmptyState
        icon={TriangleAlert}
        title={<span className="text-xl">Coś poszło nie tak</span>}
        description="Nie udało się wyświetlić tej strony. Odśwież ją, a jeśli problem wróci, spróbuj ponownie później."
        action={<Button onClick={() => window.location.reload()}>Odśwież stronę</Button>}
      />
    </div>
  );
}
