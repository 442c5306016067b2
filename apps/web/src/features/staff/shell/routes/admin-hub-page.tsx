// /admin: the staff hub, one button per task the user's scopes allow.
import { Link } from 'react-router';
import {
  ClipboardList,
  Factory,
  FileCheck2,
  FileDown,
  FileSpreadsheet,
  History,
  Layers,
  PackagePlus,
  PencilLine,
  Rocket,
  TicketPercent,
  TicketPlus,
  Undo2,
  Users,
  UserSearch,
  type LucideIcon,
} from 'lucide-react';
import type { Scope } from '@shop/shared/scopes';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';

interface HubAction {
  label: string;
  description: string;
  to: string;
  scope: Scope;
  icon: LucideIcon;
}

const actions: readonly HubAction[] = [
  {
    label: 'Nowy Drop',
    description: 'Utwórz kolekcję z datą i godziną startu.',
    to: paths.adminCreateDrop,
    scope: 'CREATE_DROP',
    icon: Rocket,
  },
  {
    label: 'Edytuj Kolekcje',
    description: 'Popraw dane kolekcji albo usuń pustą kolekcję.',
    to: paths.adminDrops,
    scope: 'CREATE_DROP',
    icon: Layers,
  },
  {
    label: 'Nowy Produkt',
    description: 'Dodaj produkt do kolekcji i prześlij zdjęcia.',
    to: paths.adminCreateProduct,
    scope: 'CREATE_PRODUCT',
    icon: PackagePlus,
  },
  {
    label: 'Edytuj Produkt',
    description: 'Otwórz produkt po numerze ID i popraw jego dane.',
    to: paths.adminEditProductById,
    scope: 'CREATE_PRODUCT',
    icon: PencilLine,
  },
  {
    label: 'Import produktów',
    description: 'Wiele produktów naraz z arkusza CSV lub XLSX, ze zdjęciami.',
    to: paths.adminImportProducts,
    scope: 'CREATE_PRODUCT',
    icon: FileSpreadsheet,
  },
  {
    label: 'Producenci',
    description: 'Rejestr producentów i ich adresów, pokazywanych przy produktach (GPSR).',
    to: paths.adminManufacturers,
    scope: 'CREATE_PRODUCT',
    icon: Factory,
  },
  {
    label: 'Zarządzaj Kuponami',
    description: 'Lista kuponów z limitami i datami ważności.',
    to: paths.adminCoupons,
    scope: 'MANAGE_COUPONS',
    icon: TicketPercent,
  },
  {
    label: 'Nowy Kupon',
    description: 'Utwórz kod rabatowy lub darmową wysyłkę.',
    to: paths.adminCreateCoupon,
    scope: 'MANAGE_COUPONS',
    icon: TicketPlus,
  },
  {
    label: 'Zamówienia',
    description: 'Wszystkie zamówienia, statusy i paragony.',
    to: paths.adminOrders,
    scope: 'READ_ORDERS',
    icon: ClipboardList,
  },
  {
    label: 'KSeF',
    description: 'Faktury odrzucone przez KSeF albo czekające na niego.',
    to: paths.adminKsef,
    scope: 'READ_ORDERS',
    icon: FileCheck2,
  },
  {
    label: 'Eksport',
    description: 'Zamówienia, faktury, zwroty i reklamacje z wybranych dni w CSV dla księgowości.',
    to: paths.adminExports,
    scope: 'READ_ORDERS',
    icon: FileDown,
  },
  {
    label: 'Historia zmian',
    description: 'Kto, kiedy i skąd zmienił ceny, stany, statusy i zwroty pieniędzy.',
    to: paths.adminAudit,
    scope: 'READ_ORDERS',
    icon: History,
  },
  {
    label: 'Zwroty i reklamacje',
    description: 'Odstąpienia od umowy i reklamacje: terminy, decyzje, zwroty.',
    to: paths.adminReturns,
    scope: 'MANAGE_RETURNS',
    icon: Undo2,
  },
  {
    label: 'Klienci',
    description: 'Wyszukaj klienta: jego zamówienia, kupony i zgody; zablokuj konto.',
    to: paths.adminCustomers,
    scope: 'READ_CUSTOMERS',
    icon: UserSearch,
  },
  {
    label: 'Pracownicy',
    description: 'Zaproś pracowników, zmień ich uprawnienia albo wyłącz konto.',
    to: paths.adminStaff,
    scope: 'MANAGE_STAFF',
    icon: Users,
  },
];

export default function AdminHubPage() {
  const auth = useAuth();
  const allowed = actions.filter((action) => auth.hasScope(action.scope));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Panel administracyjny')}</title>
      <PageHeader
        title="Panel administracyjny"
        description="Wybierz, czym chcesz się zająć. Widzisz tylko zadania, do których masz uprawnienia."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {allowed.map(({ label, description, to, icon: Icon }) => {
          const id = `admin-action-${to.replace(/\W+/g, '-')}`;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid gap-1">
                  <span id={`${id}-label`} className="font-semibold text-slate-900">
                    {label}
                  </span>
                  <span id={`${id}-description`} className="text-sm text-slate-600">
                    {description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
