// The drop form, new or edited: name, short description, description, categories and the start
// as date and time. Messages are the shared schema's (Polish, see
// docs/decisions/013-polish-messages.md); values are trimmed and checked again after trimming.
// „Kolejka przy otwarciu” (the lobby, decision 031) is on for a new drop. A new drop's form
// resets after success; an edited drop's start and lobby are read-only once it started.
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
import { Switch } from '@/components/ui/switch.tsx';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useCreateDrop } from '../api/create-drop.ts';
import { useUpdateDrop } from '../api/update-drop.ts';
import { isLocalDateTime, isoFromLocal, localFromIso } from '../../shell/lib/form-values.ts';

/** The shared schema with the start typed as datetime-local (local time), checked and sent as ISO. */
const dropFormSchema = createDropInputSchema.extend({
  dropTime: z
    .string({ error: 'Data i godzina kolekcji są wymagane' })
    .trim()
    .min(1, 'Data i godzina kolekcji są wymagane')
    .refine(isLocalDateTime, 'Nieprawidłowy format daty')
    .transform(isoFromLocal)
    // The API's own rules for the moment itself (e.g. the years the shop can schedule).
    .pipe(createDropInputSchema.shape.dropTime),
});
type DropFormValues = z.input<typeof dropFormSchema>;

const emptyForm: DropFormValues = {
  name: '',
  shortDescription: '',
  description: '',
  categories: [],
  dropTime: '',
  // On by default in the form (decision 031); the API's default is off.
  lobby: true,
};

const formValuesOf = (drop: Drop): DropFormValues => ({
  name: drop.name,
  shortDescription: drop.shortDescription,
  description: drop.description,
  categories: drop.categories,
  dropTime: localFromIso(drop.dropTime),
  lobby: drop.lobby,
});

export interface DropFormProps {
  /** The drop to edit; without it the form creates a new one. */
  drop?: Drop;
  /** "Now" for whether the edited drop has started (its start is then read-only). */
  now?: Date;
}

export function DropForm({ drop, now }: DropFormProps) {
  return drop ? <EditDropForm drop={drop} now={now} /> : <NewDropForm />;
}

function NewDropForm() {
  const createDrop = useCreateDrop();
  const [created, setCreated] = useState<Drop | null>(null);
  const form = useForm<DropFormValues, unknown, z.output<typeof dropFormSchema>>({
    resolver: zodResolver(dropFormSchema),
    defaultValues: emptyForm,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const drop = await createDrop.mutateAsync(values);
      setCreated(drop);
      form.reset(emptyForm);
      toast({ title: 'Sukces', description: 'Kolekcja została utworzona.', variant: 'success' });
    } catch (error) {
      const description = isApiError(error, 403)
        ? 'Nie masz uprawnień do tworzenia kolekcji.'
        : 'Nie udało się utworzyć kolekcji. Spróbuj ponownie.';
      toast({ title: 'Błąd', description, variant: 'destructive' });
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
          <DropFields form={form} />
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

type DropFormApi = ReturnType<
  typeof useForm<DropFormValues, unknown, z.output<typeof dropFormSchema>>
>;

function DropFields({ form, started = false }: { form: DropFormApi; started?: boolean }) {
  const { errors } = form.formState;
  return (
    <>
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
        hint={
          started
            ? 'Kolekcja już się rozpoczęła: daty i godziny rozpoczęcia nie można zmienić.'
            : 'Od tej chwili produkty kolekcji można kupować.'
        }
        error={errors.dropTime?.message}
        className="sm:max-w-xs"
      >
        <Input type="datetime-local" readOnly={started} {...form.register('dropTime')} />
      </FormField>
      <Controller
        control={form.control}
        name="lobby"
        render={({ field }) => (
          <Switch
            label="Kolejka przy otwarciu"
            hint={
              started
                ? 'Kolekcja już się rozpoczęła: kolejki nie można już włączyć ani wyłączyć.'
                : 'Klienci czekający przed startem zostaną ustawieni w losowej kolejności, a potem wpuszczani do zakupów po kolei, dopóki są dostępne produkty.'
            }
            checked={field.value === true}
            disabled={started}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </>
  );
}

function EditDropForm({ drop, now }: { drop: Drop; now?: Date }) {
  const updateDrop = useUpdateDrop();
  // Started or not as of opening the form (a render must not read the clock).
  const [openedAt] = useState(() => now ?? new Date());
  const started = new Date(drop.dropTime).getTime() <= openedAt.getTime();
  const form = useForm<DropFormValues, unknown, z.output<typeof dropFormSchema>>({
    resolver: zodResolver(dropFormSchema),
    defaultValues: formValuesOf(drop),
  });
  const { isSubmitting, dirtyFields } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      // The field shows minutes only: an untouched start is sent exactly as stored.
      const dropTime = dirtyFields.dropTime ? values.dropTime : drop.dropTime;
      const saved = await updateDrop.mutateAsync({ id: drop.id, body: { ...values, dropTime } });
      form.reset(formValuesOf(saved));
      // The same toasts as a new drop's (the spec's 'Success' and 'Error', in Polish like the rest).
      toast({
        title: 'Sukces',
        description: 'Kolekcja została zaktualizowana.',
        variant: 'success',
      });
    } catch (error) {
      // A started drop's start (409), bad input or a deleted drop: the server says which.
      const description = isApiError(error, 403)
        ? 'Nie masz uprawnień do edycji kolekcji.'
        : errorMessage(error, 'Nie udało się zaktualizować kolekcji. Spróbuj ponownie.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DropFields form={form} started={started} />
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link to={paths.drop(drop.slug)}>Zobacz kolekcję</Link>
            </Button>
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
              Zapisz zmiany
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
