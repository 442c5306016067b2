// Delivery: InPost courier to the address, or an InPost parcel locker picked on the Geowidget
// map (when the runtime configuration has one) or found by InPost's search (locker-search.tsx;
// its code typed in while the search is down).
import { useState } from 'react';
import { Package, Truck } from 'lucide-react';
import { deliveryOptionOf } from '@shop/shared/delivery';
import { shippingMethodLabels, type ShippingMethod } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';
import type { GeowidgetPoint } from '../lib/geowidget.ts';
import { GeowidgetPicker } from './geowidget-picker.tsx';
import { LockerSearch } from './locker-search.tsx';
import type { LockerValue } from '../lib/checkout-rules.ts';
import { RadioCard } from '@/components/ui/radio-card.tsx';

export interface DeliveryMethodChoiceProps {
  method: ShippingMethod | null;
  onMethodChange: (method: ShippingMethod) => void;
  locker: LockerValue;
  onLockerChange: (locker: LockerValue) => void;
  /** Shown as given (the step decides when the shopper should see it). */
  methodError: string | null;
  /** What is wrong with the locker; shown once the shopper left the field or tried to move on. */
  lockerError: string | null;
  showErrors: boolean;
  /** The delivery address's postal code: the locker search starts from it. */
  postalCode: string | null;
}

const pointAddress = (point: GeowidgetPoint) =>
  [point.address?.line1, point.address?.line2].filter(Boolean).join(', ') || null;

export function DeliveryMethodChoice({
  method,
  onMethodChange,
  locker,
  onLockerChange,
  methodError,
  lockerError,
  showErrors,
  postalCode,
}: DeliveryMethodChoiceProps) {
  const geowidget = getRuntimeConfig().geowidget;
  const [widgetFailed, setWidgetFailed] = useState(false);
  const [lockerTouched, setLockerTouched] = useState(false);
  const useMap = geowidget !== null && !widgetFailed;
  const shownLockerError = showErrors || lockerTouched ? lockerError : null;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-slate-900">Sposób dostawy</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <RadioCard
          name="shippingMethod"
          value="INPOST_COURIER"
          checked={method === 'INPOST_COURIER'}
          onSelect={() => onMethodChange('INPOST_COURIER')}
          title={shippingMethodLabels.INPOST_COURIER}
          aside={formatPrice(deliveryOptionOf('INPOST_COURIER').cost)}
          icon={<Truck aria-hidden="true" />}
        >
          {deliveryOptionOf('INPOST_COURIER').terms}
        </RadioCard>
        <RadioCard
          name="shippingMethod"
          value="INPOST_PARCEL_LOCKER"
          checked={method === 'INPOST_PARCEL_LOCKER'}
          onSelect={() => onMethodChange('INPOST_PARCEL_LOCKER')}
          title={shippingMethodLabels.INPOST_PARCEL_LOCKER}
          aside={formatPrice(deliveryOptionOf('INPOST_PARCEL_LOCKER').cost)}
          icon={<Package aria-hidden="true" />}
        >
          {deliveryOptionOf('INPOST_PARCEL_LOCKER').terms}
        </RadioCard>
      </div>
      {methodError && <FieldError>{methodError}</FieldError>}

      {method === 'INPOST_PARCEL_LOCKER' &&
        (useMap ? (
          <div className="grid gap-3">
            <GeowidgetPicker
              config={geowidget}
              onPick={(point) => onLockerChange({ id: point.name, address: pointAddress(point) })}
              onFail={() => setWidgetFailed(true)}
            />
            {locker.id ? (
              <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200 ring-inset">
                Wybrany paczkomat: <strong>{locker.id}</strong>
                {locker.address && `, ${locker.address}`}
              </p>
            ) : (
              shownLockerError && <FieldError>{shownLockerError}</FieldError>
            )}
          </div>
        ) : (
          <LockerSearch
            // A new address starts a new search from its postal code.
            key={postalCode ?? ''}
            startFrom={postalCode}
            locker={locker}
            onLockerChange={onLockerChange}
            error={shownLockerError}
            typedCode={
              <FormField
                label="Kod paczkomatu"
                hint="Kod znajdziesz na paczkomacie lub na mapie InPost, np. KRA010 albo WAW123M."
                error={shownLockerError ?? undefined}
                className="max-w-sm"
              >
                <Input
                  value={locker.id}
                  placeholder="np. KRA010"
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => onLockerChange({ id: event.target.value, address: null })}
                  onBlur={() => setLockerTouched(true)}
                />
              </FormField>
            }
          />
        ))}
    </fieldset>
  );
}
