// The product form's "Bezpieczeństwo produktu (GPSR)" part: the manufacturer from the registry
// (or a new one added in a dialog and chosen at once), model, EAN, serial or batch number,
// warnings and safety information, what was checked on a returned piece, and the exception for
// products placed on the market before 13 Dec 2024. The server refuses a product without them
// and names what is missing (decision 028).
import { useState } from 'react';
import { Link } from 'react-router';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { GPSR_START_LABEL } from '@shop/shared/product-safety';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { paths } from '@/lib/paths.ts';
import { useManufacturers } from '../api/manufacturers.ts';
import type { ProductFormOutput, ProductFormValues } from '../lib/product-form-schema.ts';
import { ManufacturerForm } from './manufacturer-form.tsx';

type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

export function ProductSafetyFields({ form }: { form: ProductFormApi }) {
  const manufacturers = useManufacturers();
  const [adding, setAdding] = useState(false);
  // Controlled: the stored or just added manufacturer shows as chosen once the list that holds
  // it has arrived (an uncontrolled select cannot take a value it has no option for yet).
  const manufacturerId = useWatch({ control: form.control, name: 'manufacturerId' });
  const placedBefore = useWatch({ control: form.control, name: 'placedBeforeGpsr' });
  const error = (name: keyof ProductFormValues) => form.formState.errors[name]?.message;

  return (
    <fieldset className="grid gap-5 border-t border-slate-100 pt-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="float-left text-base font-semibold text-slate-900 sm:col-span-2">
        Bezpieczeństwo produktu (GPSR)
      </legend>
      <p className="text-sm text-slate-600 sm:col-span-2">
        Klient widzi te dane na stronie produktu przed zakupem. Bez nich produktu nie można
        wystawić.
      </p>
      <div className="grid gap-2 sm:col-span-2">
        <FormField
          label="Producent"
          error={error('manufacturerId')}
          hint={
            <>
              Dane producentów poprawisz w{' '}
              <Link className="underline" to={paths.adminManufacturers}>
                rejestrze producentów
              </Link>
              .
            </>
          }
        >
          <NativeSelect {...form.register('manufacturerId')} value={manufacturerId}>
            <option value="0">
              {manufacturers.isPending ? 'Ładowanie producentów...' : 'Wybierz producenta'}
            </option>
            {(manufacturers.data ?? []).map((manufacturer) => (
              <option key={manufacturer.id} value={String(manufacturer.id)}>
                {manufacturer.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden="true" />
          Dodaj producenta
        </Button>
      </div>
      <FormField label="Model lub typ" error={error('model')}>
        <Input autoComplete="off" {...form.register('model')} />
      </FormField>
      <FormField label="EAN/GTIN" error={error('gtin')}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('gtin')} />
      </FormField>
      <FormField
        label="Numer seryjny lub partii"
        error={error('serialNumber')}
        hint="Wystarczy EAN albo numer seryjny lub partii."
        className="sm:col-span-2"
      >
        <Input autoComplete="off" {...form.register('serialNumber')} />
      </FormField>
      <FormField
        label="Ostrzeżenia i informacje o bezpieczeństwie (po polsku)"
        error={error('safetyInformation')}
        className="sm:col-span-2"
      >
        <Textarea rows={4} {...form.register('safetyInformation')} />
      </FormField>
      <FormField
        label="Co sprawdziliśmy w tym egzemplarzu (zwroty, opcjonalnie)"
        error={error('inspectionNotes')}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...form.register('inspectionNotes')} />
      </FormField>
      <Checkbox
        className="sm:col-span-2"
        label={`Produkt wprowadzono do obrotu przed ${GPSR_START_LABEL} (wtedy wymagany jest tylko producent)`}
        checked={placedBefore}
        onCheckedChange={(checked) => form.setValue('placedBeforeGpsr', checked === true)}
      />

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent
          title="Nowy producent"
          description="Dodany producent trafi do rejestru i zostanie wybrany w tym produkcie."
        >
          <ManufacturerForm
            manufacturer={null}
            onSaved={(saved) => {
              form.setValue('manufacturerId', String(saved.id));
              setAdding(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
