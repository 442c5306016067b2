// /admin/create-collection (CREATE_DROP): a new collection with its start time.
import { CollectionForm } from '../components/collection-form.tsx';
import { StaffPage } from '../components/staff-page.tsx';

export default function CreateCollectionPage() {
  return (
    <StaffPage
      title="Nowa kolekcja"
      description="Utwórz kolekcję z datą i godziną startu. Produkty dodasz do niej w formularzu nowego produktu."
    >
      <CollectionForm />
    </StaffPage>
  );
}
