// A withdrawal's or complaint's state with its Polish label, the same for shoppers (/orders) and
// staff (/admin/returns): waiting for the goods yellow, goods received blue, accepted green,
// rejected red (docs/returns.md). A complaint left unanswered past its 14 days shows as
// accepted, as art. 7a ust. 1 of the consumer rights act deems it.
import {
  DEEMED_ACCEPTED_LABEL,
  isDeemedAccepted,
  returnStatusLabels,
  type OrderReturn,
  type ReturnStatus,
} from '@shop/shared/returns';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const tones: Record<ReturnStatus, BadgeTone> = {
  REQUESTED: 'warning',
  RECEIVED: 'info',
  ACCEPTED: 'success',
  REJECTED: 'danger',
};

export function ReturnStatusBadge({
  item,
}: {
  item: Pick<OrderReturn, 'type' | 'status' | 'answerBy'>;
}) {
  if (isDeemedAccepted(item, new Date()))
    return <Badge tone="success">{DEEMED_ACCEPTED_LABEL}</Badge>;
  return <Badge tone={tones[item.status]}>{returnStatusLabels[item.status]}</Badge>;
}
