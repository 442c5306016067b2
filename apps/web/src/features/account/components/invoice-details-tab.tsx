// Settings > Dane do faktury: saved invoice data (name, address, NIP).
import { FileText } from 'lucide-react';
import { invoiceDetailsInputSchema, type InvoiceDetails } from '@shop/shared/accounts';
import {
  useCreateInvoiceDetails,
  useDeleteInvoiceDetails,
  useInvoiceDetails,
  useUpdateInvoiceDetails,
} from '@/entities/invoice-details/api.ts';
import { invoiceDetailsFields } from '@/entities/invoice-details/fields.ts';
import { EntryForm } from './entry-form.tsx';
import { SavedEntries } from './saved-entries.tsx';

const toInput = (details: InvoiceDetails) => ({
  name: details.name,
  street: details.street,
  postalCode: details.postalCode,
  city: details.city,
  country: details.country,
  taxId: details.taxId,
});

export function InvoiceDetailsTab() {
  const details = useInvoiceDetails();
  const create = useCreateInvoiceDetails();
  const update = useUpdateInvoiceDetails();
  const remove = useDeleteInvoiceDetails();

  return (
    <SavedEntries
      entries={details.data}
      isLoading={details.isPending}
      loadFailed={details.isError}
      icon={FileText}
      texts={{
        add: 'Dodaj dane do faktury',
        addTitle: 'Nowe dane do faktury',
        editTitle: 'Edytuj dane do faktury',
        formDescription: 'Wystawimy fakturę VAT na te dane, jeśli wybierzesz je przy zamówieniu.',
        emptyTitle: 'Nie masz jeszcze danych do faktury',
        emptyDescription: 'Dodaj dane firmy z numerem NIP, aby otrzymywać faktury VAT.',
        loadError: 'Nie udało się załadować danych do faktury. Odśwież stronę.',
        deleteTitle: (entry) => `Usunąć dane do faktury „${entry.name}”?`,
        deleted: 'Dane do faktury zostały usunięte',
        deleteError: 'Nie udało się usunąć danych do faktury',
        madeDefault: 'Ustawiono domyślne dane do faktury',
        defaultError: 'Nie udało się ustawić domyślnych danych do faktury',
      }}
      describe={(entry) => (
        <>
          <span>NIP: {entry.taxId}</span>
          <span>{entry.street}</span>
          <span>
            {entry.postalCode} {entry.city}, {entry.country}
          </span>
        </>
      )}
      renderForm={({ entry, isFirst, onDone }) => (
        <EntryForm
          schema={invoiceDetailsInputSchema}
          fields={invoiceDetailsFields}
          defaultValues={entry ? toInput(entry) : { country: 'Polska' }}
          isDefault={entry?.isDefault ?? false}
          isFirst={isFirst}
          defaultLabel="Ustaw jako domyślne dane do faktury"
          savedTitle={entry ? 'Dane do faktury zostały zapisane' : 'Dane do faktury zostały dodane'}
          saveError="Nie udało się zapisać danych do faktury, spróbuj ponownie później"
          onSave={(input) =>
            entry ? update.mutateAsync({ id: entry.id, input }) : create.mutateAsync(input)
          }
          onDone={onDone}
        />
      )}
      onDelete={(entry) => remove.mutateAsync(entry.id)}
      onMakeDefault={(entry) =>
        update.mutateAsync({ id: entry.id, input: { ...toInput(entry), isDefault: true } })
      }
    />
  );
}
