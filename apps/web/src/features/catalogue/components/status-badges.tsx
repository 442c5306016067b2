// Small labels on product cards and the product page: condition, last piece, the drop's queue (the status
// badge is shared with the cart and wishlists: components/product-status-badge.tsx).
import type { Product } from '@shop/shared/catalogue';
import { conditionLabels } from '@shop/shared/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { useLobbyRuns } from '../hooks/use-drop-admission.ts';

export function ConditionBadge({ condition }: Pick<Product, 'condition'>) {
  return (
    <Badge tone={condition === 'NEW' ? 'success' : 'neutral'}>
      <span className="sr-only">Stan: </span>
      {conditionLabels[condition]}
    </Badge>
  );
}

/** 'Został tylko 1' when a single piece is left to buy (not when it is held, sold or withdrawn). */
export function LastPieceBadge({ stock, status }: Pick<Product, 'stock' | 'status'>) {
  if (stock !== 1 || (status !== 'AVAILABLE' && status !== 'UPCOMING')) return null;
  return <Badge tone="warning">Został tylko 1</Badge>;
}

/** While the product's drop lets shoppers in through its queue: the card says so. */
export function LobbyBadge({ drop }: Pick<Product, 'drop'>) {
  if (!useLobbyRuns(drop)) return null;
  return <Badge tone="info">Wejście przez kolejkę</Badge>;
}
