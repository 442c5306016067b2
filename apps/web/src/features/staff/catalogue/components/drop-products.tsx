// "Produkty w kolekcji" on a drop's edit page: each product with its price, stock and status,
// linked to its form, and a way to add another.
import { Link } from 'react-router';
import { formatPrice } from '@shop/shared/money';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';
import { useDropProductList } from '../api/drop-product-list.ts';

export function DropProducts({ dropId }: { dropId: number }) {
  const list = useDropProductList(dropId);
  const items = list.data?.items ?? [];
  return (
    <Card>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            Produkty w kolekcji{list.data ? ` (${list.data.totalCount})` : ''}
          </h2>
          <Link
            to={paths.adminCreateProduct}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Dodaj produkt
          </Link>
        </div>
        {list.data && items.length === 0 && (
          <p className="text-sm text-slate-600">Ta kolekcja nie ma jeszcze produktów.</p>
        )}
        <ul className="divide-y divide-slate-100">
          {items.map((product) => (
            <li
              key={product.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
            >
              <Link
                to={paths.adminEditProduct(product.id)}
                className="min-w-0 font-medium break-words text-brand-700 hover:underline"
              >
                {product.name}
              </Link>
              <span className="text-sm text-slate-600">
                {formatPrice(product.price)} · {product.stock} szt.
                {product.withdrawnAt ? ' · wycofany' : ''}
              </span>
            </li>
          ))}
        </ul>
        {list.data && list.data.totalCount > items.length && (
          <p className="text-sm text-slate-600">
            Pokazano {items.length} z {list.data.totalCount}.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
