// 'Adres dostawy': one of the shopper's saved addresses, or a new one typed in right here
// (saved to the account when the shopper moves on). The form shows the shared schema's field errors.
import type { UseFormReturn } from 'react-hook-form';
import { MapPin, Plus } from 'lucide-react';
import type { Address, AddressForm, AddressInput } from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { EntryFields } from '@/components/entry-fields.tsx';
import { addressFields } from '@/entities/addresses/fields.ts';
import { RadioCard } from '@/components/ui/radio-card.tsx';

export type AddressPick = number | 'new';

export interface AddressChoiceProps {
  addresses: readonly Address[];
  selected: AddressPick;
  onSelect: (pick: AddressPick) => void;
  form: UseFormReturn<AddressForm, unknown, AddressInput>;
  saveError: string | null;
}

export function AddressChoice({
  addresses,
  selected,
  onSelect,
  form,
  saveError,
}: AddressChoiceProps) {
  const newAddressForm = (
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      {saveError && <Alert>{saveError}</Alert>}
      <EntryFields form={form} fields={addressFields} />
      <p className="text-xs text-slate-500">
        Adres zapiszemy na Twoim koncie. Wysyłamy tylko na terenie Polski.
      </p>
    </div>
  );

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-slate-900">Adres dostawy</legend>
      {addresses.length === 0 ? (
        newAddressForm
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <RadioCard
                key={address.id}
                name="address"
                value={String(address.id)}
                checked={selected === address.id}
                onSelect={() => onSelect(address.id)}
                title={address.name}
                icon={<MapPin aria-hidden="true" />}
                aside={address.isDefault ? <Badge>Domyślny</Badge> : undefined}
              >
                <span>{address.street}</span>
                <span>
                  {address.postalCode} {address.city}, {address.country}
                </span>
              </RadioCard>
            ))}
            <RadioCard
              name="address"
              value="new"
              checked={selected === 'new'}
              onSelect={() => onSelect('new')}
              title="Nowy adres"
              icon={<Plus aria-hidden="true" />}
            >
              Dodaj adres dostawy
            </RadioCard>
          </div>
          {selected === 'new' && newAddressForm}
        </>
      )}
    </fieldset>
  );
}
