// /admin/create-collection (CREATE_DROP): a new drop with its start time; a link to the list
// where drops are edited.
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { DropForm } from '../components/drop-form.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

export default function CreateDropPage() {
  return (
    <StaffPage
      title="Nowa kolekcja"
      description="Utwórz kolekcję z datą i godziną startu. Produkty dodasz do niej w formularzu nowego produktu."
      actions={
        <Link
          to={paths.adminDrops}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0"
        >
          Wszystkie kolekcje
        </Link>
      }
    >
      <DropForm />
    </StaffPage>
  );
}
