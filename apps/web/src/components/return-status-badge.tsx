// A withdrawal's or complaint's state with its Polish label, the same for shoppers (/orders) and
// staff (/admin/returns): waiting for the goods yellow, goods received blue, accepted green,
// rejected red (docs/returns.md).
import { returnStatusLabels, type ReturnStatus } from '@shop/shared/returns';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const tones: Record<ReturnStatus, BadgeTone> = {
  REQUESTED: 'warning',
  RECEIVED: 'info',
  ACCEPTED: 'success',
  REJECTED: 'danger',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={tones[status]}>{returnStatusLabels[status]}</Badge>;
}
