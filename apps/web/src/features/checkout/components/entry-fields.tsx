// The input fields of an address or invoice-details form, driven by a field list; labels and
// layout match the settings page so the shopper meets the same form everywhere.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AddressForm, InvoiceDetailsForm } from '@shop/shared/accounts';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

export interface EntryField<F> {
  name: Path<F>;
  label: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  /** Half-width on wider screens (postal code next to city). */
  half?: boolean;
}

export const addressFields: readonly EntryField<AddressForm>[] = [
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

export const invoiceDetailsFields: readonly EntryField<InvoiceDetailsForm>[] = [
  { name: 'name', label: 'Nazwa firmy lub imię i nazwisko', autoComplete: 'organization' },
  { name: 'taxId', label: 'NIP', placeholder: '0000000000', inputMode: 'numeric' },
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

export function EntryFields<F extends FieldValues, Output extends FieldValues>({
  form,
  fields,
}: {
  form: UseFormReturn<F, unknown, Output>;
  fields: readonly EntryField<F>[];
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          error={errors[field.name]?.message as string | undefined}
          className={cn(!field.half && 'sm:col-span-2')}
        >
          <Input
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            inputMode={field.inputMode}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
    </div>
  );
}
