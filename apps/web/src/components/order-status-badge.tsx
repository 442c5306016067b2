// An order's status with its Polish label and colour (SHIPPED blue, DELIVERED
// green, the others yellow), the same for shoppers (/orders) and staff (/admin/orders).
import { orderStatusLabels, type OrderStatus } from '@shop/shared/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const tones: Record<OrderStatus, BadgeTone> = {
  PENDING: 'warning',
  PAID: 'warning',
  SHIPPED: 'info',
  DELIVERED: 'success',
  CANCELLED: 'warning',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{orderStatusLabels[status]}</Badge>;
}
