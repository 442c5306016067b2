// The input fields of a saved entry's form (address or invoice details), driven by a field list
// (entities/addresses/fields.ts, entities/invoice-details/fields.ts): the settings page and
// checkout show the same form.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
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
  /** Shown, not typed (the delivery country), with a hint saying why. */
  fixed?: { hint: string };
}

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
          hint={field.fixed?.hint}
        >
          <Input
            readOnly={field.fixed !== undefined}
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
