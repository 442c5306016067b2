// What an upcoming drop will bring: its dearest pieces with a picture, the market price and the
// price at the opening. Not links: nothing can be bought (or prepared by a script) before the
// start; the pieces appear on this page when the countdown ends.
import { categoryLabels, conditionLabels } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';
import { plural } from '@shop/shared/stock-words';
import { Badge } from '@/components/ui/badge.tsx';
import { useDropTeaser } from '../api/get-drop-teaser.ts';
import { ProductImage } from './product-image.tsx';

export function DropTeaser({ dropId }: { dropId: number }) {
  const teaser = useDropTeaser(dropId, true);
  const items = teaser.data?.items ?? [];
  // Nothing to show (no pieces yet, or the teaser could not be read): the countdown says enough.
  if (items.length === 0) return null;
  const more = teaser.data!.totalCount - items.length;
  return (
    <section aria-labelledby="teaser-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="teaser-heading" className="text-xl font-bold text-slate-900">
          Zapowiedź: co będzie w kolekcji
        </h2>
        <p className="text-sm text-slate-600">
          Ceny na start. Produkty pojawią się tutaj w chwili otwarcia, a potem ich ceny będą spadać
          według harmonogramu.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Zapowiedź">
        {items.map((item) => (
          <li
            key={item.name + item.price}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <ProductImage
              src={item.image ?? undefined}
              alt={item.name}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            />
            <div className="grid gap-1.5 p-3">
              <p className="line-clamp-2 text-sm font-semibold text-slate-900">{item.name}</p>
              <div className="flex flex-wrap gap-1">
                <Badge>{categoryLabels[item.category]}</Badge>
                <Badge>{conditionLabels[item.condition]}</Badge>
              </div>
              <p className="text-sm text-slate-700">
                Na start:{' '}
                <span className="font-bold text-slate-900">{formatPrice(item.price)}</span>
              </p>
              {item.msrp !== null && (
                <p className="text-xs text-slate-500">
                  Cena rynkowa: <span className="line-through">{formatPrice(item.msrp)}</span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-sm font-medium text-slate-700">
          …i {more} {plural(more, ['inna sztuka', 'inne sztuki', 'innych sztuk'])} w kolekcji.
        </p>
      )}
    </section>
  );
}
