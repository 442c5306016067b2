// The product page's detail panel: name, price, market price with how far the price is below
// it, the 30-day lowest price, stock, the next price change, condition and its known deviations, quantity,
// add to cart / to a wishlist (while the drop's lobby runs, the way to the queue instead, or the
// admission's time), the source link and the staff edit link.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil, ShoppingCart, Users } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { formatPrice } from '@shop/shared/money';
import { ProductStatusBadge } from '@/components/product-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { PRODUCT_RESERVED, PRODUCT_UNAVAILABLE } from '../../lib/messages.ts';
import { useHasPassed } from '../../hooks/use-has-passed.ts';
import {
  belowMarketPercent,
  collectionEnd,
  goneReason,
  isPurchasable,
  priceCountdownTarget,
} from '../../lib/product-rules.ts';
import { BelowMarketBadge } from '../below-market-badge.tsx';
import { DropCountdown } from '../drop-countdown.tsx';
import { PriceTag } from '@/components/price-tag.tsx';
import { ConditionBadge, LastPieceBadge } from '../status-badges.tsx';
import { InfoTip } from './info-tip.tsx';
import { PriceCountdown } from './price-countdown.tsx';
import { QuantitySelector, clampQuantity } from './quantity-selector.tsx';
import { ReservationNote } from './reservation-note.tsx';
import { DeliveryInfo } from './delivery-info.tsx';
import type { DropAdmission } from '../../hooks/use-drop-admission.ts';
import { AdmittedNote, QueueRequiredNote } from '../lobby-notes.tsx';
import { StockMeter } from './stock-meter.tsx';

export interface DetailPanelProps {
  product: Product;
  canEdit: boolean;
  /** Adds the chosen quantity to the cart; resolves when done. */
  onAddToCart: (quantity: number) => Promise<void>;
  /** The add-to-wishlist button (guests go to /login, shoppers get the dialog). */
  wishlistButton: ReactNode;
  /** Reloads the product (its price changed or its drop started). */
  onStale: () => void;
  /** The drop's lobby and the shopper's admission to it (use-drop-admission.ts). */
  admission: DropAdmission;
}

