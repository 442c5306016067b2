// The add/edit form of a saved entry (address or invoice details), driven by its shared zod
// schema and a list of fields. Saving shows a toast and closes; a failure stays in the form.
import { useState } from 'react';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { EntryFields, type EntryField } from '@/components/entry-fields.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';

type EntrySchema = z.ZodType<FieldValues & { isDefault?: boolean }, FieldValues>;

export interface EntryFormProps<S extends EntrySchema> {
  schema: S;
  fields: readonly EntryField<z.input<S>>[];
  defaultValues: DefaultValues<z.input<S>>;
  /** The entry is already the default (the choice cannot be undone, only moved). */
  isDefault: boolean;
  /** The first entry becomes the default by itself. */
  isFirst: boolean;
  defaultLabel: string;
  savedTitle: string;
  saveError: string;
  onSave: (input: z.output<S>) => Promise<unknown>;
  onDone: () => void;
}

export function EntryForm<S extends EntrySchema>({
  schema,
  fields,
  defaultValues,
  isDefault,
  isFirst,
  defaultLabel,
  savedTitle,
  saveError,
  onSave,
  onDone,
}: EntryFormProps<S>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(input);
      toast({ title: savedTitle, variant: 'success' });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, saveError));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {failure && <Alert>{failure}</Alert>}
      <EntryFields form={form} fields={fields} />
      {isDefault || isFirst ? (
        <p className="text-sm text-slate-600">
          {isDefault ? 'To jest Twój domyślny wybór.' : 'Pierwszy zapisany wpis będzie domyślny.'}
        </p>
      ) : (
        <Controller
          control={form.control}
          name={'isDefault' as Path<z.input<S>>}
          render={({ field }) => (
            <Checkbox
              label={defaultLabel}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          Zapisz
        </Button>
      </DialogFooter>
    </form>
  );
}
