// The create/edit product form. Create mode until the product is
// saved; then its id is kept, later saves update it, pictures can be uploaded or removed, the
// product withdrawn from sale or restored, and deleted.
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_CHANGED, type Product, type ProductWithdrawal } from '@shop/shared/catalogue';
import type { SafetyDocument } from '@shop/shared/product-safety';
import {
  CATEGORIES,
  CONDITIONS,
  categoryLabels,
  conditionLabels,
  priceTypeLabels,
  type PriceType,
} from '@shop/shared/enums';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, MoneyInput, Textarea } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast.ts';
import { ApiError, isApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useRecentDrops } from '../api/get-recent-drops.ts';
import { staffProductQuery } from '../api/staff-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import {
  productFormDefaults,
  productFormSchema,
  productFormValues,
  type ProductFormOutput,
  type ProductFormValues,
} from '../lib/product-form-schema.ts';
import { toastSaveError } from '../../shell/lib/save-error.ts';
import { ProductDelete } from './product-delete.tsx';
import { ProductImages } from './product-images.tsx';
import { ProductSafetyDocument } from './product-safety-document.tsx';
import { ProductSafetyFields } from './product-safety-fields.tsx';
import { ProductRecallSection } from './product-recall.tsx';
import { ProductWithdrawalSection } from './product-withdrawal.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';

// DYNAMIC_LEVELS first: it is the default.
const PRICE_TYPE_ORDER: readonly PriceType[] = ['DYNAMIC_LEVELS', 'STATIC'];

export interface ProductFormProps {
  /** The product to edit; null to create a new one. */
  product: Product | null;
  /** A new product was created: from now on the form edits it (the page's title follows). */
  onCreated?: (saved: { id: number; name: string }) => void;
}

