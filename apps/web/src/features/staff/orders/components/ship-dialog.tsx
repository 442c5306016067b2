// "Oznacz jako wysłane": the shopper gets an e-mail that the parcel is on its way. An order whose
// parcel was made through ShipX only asks to confirm; without one, staff may enter the carrier
// and the tracking number (and, for another carrier, its tracking page), which the shopper's
// order and e-mail then show with a tracking link.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Truck } from 'lucide-react';
import { z } from 'zod';
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

/** The form as typed; the request as the API takes it (empty fields left out). */
const shipFormSchema = z
  .object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string() })
  .transform(
    ({ carrier, trackingNumber, trackingUrl }): z.input<typeof orderTransitionRequestSchema> => ({
      status: 'SHIPPED',
      // The select offers only CARRIERS; the request's schema checks it again.
      ...(carrier ? { carrier: carrier as Carrier } : {}),
      ...(trackingNumber.trim() ? { trackingNumber } : {}),
      ...(carrier === 'OTHER' && trackingUrl.trim() ? { trackingUrl } : {}),
    }),
  )
  .pipe(orderTransitionRequestSchema);
type ShipForm = z.input<typeof shipFormSchema>;

export function ShipDialog({ order, open, onOpenChange, pending, onShip }: ShipDialogProps) {
  const form = useForm<ShipForm, unknown, OrderTransitionRequest>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { carrier: '', trackingNumber: '', trackingUrl: '' },
  });
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  const { errors } = form.formState;
  const parcel = order.shipment;
  const submit = form.handleSubmit((request) => void onShip(request));

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
              <FormField label="Przewoźnik" error={errors.carrier?.message}>
                <NativeSelect {...form.register('carrier')}>
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
                  error={errors.trackingNumber?.message}
                  hint="Jak na etykiecie przewoźnika; klient dostanie link do śledzenia."
                >
                  <Input autoComplete="off" {...form.register('trackingNumber')} />
                </FormField>
              )}
              {carrier === 'OTHER' && (
                <FormField
                  label="Strona śledzenia przesyłki (opcjonalnie)"
                  error={errors.trackingUrl?.message}
                  hint="Adres zaczynający się od https://, pod którym klient sprawdzi przesyłkę."
                >
                  <Input type="url" placeholder="https://" {...form.register('trackingUrl')} />
                </FormField>
              )}
              {!carrier && (
                <p className="text-sm text-slate-600">
                  Bez numeru przesyłki klient nie będzie mógł śledzić paczki.
                </p>
              )}
            </>
          )}
          {errors.root && <FieldError>{errors.root.message}</FieldError>}
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
