import { orderStatusLabels, type OrderStatus } from '@shop/shared/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { orderStatusTone } from '../lib/order-texts.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{orderStatusLabels[status]}</Badge>;
}
