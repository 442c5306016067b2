// /admin/create-collection (CREATE_DROP): a new drop with its start time.
import { DropForm } from '../components/drop-form.tsx';
import { StaffPage } from '../components/staff-page.tsx';

export default function CreateDropPage() {
  return (
    <StaffPage
      title="Nowa kolekcja"
      description="Utwórz kolekcję z datą i godziną startu. Produkty dodasz do niej w formularzu nowego produktu."
    >
      <DropForm />
    </StaffPage>
  );
}
