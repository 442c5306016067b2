// "Oznacz jako wysłane": the shopper gets an e-mail that the parcel is on its way. An order whose
// parcel was made through ShipX only asks to confirm; without one, staff may enter the carrier
// and the tracking number (and, for another carrier, its tracking page), which the shopper's
// order and e-mail then show with a tracking link.
import { useState, type FormEvent } from 'react';
import { Truck } from 'lucide-react';
import { CARRIERS, carrierLabels, type Carrier } from '@shop/shared/carriers';
import {
  orderTransitionRequestSchema,
  type AdminOrder,
  type OrderTransitionRequest,
} from '@shop/shared/orders';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';

/** Sends a status change; it reports failure itself (a toast) and closes the dialog on success. */
export type ChangeStatus = (change: OrderTransitionRequest) => Promise<void>;

export interface ShipDialogProps {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onShip: ChangeStatus;
}

export function ShipDialog({ order, open, onOpenChange, pending, onShip }: ShipDialogProps) {
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parcel = order.shipment;

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = orderTransitionRequestSchema.safeParse({
      status: 'SHIPPED',
      ...(carrier ? { carrier } : {}),
      ...(trackingNumber.trim() ? { trackingNumber } : {}),
      ...(carrier === 'OTHER' && trackingUrl.trim() ? { trackingUrl } : {}),
    });
    if (!request.success) {
      setErrors(
        Object.fromEntries(
          request.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    void onShip(request.data);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Oznaczyć zamówienie #${order.id} jako wysłane?`}
        description="Klient dostanie e-mail, że paczka jest w drodze."
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          {parcel ? (
            <p className="text-sm text-slate-700">
              Przesyłka: {carrierLabels[parcel.carrier]}
              {parcel.trackingNumber ? `, numer ${parcel.trackingNumber}` : ''}. Numer trafi do
              e-maila.
            </p>
          ) : (
            <>
              <FormField label="Przewoźnik" error={errors.carrier}>
                <NativeSelect
                  value={carrier}
                  onChange={(event) => setCarrier(event.target.value as Carrier | '')}
                >
                  <option value="">— bez numeru przesyłki —</option>
                  {CARRIERS.map((option) => (
                    <option key={option} value={option}>
                      {carrierLabels[option]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              {carrier && (
                <FormField
                  label="Numer przesyłki"
                  error={errors.trackingNumber}
                  hint="Jak na etykiecie przewoźnika; klient dostanie link do śledzenia."
                >
                  <Input
                    value={trackingNumber}
                    autoComplete="off"
                    onChange={(event) => setTrackingNumber(event.target.value)}
                  />
                </FormField>
              )}
              {carrier === 'OTHER' && (
                <FormField
                  label="Strona śledzenia przesyłki (opcjonalnie)"
                  error={errors.trackingUrl}
                  hint="Adres zaczynający się od https://, pod którym klient sprawdzi przesyłkę."
                >
                  <Input
                    type="url"
                    value={trackingUrl}
                    placeholder="https://"
                    onChange={(event) => setTrackingUrl(event.target.value)}
                  />
                </FormField>
              )}
              {!carrier && (
                <p className="text-sm text-slate-600">
                  Bez numeru przesyłki klient nie będzie mógł śledzić paczki.
                </p>
              )}
            </>
          )}
          {errors.status && <FieldError>{errors.status}</FieldError>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Wróć
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending}>
              {!pending && <Truck aria-hidden="true" />}
              Oznacz jako wysłane
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
