// 'Przesyłka' in the staff order pane. A PAID order without a parcel: the parcel size (locker
// templates A/B/C or the courier's small/medium/large box) and 'Nadaj przesyłkę'
// (UPDATE_ORDERS). Afterwards: the service, InPost's status in Polish, the tracking number with
// its tracking page, and the label PDF (with InPost's Polish answer while it is not ready); for a
// parcel entered by hand when the order was marked shipped, its carrier and tracking number.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, PackagePlus } from 'lucide-react';
import {
  lockerSizeHints,
  parcelSizeLabels,
  shipmentServiceLabels,
  shipmentServiceOf,
} from '@shop/shared/after-sale-labels';
import { carrierLabels } from '@shop/shared/carriers';
import {
  createShipmentRequestSchema,
  parcelSizeSchema,
  PARCEL_SIZES,
  type AdminOrder,
  type OrderShipment,
  type CreateShipmentRequest,
} from '@shop/shared/orders';
import { ShipmentStatusBadge } from '@/components/shipment-status-badge.tsx';
import { TrackingLink } from '@/components/tracking-link.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/form-field.tsx';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useCreateShipment } from '../api/create-shipment.ts';
import { downloadShipmentLabel } from '../api/download-shipment-label.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';
import { Fact, Section } from '../../shell/components/detail-parts.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';

export function OrderShipment({ order }: { order: AdminOrder }) {
  const auth = useAuth();
  const { shipment } = order;
  if (shipment) {
    return (
      <Section title="Przesyłka">
        <ShipmentFacts orderId={order.id} shipment={shipment} />
      </Section>
    );
  }
  if (order.status === 'PAID' && auth.hasScope('UPDATE_ORDERS')) {
    return (
      <Section title="Przesyłka">
        <CreateShipmentForm order={order} />
      </Section>
    );
  }
  if (order.status !== 'PAID') return null;
  return (
    <Section title="Przesyłka">
      <p className="text-sm text-slate-600">Przesyłka nie została jeszcze nadana.</p>
    </Section>
  );
}

function ShipmentFacts({ orderId, shipment }: { orderId: number; shipment: OrderShipment }) {
  const [downloading, setDownloading] = useState(false);
  const [labelError, setLabelError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function downloadLabel() {
    setDownloading(true);
    setLabelError(null);
    try {
      await downloadShipmentLabel(orderId);
    } catch (error) {
      setLabelError(errorMessage(error, 'Nie udało się pobrać etykiety. Spróbuj ponownie.'));
    } finally {
      setDownloading(false);
      // Asking for the label reads the parcel back from InPost: show its news (number, status).
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    }
  }

  if (!shipment.service || !shipment.parcelSize) {
    // Entered by hand when the order was marked shipped: the carrier tracks it, not the shop.
    return (
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Fact label="Przewoźnik">{carrierLabels[shipment.carrier]}</Fact>
        <Fact label="Status">
          <ShipmentStatusBadge status={shipment.status} />
        </Fact>
        <Fact label="Numer przesyłki" className="col-span-2 sm:col-span-1">
          <TrackingLink shipment={shipment} />
        </Fact>
        <Fact label="Wpisano">{formatDateTime(shipment.createdAt)}</Fact>
      </dl>
    );
  }

  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Fact label="Usługa">
          {shipmentServiceLabels[shipment.service]} ·{' '}
          {parcelSizeLabels[shipment.service][shipment.parcelSize]}
        </Fact>
        <Fact label="Status InPost">
          <ShipmentStatusBadge status={shipment.status} />
        </Fact>
        <Fact label="Numer przesyłki" className="col-span-2 sm:col-span-1">
          <TrackingLink shipment={shipment} />
        </Fact>
        <Fact label="Ostatnia zmiana">{formatDateTime(shipment.updatedAt)}</Fact>
      </dl>
      <Button
        variant="outline"
        className="sm:justify-self-start"
        loading={downloading}
        onClick={() => void downloadLabel()}
      >
        {!downloading && <FileDown aria-hidden="true" />}
        Pobierz etykietę
      </Button>
      {labelError && <Alert>{labelError}</Alert>}
    </>
  );
}

/** The size as picked (none yet); the request as the API takes it. */
const shipmentFormSchema = z
  .object({ parcelSize: parcelSizeSchema.optional() })
  .pipe(createShipmentRequestSchema);
type ShipmentForm = z.input<typeof shipmentFormSchema>;

function CreateShipmentForm({ order }: { order: AdminOrder }) {
  const create = useCreateShipment(order.id);
  const form = useForm<ShipmentForm, unknown, CreateShipmentRequest>({
    resolver: zodResolver(shipmentFormSchema),
    defaultValues: { parcelSize: undefined },
  });
  const service = shipmentServiceOf(order.shippingMethod);
  const locker = service === 'inpost_locker_standard';
  const error = form.formState.errors.parcelSize?.message ?? form.formState.errors.root?.message;

  const submit = form.handleSubmit(async (request) => {
    try {
      await create.mutateAsync(request);
      toast({
        title: 'Przesyłka nadana',
        description: `Zamówienie #${order.id}: ${shipmentServiceLabels[service]}, ${parcelSizeLabels[service][request.parcelSize]}`,
        variant: 'success',
      });
    } catch (failure) {
      form.setError('root', {
        message: errorMessage(failure, 'Nie udało się nadać przesyłki. Spróbuj ponownie.'),
      });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm text-slate-600">
          {locker ? 'Gabaryt paczki do paczkomatu' : 'Wielkość paczki dla kuriera'}
        </legend>
        <Controller
          control={form.control}
          name="parcelSize"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-3">
              {PARCEL_SIZES.map((option) => (
                <RadioCard
                  key={option}
                  name={`parcel-size-${order.id}`}
                  value={option}
                  checked={field.value === option}
                  onSelect={() => field.onChange(option)}
                  disabled={create.isPending}
                  title={parcelSizeLabels[service][option]}
                >
                  {locker && lockerSizeHints[option]}
                </RadioCard>
              ))}
            </div>
          )}
        />
      </fieldset>
      {error && <FieldError>{error}</FieldError>}
      <Button type="submit" className="sm:justify-self-start" loading={create.isPending}>
        {!create.isPending && <PackagePlus aria-hidden="true" />}
        Nadaj przesyłkę
      </Button>
    </form>
  );
}
