// /admin/create-product and /admin/edit-product/{id} (CREATE_PRODUCT): 'Nowy Produkt', or
// 'Edytuj Produkt' when the route has an id or the new product has been saved; a spinner while
// the product loads.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';
import { staffProductQuery } from '../api/staff-product.ts';
import { ProductForm } from '../components/product-form.tsx';
import { AuditTrail } from '@/entities/audit/audit-trail.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

function parseId(param: string | undefined): number | null {
  if (param === undefined) return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : NaN;
}

export default function ProductFormPage() {
  const id = parseId(useParams().id);
  return id === null ? <NewProduct /> : <EditProduct id={id} />;
}

/** 'Nowy Produkt' until it is saved; then the same form edits it, and the title says so. */
function NewProduct() {
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  return (
    <StaffPage
      title={created ? 'Edytuj Produkt' : 'Nowy Produkt'}
      description={
        created
          ? `Produkt ID ${created.id}: ${created.name}`
          : 'Dodaj produkt do kolekcji, potem prześlij jego zdjęcia.'
      }
    >
      <ProductForm product={null} onCreated={setCreated} />
    </StaffPage>
  );
}

function EditProduct({ id }: { id: number }) {
  const valid = !Number.isNaN(id);
  const product = useQuery({ ...staffProductQuery(valid ? id : 0), enabled: valid });
  const failed = product.isError && !isApiError(product.error, 404);

  useEffect(() => {
    if (failed) {
      console.error('Product load failed', product.error);
      toast({
        title: 'Błąd',
        description: 'Nie udało się pobrać danych produktu.',
        variant: 'destructive',
      });
    }
  }, [failed, product.error]);

  return (
    <StaffPage
      title="Edytuj Produkt"
      description={product.data ? `Produkt ID ${product.data.id}: ${product.data.name}` : undefined}
    >
      {product.data ? (
        <div className="grid gap-8">
          <ProductForm key={product.data.id} product={product.data} />
          <section aria-labelledby="product-trail-heading" className="grid gap-3">
            <h2 id="product-trail-heading" className="text-lg font-semibold text-slate-900">
              Historia zmian
            </h2>
            <AuditTrail filter={{ entity: 'product', id: String(product.data.id) }} count={10} />
          </section>
        </div>
      ) : product.isLoading ? (
        <PageSpinner />
      ) : (
        <EmptyState
          icon={PackageSearch}
          title={failed ? 'Nie udało się pobrać danych produktu.' : 'Nie znaleziono produktu'}
          description={valid ? `Produkt o ID ${id}` : 'Nieprawidłowy numer ID produktu'}
        />
      )}
    </StaffPage>
  );
}
