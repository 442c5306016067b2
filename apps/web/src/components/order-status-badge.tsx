// An order's status with its Polish label and a colour of its own (waiting yellow, paid blue, sent
// orange, delivered green, cancelled grey), the same for shoppers (/orders) and staff
// (/admin/orders).
import { orderStatusLabels, type OrderStatus } from '@shop/shared/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const tones: Record<OrderStatus, BadgeTone> = {
  PENDING: 'warning',
  PAID: 'info',
  SHIPPED: 'brand',
  DELIVERED: 'success',
  CANCELLED: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{orderStatusLabels[status]}</Badge>;
}
