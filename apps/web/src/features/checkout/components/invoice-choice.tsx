// Optional VAT invoice: 'Chcę fakturę', then one of the saved invoice details, or new ones typed
// in here (the address copied from the delivery address in one tap) and saved to the account
// (shared schema, NIP checksum).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, FileText, Plus } from 'lucide-react';
import {
  invoiceDetailsInputSchema,
  type Address,
  type InvoiceDetails,
  type InvoiceDetailsForm,
  type InvoiceDetailsInput,
} from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useCreateInvoiceDetails } from '@/entities/invoice-details/api.ts';
import { EntryFields } from '@/components/entry-fields.tsx';
import { invoiceDetailsFields } from '@/entities/invoice-details/fields.ts';
import { RadioCard } from '@/components/ui/radio-card.tsx';

const EMPTY: InvoiceDetailsForm = {
  name: '',
  taxId: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'Polska',
};

export interface InvoiceChoiceProps {
  details: readonly InvoiceDetails[];
  /** The order's delivery address: new details may start from it. */
  deliveryAddress: Address | undefined;
  /** The saved details could not be loaded (new ones can still be typed in). */
  loadFailed: boolean;
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function InvoiceChoice({
  details,
  deliveryAddress,
  loadFailed,
  wanted,
  onWantedChange,
  selectedId,
  onSelect,
}: InvoiceChoiceProps) {
  const [adding, setAdding] = useState(false);
  const showForm = wanted && (adding || details.length === 0);
  return (
    <Card role="region" aria-labelledby="invoice-choice-title" className="grid gap-4 p-5 sm:p-6">
      <h2 id="invoice-choice-title" className="text-lg font-semibold text-slate-900">
        Faktura VAT
      </h2>
      <Checkbox
        label="Chcę fakturę"
        checked={wanted}
        onCheckedChange={(checked) => onWantedChange(checked === true)}
      />
      {wanted && loadFailed && <Alert>Nie udało się pobrać zapisanych danych do faktury.</Alert>}
      {wanted && details.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="sr-only">Dane do faktury</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {details.map((entry) => (
              <RadioCard
                key={entry.id}
                name="invoiceDetails"
                value={String(entry.id)}
                checked={selectedId === entry.id}
                onSelect={() => onSelect(entry.id)}
                title={entry.name}
                icon={<FileText aria-hidden="true" />}
              >
                <span>NIP {entry.taxId}</span>
                <span>
                  {entry.street}, {entry.postalCode} {entry.city}
                </span>
              </RadioCard>
            ))}
          </div>
          {!adding && (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => setAdding(true)}
            >
              <Plus aria-hidden="true" />
              Nowe dane do faktury
            </Button>
          )}
        </fieldset>
      )}
      {showForm && (
        <NewInvoiceDetailsForm
          deliveryAddress={deliveryAddress}
          canCancel={details.length > 0}
          onCancel={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            onSelect(saved.id);
          }}
        />
      )}
    </Card>
  );
}

function NewInvoiceDetailsForm({
  deliveryAddress,
  canCancel,
  onCancel,
  onSaved,
}: {
  deliveryAddress: Address | undefined;
  canCancel: boolean;
  onCancel: () => void;
  onSaved: (saved: InvoiceDetails) => void;
}) {
  const create = useCreateInvoiceDetails();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvoiceDetailsForm, unknown, InvoiceDetailsInput>({
    resolver: zodResolver(invoiceDetailsInputSchema),
    defaultValues: EMPTY,
  });
  const save = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      onSaved(await create.mutateAsync(input));
    } catch (error) {
      setFailure(
        errorMessage(error, 'Nie udało się zapisać danych do faktury, spróbuj ponownie później'),
      );
    }
  });
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label="Nowe dane do faktury"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      {failure && <Alert>{failure}</Alert>}
      {deliveryAddress && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            const { street, postalCode, city, country } = deliveryAddress;
            for (const [field, value] of Object.entries({ street, postalCode, city, country })) {
              form.setValue(field as keyof InvoiceDetailsForm, value, { shouldValidate: true });
            }
          }}
        >
          <Copy aria-hidden="true" />
          Adres jak w adresie dostawy
        </Button>
      )}
      <EntryFields form={form} fields={invoiceDetailsFields} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {canCancel && (
          <Button variant="outline" onClick={onCancel}>
            Anuluj
          </Button>
        )}
        <Button type="submit" variant="secondary" loading={create.isPending}>
          Zapisz dane do faktury
        </Button>
      </div>
    </form>
  );
}
