// A refund's state with its Polish label, the same for shoppers and staff: in progress yellow,
// refunded green, rejected by the payment provider red.
import { refundStatusLabels } from '@shop/shared/after-sale-labels';
import type { OrderRefund } from '@shop/shared/orders';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const tones: Record<OrderRefund['status'], BadgeTone> = {
  PENDING: 'warning',
  COMPLETED: 'success',
  REJECTED: 'danger',
};

export function RefundStatusBadge({ status }: { status: OrderRefund['status'] }) {
  return <Badge tone={tones[status]}>{refundStatusLabels[status]}</Badge>;
}
