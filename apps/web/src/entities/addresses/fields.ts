// The fields of the address form, in the settings page and at checkout; invoice details reuse
// the place fields (street, postal code, city, country). Deliveries go only within Poland, so
// the address's country is fixed to Polska.
import { DELIVERY_COUNTRY_ONLY, type AddressForm } from '@shop/shared/accounts';
import type { EntryField } from '@/components/entry-fields.tsx';

export const placeFields = [
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
] as const satisfies readonly EntryField<
  Pick<AddressForm, 'street' | 'postalCode' | 'city' | 'country'>
>[];

export const addressFields: readonly EntryField<AddressForm>[] = [
  { name: 'name', label: 'Imię i nazwisko', autoComplete: 'name' },
  ...placeFields.map((field) =>
    field.name === 'country' ? { ...field, fixed: { hint: DELIVERY_COUNTRY_ONLY } } : field,
  ),
];