export function DetailPanel({
  product,
  canEdit,
  onAddToCart,
  wishlistButton,
  onStale,
  admission,
}: DetailPanelProps) {
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const purchasable = isPurchasable(product);
  const collectionOver = useHasPassed(collectionEnd(product.drop.dropTime));
  // Off sale (day 14, or staff): why, instead of a stock that cannot be bought.
  const withdrawn = product.status === 'NOT_AVAILABLE' ? goneReason(product, collectionOver) : null;
  // While the lobby runs only an admitted shopper may buy: the others are shown the way in.
  const queued = admission.lobbyRuns && admission.admittedUntil === null && purchasable;
  const belowMarket = belowMarketPercent(product);
  const countdownTarget = priceCountdownTarget(product);
  // The stock may have fallen since the quantity was chosen.
  const shownQuantity = clampQuantity(quantity, product.stock);

  async function add() {
    setAdding(true);
    try {
      await onAddToCart(shownQuantity);
    } finally {
      setAdding(false);
    }
  }

  return (
    // min-w-0: a grid item may not grow past its column for a long word or a long button text.
    <div className="grid min-w-0 content-start gap-5">
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-1.5">
          <ProductStatusBadge status={product.status} withdrawn={product.withdrawnAt != null} />
          <LastPieceBadge stock={product.stock} status={product.status} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl">
          {product.name}
        </h1>
      </div>

      <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <PriceTag product={product} size="lg" struckMsrp={false} />
        {product.msrp !== null && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span>
              Cena rynkowa:{' '}
              {belowMarket !== null ? (
                <s className="font-medium">{formatPrice(product.msrp)}</s>
              ) : (
                <span className="font-medium">{formatPrice(product.msrp)}</span>
              )}
            </span>
            <BelowMarketBadge product={product} />
            <InfoTip label="Co to jest cena rynkowa?">
              Cena rynkowa to cena, za jaką produkt sprzedawano na aukcji, z której pochodzi, albo
              cena sugerowana przez producenta. To cena odniesienia, nie wcześniejsza cena w naszym
              sklepie; od niej liczymy ceny kolejnych dni kolekcji.
            </InfoTip>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <span>
            {/* „przed obniżką” only after a real reduction: below the lowest price of the 30 days. */}
            {product.price < product.omnibusPrice
              ? 'Najniższa cena z 30 dni przed obniżką: '
              : 'Najniższa cena z ostatnich 30 dni: '}
            <span className="font-medium">{formatPrice(product.omnibusPrice)}</span>
          </span>
          <InfoTip label="Co to jest najniższa cena z 30 dni?">
            Najniższa cena tego produktu w ciągu 30 dni przed wprowadzeniem obecnej ceny, zgodnie z
            ustawą o informowaniu o cenach towarów i usług.
          </InfoTip>
        </p>
        <p className="text-xs text-slate-500">Cena zawiera VAT.</p>
      </div>

      {countdownTarget && <PriceCountdown target={countdownTarget} onEnd={onStale} />}
      {product.status === 'UPCOMING' && (
        <div className="grid gap-2 rounded-2xl bg-slate-900 p-4 text-white">
          <p className="text-sm font-semibold">Sprzedaż rusza po zakończeniu odliczania</p>
          <DropCountdown dropTime={product.drop.dropTime} tone="dark" onEnd={onStale} />
        </div>
      )}

      {product.status === 'RESERVED' && (
        <ReservationNote reserved={product.reserved} reservedUntil={product.reservedUntil} />
      )}

      {withdrawn && (
        <p className="rounded-2xl bg-slate-100 p-4 text-sm font-medium text-slate-800">
          {withdrawn.long}
        </p>
      )}

      <div className="flex flex-wrap items-end justify-between gap-4">
        {!withdrawn && (
          <StockMeter stock={product.stock} reserved={product.reserved} status={product.status} />
        )}
        <div className="grid justify-items-start gap-1.5">
          <span className="text-sm font-medium text-slate-800">Stan produktu</span>
          <ConditionBadge condition={product.condition} />
        </div>
      </div>

      {product.deviations && (
        <div className="grid gap-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Znane odstępstwa od stanu nowego</p>
          <p className="text-slate-700">{product.deviations}</p>
          <p className="text-xs text-slate-600">
            Kupując, akceptujesz je osobno przy zamówieniu; nie są one podstawą reklamacji.
          </p>
        </div>
      )}

      <p className="text-sm text-slate-700">
        {product.safety?.manufacturer && (
          <>
            Producent: <span className="font-medium">{product.safety.manufacturer.name}</span>{' '}
            ·{' '}
          </>
        )}
        <a
          href="#safety-heading"
          className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Bezpieczeństwo produktu i dane producenta
        </a>
      </p>

      {/* A single piece needs no quantity. */}
      {product.stock > 1 && (
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-slate-800">Ilość</span>
          <QuantitySelector
            value={shownQuantity}
            onChange={setQuantity}
            stock={product.stock}
            disabled={!purchasable}
          />
        </div>
      )}

      {admission.lobbyRuns && admission.admittedUntil !== null && purchasable && (
        <AdmittedNote until={admission.admittedUntil} />
      )}
      {queued && !admission.checking && <QueueRequiredNote />}

      {/* On phones this bar sticks to the bottom of the screen while the panel is in view, with
          the price beside the button: nobody scrolls to find "Dodaj do koszyka". It must stay a
          direct child of the panel, whose height is the room it sticks in. */}
      <div
        data-testid="buy-bar"
        className="sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
      >
        <PriceTag product={product} struckMsrp={false} className="shrink-0 lg:hidden" />
        {queued ? (
          <Button
            asChild
            size="lg"
            className="min-w-0 flex-1 shrink text-center leading-tight whitespace-normal"
          >
            <Link to={paths.drop(product.drop.slug)}>
              <Users aria-hidden="true" />
              Przejdź do kolejki
            </Link>
          </Button>
        ) : (
          <Button
            size="lg"
            className="min-w-0 flex-1 shrink text-center leading-tight whitespace-normal"
            disabled={!purchasable}
            loading={adding}
            onClick={() => void add()}
          >
            {purchasable ? (
              <>
                <ShoppingCart aria-hidden="true" />
                Dodaj do koszyka
              </>
            ) : product.status === 'RESERVED' ? (
              PRODUCT_RESERVED
            ) : (
              PRODUCT_UNAVAILABLE
            )}
          </Button>
        )}
      </div>
      {wishlistButton}
      <DeliveryInfo />

      {(product.sourceUrl || canEdit) && (
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {product.sourceUrl && (
            <a
              href={product.sourceUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex min-h-11 items-center gap-1.5 rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Zobacz źródło produktu
              <span className="sr-only"> (otwiera się w nowej karcie)</span>
            </a>
          )}
          {canEdit && (
            <Link
              to={paths.adminEditProduct(product.id)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded font-medium text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edytuj produkt
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
