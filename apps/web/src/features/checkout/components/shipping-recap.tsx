// On 'Potwierdzenie': where and how the order goes, with a way back to change it.
import { MapPin, Package, Truck } from 'lucide-react';
import type { Address } from '@shop/shared/accounts';
import { shippingMethodLabels, type ShippingMethod } from '@shop/shared/enums';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import type { LockerValue } from '../lib/checkout-rules.ts';

export interface ShippingRecapProps {
  address: Address;
  method: ShippingMethod;
  locker: LockerValue;
  onChange: () => void;
}

export function ShippingRecap({ address, method, locker, onChange }: ShippingRecapProps) {
  const MethodIcon = method === 'INPOST_PARCEL_LOCKER' ? Package : Truck;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Wysyłka</h2>
        <Button variant="outline" size="sm" onClick={onChange}>
          Zmień
        </Button>
      </div>
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="grid content-start gap-0.5 text-slate-700">
            <p className="font-semibold text-slate-900">Adres dostawy</p>
            <p>{address.name}</p>
            <p>{address.street}</p>
            <p>
              {address.postalCode} {address.city}, {address.country}
            </p>
          </div>
        </div>
        <div className="flex gap-3">
          <MethodIcon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="grid content-start gap-0.5 text-slate-700">
            <p className="font-semibold text-slate-900">Sposób dostawy</p>
            <p>{shippingMethodLabels[method]}</p>
            {method === 'INPOST_PARCEL_LOCKER' && (
              <p>
                Paczkomat: <strong>{locker.id.trim().toUpperCase()}</strong>
                {locker.address && `, ${locker.address}`}
              </p>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