export function ProductForm({ product, onCreated }: ProductFormProps) {
  // The product saved here or being edited, with the version the next save sends.
  const [stored, setStored] = useState<{ id: number; version: string } | null>(
    product ? { id: product.id, version: product.version ?? '' } : null,
  );
  const productId = stored?.id ?? null;
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const [safetyDocument, setSafetyDocument] = useState<SafetyDocument | null>(
    product?.safety?.document ?? null,
  );
  const [withdrawnAt, setWithdrawnAt] = useState<string | null>(product?.withdrawnAt ?? null);
  const [recalled, setRecalled] = useState(Boolean(product?.recall));
  const queryClient = useQueryClient();
  /** The id of a product created here (not the one being edited). */
  const createdId = product === null ? productId : null;
  const save = useSaveProduct();
  const drops = useRecentDrops();
  const schema = useMemo(() => productFormSchema(product ? 'edit' : 'create'), [product]);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: product ? productFormValues(product) : productFormDefaults,
  });
  const { errors, isSubmitting } = form.formState;
  const priceType = useWatch({ control: form.control, name: 'priceType' });

  useEffect(() => {
    if (drops.isError) {
      console.error('Drop list failed', drops.error);
      toast({
        title: 'Błąd',
        description: 'Nie udało się pobrać listy kolekcji.',
        variant: 'destructive',
      });
    }
  }, [drops.isError, drops.error]);

  // The newest drops; the edited product's own one even when it is older.
  const dropOptions = useMemo(() => {
    const list = (drops.data ?? []).map((drop) => ({ id: drop.id, name: drop.name }));
    if (product && !list.some((drop) => drop.id === product.drop.id)) list.push(product.drop);
    return list;
  }, [drops.data, product]);

  const submit = form.handleSubmit(async (body) => {
    const creating = stored === null;
    try {
      const saved = await save.mutateAsync(
        stored ? { id: stored.id, body, version: stored.version } : { id: null, body },
      );
      setStored({ id: saved.id, version: saved.version });
      setImages(saved.images);
      if (creating) onCreated?.({ id: saved.id, name: body.name });
      toast({
        title: 'Sukces',
        description: creating
          ? 'Produkt został utworzony. Możesz teraz dodać zdjęcia.'
          : 'Produkt został zaktualizowany.',
        variant: 'success',
      });
    } catch (error) {
      if (stored && isApiError(error, 409) && error.code === PRODUCT_CHANGED) {
        await showCurrent(stored.id, error);
        return;
      }
      toastSaveError(error, {
        scope: 'CREATE_PRODUCT',
        invalid: 'Nieprawidłowe dane produktu',
        failed: creating
          ? 'Nie udało się utworzyć produktu. Spróbuj ponownie.'
          : 'Nie udało się zaktualizować produktu. Spróbuj ponownie.',
      });
    }
  });

  /**
   * The product changed since the form read it (a piece sold, another save): the form shows
   * what is stored now, so staff redo their change on it instead of overwriting the sale.
   */
  async function showCurrent(id: number, conflict: ApiError) {
    try {
      const current = await queryClient.fetchQuery(staffProductQuery(id));
      form.reset(productFormValues(current));
      setStored({ id, version: current.version ?? '' });
      setImages(current.images);
      setSafetyDocument(current.safety?.document ?? null);
      setWithdrawnAt(current.withdrawnAt ?? null);
      toast({
        title: 'Produkt zmienił się w międzyczasie',
        description:
          'Ktoś kupił sztukę albo zapisał zmiany, odkąd otwarto formularz. Formularz pokazuje teraz aktualne dane: wprowadź swoje zmiany ponownie i zapisz.',
        variant: 'destructive',
      });
    } catch {
      toast({ title: 'Błąd', description: conflict.message, variant: 'destructive' });
    }
  }

  /**
   * A withdrawal or restore answered: the form carries on from the new version only if it held
   * the one just before, else its next save is refused as usual and shows what changed.
   */
  function withdrawalChanged(answer: ProductWithdrawal) {
    setWithdrawnAt(answer.withdrawnAt);
    setStored((current) =>
      current?.id === answer.id && current.version === answer.previousVersion
        ? { id: answer.id, version: answer.version }
        : current,
    );
  }

  function startAnother() {
    setStored(null);
    setImages([]);
    setSafetyDocument(null);
    setWithdrawnAt(null);
    form.reset(productFormDefaults);
    window.scrollTo({ top: 0 });
  }

  const error = (name: keyof ProductFormValues) => errors[name]?.message;

  return (
    <div className="grid gap-6">
      {createdId !== null && (
        <Alert tone="success">
          <span>Dodano produkt z ID: {createdId}</span>{' '}
          <span className="inline-flex flex-wrap gap-x-3">
            <Link to={paths.product(createdId)} className="underline underline-offset-2">
              Zobacz produkt
            </Link>
            <button type="button" onClick={startAnother} className="underline underline-offset-2">
              Dodaj kolejny produkt
            </button>
          </span>
        </Alert>
      )}

      {productId !== null && withdrawnAt !== null && (
        <Alert tone="info">
          <Badge tone="warning" className="mr-2">
            Wycofany
          </Badge>
          Produkt jest wycofany ze sprzedaży od {formatDateTime(withdrawnAt)}: klienci widzą go jako
          niedostępny i nie mogą go kupić.
        </Alert>
      )}

      <Card>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid items-start gap-5 sm:grid-cols-2">
            <FormField
              label="Kolekcja"
              error={error('dropId')}
              className="sm:col-span-2"
              hint={drops.isPending ? 'Ładowanie kolekcji...' : undefined}
            >
              <NativeSelect {...form.register('dropId')}>
                <option value="0">Wybierz kolekcję</option>
                {dropOptions.map((drop) => (
                  <option key={drop.id} value={String(drop.id)}>
                    {drop.id} - {drop.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Nazwa" error={error('name')} className="sm:col-span-2">
              <Input autoComplete="off" {...form.register('name')} />
            </FormField>
            <FormField label="Opis" error={error('description')} className="sm:col-span-2">
              <Textarea rows={5} {...form.register('description')} />
            </FormField>

            <FormField label="Typ ceny" error={error('priceType')}>
              <NativeSelect {...form.register('priceType')}>
                {PRICE_TYPE_ORDER.map((type) => (
                  <option key={type} value={type}>
                    {priceTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label="Cena rynkowa (PLN)"
              error={error('msrp')}
              hint="Od niej liczone są ceny dynamiczne."
            >
              <MoneyInput {...form.register('msrp')} />
            </FormField>
            <FormField label="Cena (PLN)" error={error('price')} hint="Tylko dla ceny statycznej.">
              <MoneyInput disabled={priceType !== 'STATIC'} {...form.register('price')} />
            </FormField>
            <FormField label="Cena zakupu (PLN)" error={error('purchasePrice')}>
              <MoneyInput {...form.register('purchasePrice')} />
            </FormField>
            <FormField label="Stan magazynowy" error={error('stock')}>
              <Input
                type="number"
                inputMode="numeric"
                min={product ? 0 : 1}
                step={1}
                {...form.register('stock')}
              />
            </FormField>
            <FormField label="Kategoria" error={error('category')}>
              <NativeSelect {...form.register('category')}>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabels[category]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Stan produktu" error={error('condition')}>
              <NativeSelect {...form.register('condition')}>
                {CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {conditionLabels[condition]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label="Link do źródła (opcjonalnie)"
              error={error('sourceUrl')}
              className="sm:col-span-2"
            >
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                {...form.register('sourceUrl')}
              />
            </FormField>

            <ProductSafetyFields form={form} />

            <div className="flex justify-end border-t border-slate-100 pt-5 sm:col-span-2">
              <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
                {productId === null ? 'Utwórz produkt' : 'Zapisz zmiany'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <ProductImages
            key={productId ?? 'new'}
            productId={productId}
            images={images}
            onImagesChange={setImages}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <ProductSafetyDocument
            key={productId ?? 'new'}
            productId={productId}
            attached={safetyDocument}
            onAttachedChange={setSafetyDocument}
          />
        </CardContent>
      </Card>

      {productId !== null && (
        <Card>
          <CardContent>
            <ProductWithdrawalSection
              key={productId}
              productId={productId}
              withdrawnAt={withdrawnAt}
              recalled={recalled}
              onChange={withdrawalChanged}
            />
          </CardContent>
        </Card>
      )}

      {productId !== null && (
        <Card>
          <CardContent>
            <ProductRecallSection
              key={productId}
              productId={productId}
              recall={product?.recall ?? null}
              onRecalled={(at) => {
                setRecalled(true);
                setWithdrawnAt((current) => current ?? at);
              }}
            />
          </CardContent>
        </Card>
      )}

      {productId !== null && (
        <Card>
          <CardContent>
            <ProductDelete key={productId} productId={productId} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
