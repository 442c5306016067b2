// Small labels on product cards and the product page: condition, status, last piece.
import type { Product } from '@shop/shared/catalogue';
import { conditionLabels, type ProductStatus } from '@shop/shared/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

export function ConditionBadge({ condition }: Pick<Product, 'condition'>) {
  return (
    <Badge tone={condition === 'NEW' ? 'success' : 'neutral'}>
      <span className="sr-only">Stan: </span>
      {conditionLabels[condition]}
    </Badge>
  );
}

const statusLabels: Partial<Record<ProductStatus, { label: string; tone: BadgeTone }>> = {
  SOLD_OUT: { label: 'Wyprzedany!', tone: 'danger' },
  NOT_AVAILABLE: { label: 'Niedostępny', tone: 'neutral' },
  UPCOMING: { label: 'Wkrótce w sprzedaży', tone: 'info' },
};

/** Nothing for AVAILABLE products. */
export function StatusBadge({ status }: Pick<Product, 'status'>) {
  const shown = statusLabels[status];
  return shown ? <Badge tone={shown.tone}>{shown.label}</Badge> : null;
}

/** 'Został tylko 1' when a single piece is left. */
export function LastPieceBadge({ stock, status }: Pick<Product, 'stock' | 'status'>) {
  if (stock !== 1 || status === 'SOLD_OUT') return null;
  return <Badge tone="warning">Został tylko 1</Badge>;
}
