// Staff status changes (UPDATE_ORDERS): PAID -> SHIPPED -> DELIVERED, or cancelling, as the
// shared STAFF_TRANSITIONS allow. Each is something the shopper is told about by e-mail, so each
// asks first: shipping (with the carrier and tracking number of a parcel sent without ShipX,
// ship-dialog.tsx), delivery (the withdrawal period starts), cancelling (the stock comes back and
// a paid order's money must be returned).
import { useState } from 'react';
import { Ban, PackageCheck, Truck } from 'lucide-react';
import { orderStatusLabels } from '@shop/shared/enums';
import {
  STAFF_TRANSITIONS,
  type AdminOrder,
  type OrderTransitionRequest,
} from '@shop/shared/orders';
import { WITHDRAWAL_DAYS } from '@shop/shared/returns';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { ShipDialog, type ChangeStatus } from './ship-dialog.tsx';

type Target = OrderTransitionRequest['status'];

const actions: Record<Target, { label: string; icon: typeof Truck }> = {
  SHIPPED: { label: 'Oznacz jako wysłane', icon: Truck },
  DELIVERED: { label: 'Oznacz jako dostarczone', icon: PackageCheck },
  CANCELLED: { label: 'Anuluj zamówienie', icon: Ban },
};

export function OrderStatusActions({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus(order.id);
  const [asking, setAsking] = useState<Target | null>(null);
  const targets = STAFF_TRANSITIONS[order.status].filter(
    (status): status is Target => status in actions,
  );
  const dialogFor = (target: Target) => ({
    open: asking === target,
    onOpenChange: (open: boolean) => setAsking(open ? target : null),
  });

  const apply: ChangeStatus = async (request) => {
    try {
      await change.mutateAsync(request);
      setAsking(null);
      toast({
        title: 'Status zamówienia zmieniony',
        description: `Zamówienie #${order.id}: ${orderStatusLabels[request.status]}`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Błąd',
        description: errorMessage(error, 'Nie udało się zmienić statusu zamówienia.'),
        variant: 'destructive',
      });
    }
  };

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
            onClick={() => setAsking(status)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
      <ShipDialog
        order={order}
        {...dialogFor('SHIPPED')}
        pending={change.isPending}
        onShip={apply}
      />
      <ConfirmDialog
        {...dialogFor('DELIVERED')}
        title={`Oznaczyć zamówienie #${order.id} jako dostarczone?`}
        description={`Klient dostanie e-mail o dostarczeniu. Od tego dnia liczy się ${WITHDRAWAL_DAYS} dni na odstąpienie od umowy.`}
        confirmLabel="Oznacz jako dostarczone"
        cancelLabel="Wróć"
        loading={change.isPending}
        onConfirm={() => void apply({ status: 'DELIVERED' })}
      />
      <ConfirmDialog
        {...dialogFor('CANCELLED')}
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
        onConfirm={() => void apply({ status: 'CANCELLED' })}
      />
    </>
  );
}
