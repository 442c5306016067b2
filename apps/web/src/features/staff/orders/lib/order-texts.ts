// How the staff orders screen names status filters and history entries.
import { orderStatusLabels, type OrderStatus } from '@shop/shared/enums';
import type { OrderEvent } from '@shop/shared/orders';

/**
 * The status filter as it reads in the address bar (?status=paid); "all" lists every order (the
 * default), "refund" those whose money is still to be returned whatever their status.
 */
export const STATUS_FILTERS = {
  all: null,
  pending: 'PENDING',
  paid: 'PAID',
  shipped: 'SHIPPED',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
  refund: null,
} as const satisfies Record<string, OrderStatus | null>;
export type StatusFilter = keyof typeof STATUS_FILTERS;
export const DEFAULT_STATUS_FILTER: StatusFilter = 'all';

export const statusFilterLabel = (filter: StatusFilter) => {
  if (filter === 'refund') return 'Do zwrotu pieniędzy';
  const status = STATUS_FILTERS[filter];
  return status ? orderStatusLabels[status] : 'Wszystkie';
};

export function eventText(event: OrderEvent): string {
  const to = event.toStatus ? orderStatusLabels[event.toStatus] : null;
  const from = event.fromStatus ? orderStatusLabels[event.fromStatus] : null;
  switch (event.kind) {
    case 'PAYMENT':
      return to ? `Płatność: ${to}` : 'Płatność';
    case 'RECEIPT':
      return event.note ?? 'Paragon';
    case 'STATUS':
      return from && to ? `${from} → ${to}` : (to ?? 'Zmiana statusu');
    case 'SHIPMENT':
      return event.note ?? 'Przesyłka';
    case 'REFUND':
      return event.note ?? 'Zwrot pieniędzy';
    case 'INVOICE':
      return event.note ?? 'Faktura';
    case 'RETURN':
      return event.note ?? 'Odstąpienie lub reklamacja';
  }
}
