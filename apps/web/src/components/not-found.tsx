// What a shopper sees where nothing is found (an unknown page, product or drop): what happened
// and the ways on, so nobody is left at a dead end.
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/lib/paths.ts';

export function NotFound({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title={<span className="text-xl">{title}</span>}
      titleAs="h1"
      description={description}
      action={
        <nav aria-label="Dokąd dalej" className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.explore}>Odkrywaj produkty</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.drops}>Zobacz kolekcje</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.home}>Strona główna</Link>
          </Button>
        </nav>
      }
    />
  );
}
