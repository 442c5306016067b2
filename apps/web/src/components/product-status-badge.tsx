// A product's status as shoppers read it, the same on cards, the product page, the cart and
// wishlists. RESERVED is not sold out: its last pieces wait for another shopper's payment and
// come back if it never arrives, so it reads differently from 'Wyprzedany!'. Staff (who get
// `withdrawnAt`) see a product they withdrew from sale as 'Wycofany' instead of 'Niedostępny'.
import { Clock } from 'lucide-react';
import type { ProductStatus } from '@shop/shared/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

/** AVAILABLE needs no badge. */
export const productStatusBadges: Record<ProductStatus, { label: string; tone: BadgeTone } | null> =
  {
    UPCOMING: { label: 'Wkrótce w sprzedaży', tone: 'info' },
    AVAILABLE: null,
    RESERVED: { label: 'Zarezerwowany', tone: 'warning' },
    NOT_AVAILABLE: { label: 'Niedostępny', tone: 'neutral' },
    SOLD_OUT: { label: 'Wyprzedany!', tone: 'danger' },
  };

export function ProductStatusBadge({
  status,
  withdrawn = false,
}: {
  status: ProductStatus;
  /** Withdrawn by staff (only staff answers say so, docs/product-rules.md). */
  withdrawn?: boolean;
}) {
  const shown =
    withdrawn && status === 'NOT_AVAILABLE'
      ? { label: 'Wycofany', tone: 'warning' as const }
      : productStatusBadges[status];
  if (!shown) return null;
  return (
    <Badge tone={shown.tone}>
      {status === 'RESERVED' && <Clock className="size-3" aria-hidden="true" />}
      {shown.label}
    </Badge>
  );
}
