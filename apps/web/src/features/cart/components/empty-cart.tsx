// The empty cart: 'Twój koszyk jest pusty', continue shopping at /, and for
// guests a way to log in (their account's cart may hold products).
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/lib/paths.ts';

export function EmptyCart({ isGuest }: { isGuest: boolean }) {
  return (
    <EmptyState
      icon={ShoppingCart}
      title="Twój koszyk jest pusty"
      description={
        isGuest
          ? 'Masz konto? Zaloguj się, aby zobaczyć produkty zapisane w koszyku.'
          : 'Zajrzyj do najnowszych kolekcji – ceny spadają z każdym dniem.'
      }
      action={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to={paths.home}>Kontynuuj zakupy</Link>
          </Button>
          {isGuest && (
            <Button asChild variant="outline">
              <Link to={paths.login}>Zaloguj się</Link>
            </Button>
          )}
        </div>
      }
    />
  );
}
