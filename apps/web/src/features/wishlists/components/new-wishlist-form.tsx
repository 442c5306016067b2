// The new-list form: field 'Nazwa nowej listy', Anuluj and Utwórz;
// the name is required and trimmed, and Utwórz stays disabled while it is empty or blank.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { wishlistFormSchema, type Wishlist, type WishlistForm } from '@shop/shared/wishlists';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useCreateWishlist } from '../api/create-wishlist.ts';

export const CREATE_FAILED = 'Nie udało się utworzyć listy życzeń';

export interface NewWishlistFormProps {
  onCreated: (wishlist: Wishlist) => void;
  onCancel: () => void;
  /** Told of a failure too (it is always shown inside the form). */
  onError?: (message: string) => void;
}

export function NewWishlistForm({ onCreated, onCancel, onError }: NewWishlistFormProps) {
  const create = useCreateWishlist();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<WishlistForm>({
    resolver: zodResolver(wishlistFormSchema),
    defaultValues: { name: '' },
  });
  const blank = (useWatch({ control, name: 'name' }) ?? '').trim() === '';

  const submit = handleSubmit(({ name }) =>
    create.mutate(
      { name, productIds: [] },
      {
        onSuccess: onCreated,
        onError: (error) => onError?.(errorMessage(error, CREATE_FAILED)),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField label="Nazwa nowej listy" error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" maxLength={100} autoFocus />
      </FormField>
      {create.isError && <Alert>{errorMessage(create.error, CREATE_FAILED)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Anuluj
        </Button>
        <Button type="submit" disabled={blank} loading={create.isPending}>
          Utwórz
        </Button>
      </div>
    </form>
  );
}
