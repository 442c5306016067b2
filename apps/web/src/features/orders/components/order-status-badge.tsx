// An order's status with its Polish label (shared enums) and colour.
import { orderStatusLabels, type OrderStatus } from '@shop/shared/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { statusTones } from '../lib/order-texts.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={statusTones[status]}>{orderStatusLabels[status]}</Badge>;
}
