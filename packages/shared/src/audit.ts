// The audit trail (docs/audit.md): who changed what, when and from where, with the values before
// and after. GET /api/admin/audit answers its entries; the "Historia zmian" page and the product
// and order panes show them.
import { z } from 'zod';
import {
  categoryLabels,
  conditionLabels,
  discountTypeLabels,
  orderStatusLabels,
  priceTypeLabels,
} from './enums.ts';
import { ksefStateLabels } from './after-sale-labels.ts';
import { exportKindLabels } from './exports.ts';
import { formatPrice } from './money.ts';
import { returnStatusLabels } from './returns.ts';
import { scopeLabels } from './scopes.ts';
import { isoDateTime } from './http.ts';
import { formatDateTime } from './warsaw-time.ts';

export const AUDIT_ENTITIES = [
  'product',
  'drop',
  'coupon',
  'order',
  'return',
  'staff',
  'customer',
  'manufacturer',
  'invoice',
  'export',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const auditEntityLabels: Record<AuditEntity, string> = {
  product: 'Produkt',
  drop: 'Kolekcja',
  coupon: 'Kupon',
  order: 'Zamówienie',
  return: 'Zwrot lub reklamacja',
  staff: 'Pracownik',
  customer: 'Klient',
  manufacturer: 'Producent',
  invoice: 'Faktura',
  export: 'Eksport danych',
};

/** What an action did, in Polish (unknown actions show as they are). */
export const auditActionLabels: Record<string, string> = {
  'product.create': 'Utworzenie produktu',
  'product.update': 'Zmiana produktu',
  'product.import': 'Import produktu',
  'product.withdraw': 'Wycofanie ze sprzedaży',
  'product.restore': 'Przywrócenie do sprzedaży',
  'product.recall': 'Wycofanie z rynku (zagrożenie)',
  'product.delete': 'Usunięcie produktu',
  'product.redrop': 'Przeniesienie do nowej kolekcji',
  'product.picture.add': 'Dodanie zdjęcia',
  'product.picture.remove': 'Usunięcie zdjęcia',
  'product.picture.order': 'Zmiana kolejności zdjęć',
  'product.document.attach': 'Dołączenie dokumentu bezpieczeństwa',
  'product.document.remove': 'Usunięcie dokumentu bezpieczeństwa',
  'manufacturer.create': 'Dodanie producenta',
  'manufacturer.update': 'Zmiana producenta',
  'invoice.ksef-resend': 'Ponowna wysyłka do KSeF',
  'export.download': 'Pobranie eksportu',
  'drop.create': 'Utworzenie kolekcji',
  'drop.update': 'Zmiana kolekcji',
  'drop.delete': 'Usunięcie kolekcji',
  'coupon.create': 'Utworzenie kuponu',
  'coupon.deactivate': 'Wyłączenie kuponu',
  'order.status': 'Zmiana statusu zamówienia',
  'order.parcel': 'Nadanie przesyłki',
  'order.receipt': 'Paragon',
  'return.received': 'Towar ze zwrotu otrzymany',
  'return.accept': 'Przyjęcie zwrotu lub reklamacji',
  'return.reject': 'Odrzucenie zwrotu lub reklamacji',
  'refund.create': 'Zlecenie zwrotu pieniędzy',
  'staff.invite': 'Zaproszenie pracownika',
  'staff.invite-resend': 'Ponowne zaproszenie pracownika',
  'staff.scopes': 'Zmiana uprawnień',
  'staff.deactivate': 'Wyłączenie konta pracownika',
  'staff.passkey-required': 'Logowanie do panelu kluczem dostępu',
  'staff.create': 'Utworzenie konta pracownika (serwer)',
  'staff.ensure': 'Konto pracownika ustawione przez serwer',
  'customer.block': 'Zablokowanie klienta',
  'customer.unblock': 'Odblokowanie klienta',
};

/** One field's change; money in grosze. */
export const auditChangeSchema = z.object({
  field: z.string(),
  old: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  new: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  staffEmail: z.string(),
  clientAddress: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  /**
   * What the entry is about, by name (a product's or drop's name, a staff member's e-mail, an
   * export's kind); absent when there is nothing more telling than its number (an order).
   */
  entityName: z.string().optional(),
  action: z.string(),
  changes: z.array(auditChangeSchema),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Where the next page starts (the last id shown), null at the end. */
  before: z.number().int().nullable(),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Nieprawidłowa data (RRRR-MM-DD)')
  .optional();

export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: 'Nieznany rodzaj wpisu' }).optional(),
  id: z.string().trim().max(40, 'Nieprawidłowy identyfikator').optional(),
  /** A staff member's e-mail, or part of it. */
  staff: z.string().trim().max(254).optional(),
  from: day,
  to: day,
  /** Entries older than this id (the page before's `before`). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  count: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Field names as the trail shows them. */
export const auditFieldLabels: Record<string, string> = {
  name: 'Nazwa',
  description: 'Opis',
  msrp: 'Cena rynkowa',
  price: 'Cena',
  purchasePrice: 'Cena zakupu',
  stock: 'Stan magazynowy',
  priceType: 'Typ ceny',
  category: 'Kategoria',
  condition: 'Stan produktu',
  dropId: 'Kolekcja',
  recalledAt: 'Wycofany z rynku',
  status: 'Status',
  parcel: 'Przesyłka',
  receiptId: 'Paragon',
  shortDescription: 'Krótki opis',
  categories: 'Kategorie',
  dropTime: 'Start',
  lobby: 'Kolejka przy otwarciu',
  code: 'Kod',
  discountType: 'Rodzaj rabatu',
  discountValue: 'Wartość rabatu',
  usageLimit: 'Limit użyć',
  minimumOrderPrice: 'Minimalna wartość zamówienia',
  minimumProductPrice: 'Minimalna cena produktu',
  validFrom: 'Ważny od',
  validUntil: 'Ważny do',
  amount: 'Kwota',
  withdrawnAt: 'Wycofany',
  blockedAt: 'Zablokowany',
  deactivatedAt: 'Wyłączony',
  scopes: 'Uprawnienia',
  sku: 'SKU',
  sourceUrl: 'Źródło (URL)',
  manufacturerId: 'Producent',
  model: 'Model',
  gtin: 'EAN',
  serialNumber: 'Numer seryjny',
  safetyInformation: 'Ostrzeżenia i bezpieczeństwo',
  inspectionNotes: 'Opis kontroli',
  placedBeforeGpsr: 'Wprowadzony przed GPSR',
  owner: 'Właściciel',
  passkeyRequired: 'Wymagany klucz dostępu',
  picture: 'Zdjęcie',
  pictures: 'Kolejność zdjęć',
  document: 'Dokument bezpieczeństwa (PDF)',
  postalAddress: 'Adres pocztowy',
  email: 'E-mail',
  website: 'Strona internetowa',
  outsideEu: 'Spoza UE',
  euResponsibleName: 'Podmiot odpowiedzialny w UE',
  euResponsibleAddress: 'Adres podmiotu odpowiedzialnego',
  euResponsibleEmail: 'E-mail podmiotu odpowiedzialnego',
  ksef: 'KSeF',
  from: 'Od dnia',
  to: 'Do dnia',
};

/**
 * The fields whose values are ids of other rows: the server writes the row's name in their place
 * when it answers (flows/audit), so the trail never shows a bare number.
 */
export const AUDIT_REFERENCE_FIELDS = ['dropId', 'manufacturerId'] as const;

/** Coded values by field: the trail shows their Polish labels, never the codes. */
const codedValues: Record<string, Record<string, string>> = {
  priceType: priceTypeLabels,
  category: categoryLabels,
  categories: categoryLabels,
  condition: conditionLabels,
  status: { ...returnStatusLabels, ...orderStatusLabels },
  discountType: discountTypeLabels,
  scopes: scopeLabels,
  ksef: ksefStateLabels,
};
/** Fields that hold several codes, written „A, B”. */
const LISTS = new Set(['categories', 'scopes']);

/** A value as the trail shows it: the Polish label of a coded one (category, status, …). */
export function auditValueLabel(field: string, value: string): string {
  const labels = codedValues[field];
  if (!labels) return value;
  if (LISTS.has(field)) {
    return value
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== '')
      .map((code) => labels[code] ?? code)
      .join(', ');
  }
  return labels[value] ?? value;
}

const MONEY_FIELDS = new Set([
  'msrp',
  'price',
  'purchasePrice',
  'amount',
  'minimumOrderPrice',
  'minimumProductPrice',
]);
/** A moment the trail keeps (dropTime, validUntil, …): shown as Warsaw time. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One value of a change as a person reads it: money as money, times as Warsaw's, codes as labels. */
export function auditValueText(field: string, value: AuditChange['old']): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatPrice(value);
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'string' && MOMENT.test(value)) return formatDateTime(value);
  const text = auditValueLabel(field, String(value));
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** An export's kind (the entry's id) as staff read it. */
export const auditExportLabel = (kind: string) =>
  exportKindLabels[kind as keyof typeof exportKindLabels] ?? kind;
