// The staff screens: one home for their names, descriptions, scopes and icons, read by the hub's
// tiles and by the staff panel's navigation (each shows only what the person's scopes allow).
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
import { paths } from '@/lib/paths.ts';

export const staffGroups = {
  catalogue: 'Katalog',
  sales: 'Sprzedaż',
  accounts: 'Księgowość',
  people: 'Ludzie i historia',
} as const;

export interface StaffScreen {
  label: string;
  group: keyof typeof staffGroups;
  description: string;
  to: string;
  scope: Scope;
  icon: LucideIcon;
}

export const staffScreens: readonly StaffScreen[] = [
  {
    label: 'Nowy Drop',
    group: 'catalogue',
    description: 'Utwórz kolekcję z datą i godziną startu.',
    to: paths.adminCreateDrop,
    scope: 'CREATE_DROP',
    icon: Rocket,
  },
  {
    label: 'Edytuj Kolekcje',
    group: 'catalogue',
    description: 'Popraw dane kolekcji albo usuń pustą kolekcję.',
    to: paths.adminDrops,
    scope: 'CREATE_DROP',
    icon: Layers,
  },
  {
    label: 'Nowy Produkt',
    group: 'catalogue',
    description: 'Dodaj produkt do kolekcji i prześlij zdjęcia.',
    to: paths.adminCreateProduct,
    scope: 'CREATE_PRODUCT',
    icon: PackagePlus,
  },
  {
    label: 'Edytuj Produkt',
    group: 'catalogue',
    description: 'Otwórz produkt po numerze ID i popraw jego dane.',
    to: paths.adminEditProductById,
    scope: 'CREATE_PRODUCT',
    icon: PencilLine,
  },
  {
    label: 'Import produktów',
    group: 'catalogue',
    description: 'Wiele produktów naraz z arkusza CSV lub XLSX, ze zdjęciami.',
    to: paths.adminImportProducts,
    scope: 'CREATE_PRODUCT',
    icon: FileSpreadsheet,
  },
  {
    label: 'Producenci',
    group: 'catalogue',
    description: 'Rejestr producentów i ich adresów, pokazywanych przy produktach (GPSR).',
    to: paths.adminManufacturers,
    scope: 'CREATE_PRODUCT',
    icon: Factory,
  },
  {
    label: 'Zarządzaj Kuponami',
    group: 'sales',
    description: 'Lista kuponów z limitami i datami ważności.',
    to: paths.adminCoupons,
    scope: 'MANAGE_COUPONS',
    icon: TicketPercent,
  },
  {
    label: 'Nowy Kupon',
    group: 'sales',
    description: 'Utwórz kod rabatowy lub darmową wysyłkę.',
    to: paths.adminCreateCoupon,
    scope: 'MANAGE_COUPONS',
    icon: TicketPlus,
  },
  {
    label: 'Zamówienia',
    group: 'sales',
    description: 'Wszystkie zamówienia, statusy i paragony.',
    to: paths.adminOrders,
    scope: 'READ_ORDERS',
    icon: ClipboardList,
  },
  {
    label: 'KSeF',
    group: 'accounts',
    description: 'Faktury odrzucone przez KSeF albo czekające na niego.',
    to: paths.adminKsef,
    scope: 'READ_ORDERS',
    icon: FileCheck2,
  },
  {
    label: 'Eksport',
    group: 'accounts',
    description: 'Zamówienia, faktury, zwroty i reklamacje z wybranych dni w CSV dla księgowości.',
    to: paths.adminExports,
    scope: 'READ_ORDERS',
    icon: FileDown,
  },
  {
    label: 'Historia zmian',
    group: 'people',
    description: 'Kto, kiedy i skąd zmienił ceny, stany, statusy i zwroty pieniędzy.',
    to: paths.adminAudit,
    scope: 'READ_ORDERS',
    icon: History,
  },
  {
    label: 'Zwroty i reklamacje',
    group: 'sales',
    description: 'Odstąpienia od umowy i reklamacje: terminy, decyzje, zwroty.',
    to: paths.adminReturns,
    scope: 'MANAGE_RETURNS',
    icon: Undo2,
  },
  {
    label: 'Klienci',
    group: 'people',
    description: 'Wyszukaj klienta: jego zamówienia, kupony i zgody; zablokuj konto.',
    to: paths.adminCustomers,
    scope: 'READ_CUSTOMERS',
    icon: UserSearch,
  },
  {
    label: 'Pracownicy',
    group: 'people',
    description: 'Zaproś pracowników, zmień ich uprawnienia albo wyłącz konto.',
    to: paths.adminStaff,
    scope: 'MANAGE_STAFF',
    icon: Users,
  },
];
