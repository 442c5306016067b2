// One customer for staff: account and block, consents, addresses, orders (with a link to each in
// the orders list), coupons; "Zablokuj konto" / "Odblokuj konto" ask for the reason.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { orderStatusLabels } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';
import { formatDateTime, formatShortDay } from '@shop/shared/warsaw-time';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { CUSTOMERS_KEY, setBlock, useCustomer } from '../api/customers.ts';

function BlockDialog({
  id,
  blocked,
  open,
  onOpenChange,
}: {
  id: number;
  blocked: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      await setBlock(id, !blocked, reason);
      toast({ title: blocked ? 'Konto odblokowane' : 'Konto zablokowane' });
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
      onOpenChange(false);
      setReason('');
    } catch (error) {
      setFailure(errorMessage(error, 'Nie udało się zapisać. Spróbuj ponownie.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={blocked ? 'Odblokować konto?' : 'Zablokować konto?'}
        description={
          blocked
            ? 'Klient znów będzie mógł się logować i zamawiać.'
            : 'Klient nie zaloguje się ani nie złoży zamówienia, a jego sesje skończą się od razu.'
        }
      >
        <div className="grid gap-3">
          <label className="grid gap-1.5 text-sm font-medium text-slate-800">
            Powód (trafi do historii zmian)
            <Input value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          {failure && <Alert>{failure}</Alert>}
          <Button
            type="button"
            variant={blocked ? 'primary' : 'destructive'}
            loading={busy}
            onClick={() => void save()}
          >
            {blocked ? 'Odblokuj konto' : 'Zablokuj konto'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const yesNo = (value: boolean) => (value ? 'tak' : 'nie');

export function CustomerDetail({ id }: { id: number }) {
  const customer = useCustomer(id);
  const [blocking, setBlocking] = useState(false);
  if (customer.isLoading) return <PageSpinner />;
  if (!customer.data) return <Alert>Nie udało się pobrać danych klienta.</Alert>;
  const { account, consents, addresses, orders, coupons } = customer.data;
  const blocked = account.blockedAt !== null;
  return (
    <section aria-label={`Klient ${account.email}`} className="grid gap-4">
      <Card>
        <CardContent className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold break-all text-slate-900">{account.email}</h2>
            {blocked ? (
              <Badge tone="danger">Zablokowany</Badge>
            ) : (
              <Badge tone="success">Aktywny</Badge>
            )}
          </div>
          <p className="text-sm text-slate-600">
            {account.phone ?? 'bez telefonu'} · konto od {formatShortDay(account.createdAt)}
          </p>
          {blocked && (
            <p className="text-sm text-red-700">
              Zablokowany {formatDateTime(account.blockedAt!)}: {account.blockReason}
            </p>
          )}
          <p className="text-sm text-slate-600">
            Regulamin: {consents.termsVersion ?? '—'}
            {consents.termsAcceptedAt
              ? ` (zaakceptowany ${formatShortDay(consents.termsAcceptedAt)})`
              : ''}{' '}
            · Newsletter: {yesNo(consents.newsletter.subscribed)} · Alerty cenowe:{' '}
            {yesNo(consents.priceAlerts.enabled)}
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setBlocking(true)}
          >
            {blocked ? 'Odblokuj konto' : 'Zablokuj konto'}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-2">
          <h3 className="font-semibold text-slate-900">Zamówienia ({orders.length})</h3>
          {orders.length === 0 ? (
            <p className="text-sm text-slate-600">Brak zamówień.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {orders.map((order) => (
                <li key={order.id} className="flex flex-wrap gap-x-3">
                  <Link
                    to={paths.adminOrdersSearch(order.id)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    #{order.id}
                  </Link>
                  <span>{formatShortDay(order.createdAt)}</span>
                  <span>{orderStatusLabels[order.status]}</span>
                  <span>{formatPrice(order.totalAmount)}</span>
                  {order.returns.length > 0 && (
                    <span>zgłoszenia zwrotu: {order.returns.length}</span>
                  )}
                  {order.refunds.length > 0 && (
                    <span>zwroty pieniędzy: {order.refunds.length}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="grid gap-1 text-sm">
            <h3 className="font-semibold text-slate-900">Adresy</h3>
            {addresses.length === 0
              ? 'Brak.'
              : addresses.map((address) => (
                  <p key={address.id}>
                    {address.name}, {address.street}, {address.postalCode} {address.city}
                  </p>
                ))}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-1 text-sm">
            <h3 className="font-semibold text-slate-900">Kupony</h3>
            {coupons.length === 0
              ? 'Brak.'
              : coupons.map((coupon) => <p key={coupon.id}>{coupon.code}</p>)}
          </CardContent>
        </Card>
      </div>
      <BlockDialog id={account.id} blocked={blocked} open={blocking} onOpenChange={setBlocking} />
    </section>
  );
}
