// A manufacturer of the registry (GPSR art. 19 a and b): name or trade mark, postal address, an
// e-mail or contact page, and for one outside the EU its responsible person in the EU. Used on
// the "Producenci" page and from the product form; `onSaved` gets what the server answered.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  manufacturerInputSchema,
  type Manufacturer,
  type ManufacturerInput,
  type NewManufacturer,
} from '@shop/shared/product-safety';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { toastSaveError } from '../../shell/lib/save-error.ts';
import { useSaveManufacturer } from '../api/manufacturers.ts';

function valuesOf(manufacturer: Manufacturer | null): ManufacturerInput {
  const person = manufacturer?.euResponsible;
  return {
    name: manufacturer?.name ?? '',
    postalAddress: manufacturer?.postalAddress ?? '',
    email: manufacturer?.email ?? '',
    website: manufacturer?.website ?? '',
    outsideEu: person != null,
    euResponsibleName: person?.name ?? '',
    euResponsibleAddress: person?.postalAddress ?? '',
    euResponsibleEmail: person?.email ?? '',
  };
}

export function ManufacturerForm({
  manufacturer,
  onSaved,
}: {
  /** The one to edit; null adds a new one. */
  manufacturer: Manufacturer | null;
  onSaved: (saved: Manufacturer) => void;
}) {
  const save = useSaveManufacturer();
  const form = useForm<ManufacturerInput, unknown, NewManufacturer>({
    resolver: zodResolver(manufacturerInputSchema),
    defaultValues: valuesOf(manufacturer),
  });
  const { errors, isSubmitting } = form.formState;
  const outsideEu = useWatch({ control: form.control, name: 'outsideEu' });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: manufacturer?.id ?? null, body });
      toast({
        title: 'Sukces',
        description: manufacturer ? 'Zapisano zmiany producenta.' : 'Dodano producenta.',
        variant: 'success',
      });
      onSaved(saved);
    } catch (error) {
      toastSaveError(error, {
        scope: 'CREATE_PRODUCT',
        invalid: 'Nieprawidłowe dane producenta',
        failed: 'Nie udało się zapisać producenta. Spróbuj ponownie.',
      });
    }
  });

  return (
    <form
      onSubmit={(event) => {
        // From the product form's dialog React would pass the submit on to the product form
        // (events follow the component tree through the portal).
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      className="grid gap-4"
    >
      <FormField label="Nazwa lub znak towarowy" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Adres pocztowy" error={errors.postalAddress?.message}>
        <Textarea rows={2} {...form.register('postalAddress')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField
          label="Strona kontaktowa"
          error={errors.website?.message}
          hint="Wystarczy e-mail albo strona."
        >
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('website')} />
        </FormField>
      </div>
      <Checkbox
        label="Producent ma siedzibę poza Unią Europejską"
        checked={outsideEu}
        onCheckedChange={(checked) => form.setValue('outsideEu', checked === true)}
      />
      {outsideEu && (
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Osoba odpowiedzialna w UE
          </legend>
          <FormField label="Nazwa" error={errors.euResponsibleName?.message}>
            <Input autoComplete="off" {...form.register('euResponsibleName')} />
          </FormField>
          <FormField label="Adres pocztowy" error={errors.euResponsibleAddress?.message}>
            <Textarea rows={2} {...form.register('euResponsibleAddress')} />
          </FormField>
          <FormField label="E-mail" error={errors.euResponsibleEmail?.message}>
            <Input type="email" autoComplete="off" {...form.register('euResponsibleEmail')} />
          </FormField>
        </fieldset>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {manufacturer ? 'Zapisz producenta' : 'Dodaj producenta'}
        </Button>
      </div>
    </form>
  );
}
