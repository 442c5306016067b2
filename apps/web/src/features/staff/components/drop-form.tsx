// The new drop form: name, short description, description,
// categories and the start as date and time. Messages are the shared schema's (Polish, see
// docs/decisions/013-polish-messages.md); values are trimmed and checked again after trimming. Resets after success.
import { useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createDropInputSchema, type Drop } from '@shop/shared/catalogue';
import { CATEGORIES, categoryLabels, type Category } from '@shop/shared/enums';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { isApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useCreateDrop } from '../api/create-drop.ts';
import { isLocalDateTime, isoFromLocal } from '../lib/form-values.ts';

/** The shared schema with the start typed as datetime-local (local time) and sent as ISO. */
const dropFormSchema = createDropInputSchema.extend({
  dropTime: z
    .string({ error: 'Data i godzina kolekcji są wymagane' })
    .trim()
    .min(1, 'Data i godzina kolekcji są wymagane')
    .refine(isLocalDateTime, 'Nieprawidłowy format daty')
    .transform(isoFromLocal),
});
type DropFormValues = z.input<typeof dropFormSchema>;

const emptyForm: DropFormValues = {
  name: '',
  shortDescription: '',
  description: '',
  categories: [],
  dropTime: '',
};

export function DropForm() {
  const createDrop = useCreateDrop();
  const [created, setCreated] = useState<Drop | null>(null);
  const form = useForm<DropFormValues, unknown, z.output<typeof dropFormSchema>>({
    resolver: zodResolver(dropFormSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const drop = await createDrop.mutateAsync(values);
      setCreated(drop);
      form.reset(emptyForm);
      toast({ title: 'Success', description: 'Kolekcja została utworzona.', variant: 'success' });
    } catch (error) {
      const description = isApiError(error, 403)
        ? 'Nie masz uprawnień do tworzenia kolekcji.'
        : 'Nie udało się utworzyć kolekcji. Spróbuj ponownie.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          {created && (
            <Alert tone="success">
              Utworzono kolekcję „{created.name}” (ID {created.id}).{' '}
              <Link to={paths.drop(created.slug)} className="underline underline-offset-2">
                Zobacz kolekcję
              </Link>
            </Alert>
          )}
          <FormField label="Nazwa" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label="Krótki opis" error={errors.shortDescription?.message}>
            <Input autoComplete="off" {...form.register('shortDescription')} />
          </FormField>
          <FormField label="Opis" error={errors.description?.message}>
            <Textarea rows={5} {...form.register('description')} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Kategorie</legend>
            <Controller
              control={form.control}
              name="categories"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-slate-200 p-4">
                  {CATEGORIES.map((category) => (
                    <Checkbox
                      key={category}
                      label={categoryLabels[category]}
                      checked={field.value.includes(category)}
                      onCheckedChange={(checked) =>
                        field.onChange(toggled(field.value, category, checked === true))
                      }
                    />
                  ))}
                </div>
              )}
            />
            {errors.categories?.message && <FieldError>{errors.categories.message}</FieldError>}
          </fieldset>
          <FormField
            label="Data i godzina kolekcji"
            hint="Od tej chwili produkty kolekcji można kupować."
            error={errors.dropTime?.message}
            className="sm:max-w-xs"
          >
            <Input type="datetime-local" {...form.register('dropTime')} />
          </FormField>
          <div className="flex justify-end border-t border-slate-100 pt-5">
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
              Utwórz kolekcję
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function toggled(selected: Category[], category: Category, on: boolean): Category[] {
  return on
    ? CATEGORIES.filter((c) => c === category || selected.includes(c))
    : selected.filter((c) => c !== category);
}
