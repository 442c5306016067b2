// Staff status changes (UPDATE_ORDERS): PAID -> SHIPPED -> DELIVERED, or cancelling, as the
// shared STAFF_TRANSITIONS allow. Cancelling asks first: it returns the stock and, for a paid
// order, means a refund.
import { useState } from 'react';
import { Ban, PackageCheck, Truck } from 'lucide-react';
import { orderStatusLabels } from '@shop/shared/enums';
import {
  STAFF_TRANSITIONS,
  type AdminOrder,
  type OrderTransitionRequest,
} from '@shop/shared/orders';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';

type Target = OrderTransitionRequest['status'];

const actions: Record<Target, { label: string; icon: typeof Truck }> = {
  SHIPPED: { label: 'Oznacz jako wysłane', icon: Truck },
  DELIVERED: { label: 'Oznacz jako dostarczone', icon: PackageCheck },
  CANCELLED: { label: 'Anuluj zamówienie', icon: Ban },
};

export function OrderStatusActions({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const targets = STAFF_TRANSITIONS[order.status].filter(
    (status): status is Target => status in actions,
  );

  async function apply(status: Target) {
    try {
      await change.mutateAsync({ status });
      setConfirmCancel(false);
      toast({
        title: 'Status zamówienia zmieniony',
        description: `Zamówienie #${order.id}: ${orderStatusLabels[status]}`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Błąd',
        description: errorMessage(error, 'Nie udało się zmienić statusu zamówienia.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      {targets.map((status) => {
        const { label, icon: Icon } = actions[status];
        const cancelling = status === 'CANCELLED';
        return (
          <Button
            key={status}
            variant={cancelling ? 'outline' : 'secondary'}
            className={cancelling ? 'text-red-700' : undefined}
            disabled={change.isPending}
            onClick={() => (cancelling ? setConfirmCancel(true) : void apply(status))}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Anulować zamówienie #${order.id}?`}
        description={
          order.paidAt
            ? 'Zamówienie jest opłacone: po anulowaniu trzeba zwrócić klientowi pieniądze. Produkty wrócą do sprzedaży.'
            : 'Produkty wrócą do sprzedaży, a zamówienia nie będzie można już opłacić.'
        }
        confirmLabel="Anuluj zamówienie"
        cancelLabel="Wróć"
        destructive
        loading={change.isPending}
        onConfirm={() => void apply('CANCELLED')}
      />
    </>
  );
}
