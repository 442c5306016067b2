// Settings > Adresy: the shopper's delivery addresses.
import { MapPin } from 'lucide-react';
import { addressInputSchema, type Address } from '@shop/shared/accounts';
import {
  useAddresses,
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
} from '@/entities/addresses/api.ts';
import { addressFields } from '@/entities/addresses/fields.ts';
import { EntryForm } from './entry-form.tsx';
import { SavedEntries } from './saved-entries.tsx';

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
          fields={addressFields}
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
