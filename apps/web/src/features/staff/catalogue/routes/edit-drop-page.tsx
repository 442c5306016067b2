// /admin/edit-collection/{id} (CREATE_DROP): "Kolekcja" is the drop form filled with a drop, and
// its unsold pieces to move into a new drop once it withdrew them; "Wyniki" is how it did. A
// spinner while it loads, a clear text when there is no such drop.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Layers } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { useStaffDrop } from '../api/get-staff-drops.ts';
import { DropForm } from '../components/drop-form.tsx';
import { DropProducts } from '../components/drop-products.tsx';
import { DropRedrop } from '../components/drop-redrop.tsx';
import { DropResults } from '../components/drop-results.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

function parseId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function EditDropPage() {
  const id = parseId(useParams().id);
  const drop = useStaffDrop(id);
  const auth = useAuth();
  const failed = drop.isError && !isApiError(drop.error, 404);

  useEffect(() => {
    if (failed) {
      console.error('Drop load failed', drop.error);
      toast({
        title: 'Błąd',
        description: 'Nie udało się pobrać danych kolekcji.',
        variant: 'destructive',
      });
    }
  }, [failed, drop.error]);

  return (
    <StaffPage
      title="Edytuj kolekcję"
      description={drop.data ? `Kolekcja ID ${drop.data.id}: ${drop.data.name}` : undefined}
      actions={
        <Link
          to={paths.adminDrops}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0"
        >
          Wszystkie kolekcje
        </Link>
      }
    >
      {drop.data ? (
        <Tabs defaultValue="drop">
          <TabsList>
            <TabsTrigger value="drop">Kolekcja</TabsTrigger>
            <TabsTrigger value="results">Wyniki</TabsTrigger>
          </TabsList>
          <TabsContent value="drop" className="grid gap-6">
            <DropForm key={drop.data.id} drop={drop.data} />
            {auth.hasScope('CREATE_PRODUCT') && <DropProducts dropId={drop.data.id} />}
            {auth.hasScope('CREATE_PRODUCT') && <DropRedrop dropId={drop.data.id} />}
          </TabsContent>
          <TabsContent value="results">
            <DropResults dropId={drop.data.id} />
          </TabsContent>
        </Tabs>
      ) : drop.isLoading ? (
        <PageSpinner />
      ) : (
        <EmptyState
          icon={Layers}
          title={failed ? 'Nie udało się pobrać danych kolekcji.' : 'Nie znaleziono kolekcji'}
          description={id === null ? 'Nieprawidłowy numer ID kolekcji' : `Kolekcja o ID ${id}`}
        />
      )}
    </StaffPage>
  );
}
