// Settings > Adresy: the shopper's delivery addresses.
import { MapPin } from 'lucide-react';
import { addressInputSchema, type Address, type AddressForm } from '@shop/shared/accounts';
import { useAddresses } from '../api/get-addresses.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { EntryForm, type EntryField } from './entry-form.tsx';
import { SavedEntries } from './saved-entries.tsx';

const fields: readonly EntryField<AddressForm>[] = [
  { name: 'name', label: 'Imię i nazwisko', autoComplete: 'name' },
  { name: 'street', label: 'Ulica i numer', autoComplete: 'street-address' },
  {
    name: 'postalCode',
    label: 'Kod pocztowy',
    autoComplete: 'postal-code',
    placeholder: '00-000',
    half: true,
  },
  { name: 'city', label: 'Miasto', autoComplete: 'address-level2', half: true },
  { name: 'country', label: 'Kraj', autoComplete: 'country-name' },
];

const toInput = (address: Address) => ({
  name: address.name,
  street: address.street,
  city: address.city,
  postalCode: address.postalCode,
  country: address.country,
});

export function AddressesTab() {
  const addresses = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();

  return (
    <SavedEntries
      entries={addresses.data}
      isLoading={addresses.isPending}
      loadFailed={addresses.isError}
      icon={MapPin}
      texts={{
        add: 'Dodaj adres',
        addTitle: 'Nowy adres',
        editTitle: 'Edytuj adres',
        formDescription: 'Adres dostawy dla kuriera. Wysyłamy tylko na terenie Polski.',
        emptyTitle: 'Nie masz jeszcze zapisanych adresów',
        emptyDescription: 'Dodaj adres, a przy zamówieniu wybierzesz go jednym kliknięciem.',
        loadError: 'Nie udało się załadować adresów. Odśwież stronę.',
        deleteTitle: (address) => `Usunąć adres „${address.name}”?`,
        deleted: 'Adres został usunięty',
        deleteError: 'Nie udało się usunąć adresu',
        madeDefault: 'Ustawiono adres domyślny',
        defaultError: 'Nie udało się ustawić adresu domyślnego',
      }}
      describe={(address) => (
        <>
          <span>{address.street}</span>
          <span>
            {address.postalCode} {address.city}
          </span>
          <span>{address.country}</span>
        </>
      )}
      renderForm={({ entry, isFirst, onDone }) => (
        <EntryForm
          schema={addressInputSchema}
          fields={fields}
          defaultValues={entry ? toInput(entry) : { country: 'Polska' }}
          isDefault={entry?.isDefault ?? false}
          isFirst={isFirst}
          defaultLabel="Ustaw jako domyślny adres"
          savedTitle={entry ? 'Adres został zapisany' : 'Adres został dodany'}
          saveError="Nie udało się zapisać adresu, spróbuj ponownie później"
          onSave={(input) =>
            entry ? update.mutateAsync({ id: entry.id, input }) : create.mutateAsync(input)
          }
          onDone={onDone}
        />
      )}
      onDelete={(address) => remove.mutateAsync(address.id)}
      onMakeDefault={(address) =>
        update.mutateAsync({ id: address.id, input: { ...toInput(address), isDefault: true } })
      }
    />
  );
}
