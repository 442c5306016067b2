// A parcel's InPost status with its Polish label (shared after-sale labels), the same for shoppers
// and staff: delivered green, trouble (delayed, not collected, returned, cancelled) yellow, on its
// way blue.
import { shipmentStatusLabel } from '@shop/shared/after-sale-labels';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const TROUBLE = [
  'delay_in_delivery',
  'avizo',
  'pickup_time_expired',
  'undelivered',
  'rejected_by_receiver',
  'claimed',
  'returned_to_sender',
  'canceled',
];

function toneOf(status: string): BadgeTone {
  if (status === 'delivered') return 'success';
  return TROUBLE.includes(status) ? 'warning' : 'info';
}

export function ShipmentStatusBadge({ status }: { status: string }) {
  return <Badge tone={toneOf(status)}>{shipmentStatusLabel(status)}</Badge>;
}
