// How orders read: status badge colours (SHIPPED blue, DELIVERED green, others yellow),
// and dates in the Polish locale.
import type { OrderStatus } from '@shop/shared/enums';
import type { BadgeTone } from '@/components/ui/badge.tsx';

export const statusTones: Record<OrderStatus, BadgeTone> = {
  PENDING: 'warning',
  PAID: 'warning',
  SHIPPED: 'info',
  DELIVERED: 'success',
  CANCELLED: 'warning',
};

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
