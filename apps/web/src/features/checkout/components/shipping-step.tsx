// Step 'Wysyłka': the delivery address and method. It moves on only when the chosen address has
// every required field (a new one is validated with the shared schema, showing its field
// errors, and saved) and a method is chosen, with a valid locker for the parcel locker.
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import {
  addressInputSchema,
  type Address,
  type AddressForm,
  type AddressInput,
} from '@shop/shared/accounts';
import type { ShippingMethod } from '@shop/shared/enums';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useCreateAddress } from '@/entities/addresses/api.ts';
import { lockerProblem, NO_METHOD } from '../lib/checkout-rules.ts';
import { AddressChoice, type AddressPick } from './address-choice.tsx';
import { DeliveryMethodChoice } from './delivery-method-choice.tsx';
import type { LockerValue } from '../lib/checkout-rules.ts';

/** A whole Polish postal code („31-999”): only then worth a search. */
const POSTAL_CODE = /^\d{2}-\d{3}$/;

const EMPTY_ADDRESS: AddressForm = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'Polska',
};

export interface ShippingStepProps {
  addresses: readonly Address[];
  address: AddressPick;
  onAddressChange: (pick: AddressPick) => void;
  method: ShippingMethod | null;
  onMethodChange: (method: ShippingMethod) => void;
  locker: LockerValue;
  onLockerChange: (locker: LockerValue) => void;
  onNext: () => void;
}

export function ShippingStep({
  addresses,
  address,
  onAddressChange,
  method,
  onMethodChange,
  locker,
  onLockerChange,
  onNext,
}: ShippingStepProps) {
  const [attempted, setAttempted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const createAddress = useCreateAddress();
  const form = useForm<AddressForm, unknown, AddressInput>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: EMPTY_ADDRESS,
  });

  // The locker search starts near the delivery address: a saved one's, or the one being typed.
  const typedPostalCode = useWatch({ control: form.control, name: 'postalCode' });
  const chosenPostalCode =
    address === 'new' ? typedPostalCode : addresses.find((a) => a.id === address)?.postalCode;
  const postalCode =
    chosenPostalCode && POSTAL_CODE.test(chosenPostalCode) ? chosenPostalCode : null;

  const methodError = attempted && method === null ? NO_METHOD : null;
  const lockerError = method === 'INPOST_PARCEL_LOCKER' ? lockerProblem(locker.id) : null;
  const deliveryReady = method !== null && lockerError === null;

  const saveNewAddress = form.handleSubmit(async (input) => {
    setSaveError(null);
    try {
      const saved = await createAddress.mutateAsync(input);
      form.reset(EMPTY_ADDRESS);
      onAddressChange(saved.id);
      if (deliveryReady) onNext();
    } catch (error) {
      setSaveError(errorMessage(error, 'Nie udało się zapisać adresu, spróbuj ponownie później'));
    }
  });

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (address === 'new') await saveNewAddress();
    else if (deliveryReady) onNext();
  }

  return (
    <form onSubmit={next} noValidate className="grid gap-6">
      <Card className="p-5 sm:p-6">
        <AddressChoice
          addresses={addresses}
          selected={address}
          onSelect={onAddressChange}
          form={form}
          saveError={saveError}
        />
      </Card>
      <Card className="p-5 sm:p-6">
        <DeliveryMethodChoice
          method={method}
          onMethodChange={onMethodChange}
          locker={locker}
          onLockerChange={onLockerChange}
          methodError={methodError}
          lockerError={lockerError}
          showErrors={attempted}
          postalCode={postalCode}
        />
      </Card>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          loading={createAddress.isPending}
          className="w-full sm:w-auto"
        >
          Dalej
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
