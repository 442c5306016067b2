// The fields of the invoice-details form, in the settings page and at checkout.
import type { InvoiceDetailsForm } from '@shop/shared/accounts';
import type { EntryField } from '@/components/entry-fields.tsx';
import { placeFields } from '../addresses/fields.ts';

export const invoiceDetailsFields: readonly EntryField<InvoiceDetailsForm>[] = [
  { name: 'name', label: 'Nazwa firmy lub imię i nazwisko', autoComplete: 'organization' },
  { name: 'taxId', label: 'NIP', placeholder: '0000000000', inputMode: 'numeric' },
  ...placeFields,
];
