// How the shop names an order's parcel, refunds and invoices in Polish, for shoppers, staff and
// e-mails alike: InPost's (ShipX) parcel statuses, parcel sizes, refund states and reasons.
import type { ShippingMethod } from './enums.ts';
import { formatDeduction, formatPrice } from './money.ts';
import { AUTOMATIC_REFUND_REASONS } from './orders.ts';
import type {
  AutomaticRefundReason,
  InvoiceKsef,
  OrderInvoice,
  OrderRefund,
  ParcelSize,
  ShipmentService,
} from './orders.ts';

/** ShipX statuses (docs/shipments.md) as a shopper reads them; HANDED_OVER: entered by hand. */
const shipmentStatusLabels: Record<string, string> = {
  HANDED_OVER: 'Nadana u przewoźnika',
  created: 'Utworzona',
  offers_prepared: 'Utworzona',
  offer_selected: 'Utworzona',
  confirmed: 'Potwierdzona — etykieta gotowa',
  dispatched_by_sender: 'Nadana w punkcie InPost',
  dispatched_by_sender_to_pok: 'Nadana w punkcie InPost',
  collected_from_sender: 'Odebrana przez kuriera',
  taken_by_courier: 'Odebrana przez kuriera',
  taken_by_courier_from_pok: 'Odebrana przez kuriera',
  adopted_at_source_branch: 'Przyjęta w oddziale InPost',
  sent_from_source_branch: 'W drodze',
  adopted_at_sorting_center: 'W sortowni',
  sent_from_sorting_center: 'W drodze',
  adopted_at_target_branch: 'W oddziale docelowym',
  out_for_delivery: 'W doręczeniu',
  out_for_delivery_to_address: 'W doręczeniu',
  ready_to_pickup: 'Czeka w paczkomacie',
  ready_to_pickup_from_pok: 'Czeka w punkcie odbioru',
  pickup_reminder_sent: 'Czeka w paczkomacie',
  delay_in_delivery: 'Opóźnienie w doręczeniu',
  delivered: 'Dostarczona',
  pickup_time_expired: 'Upłynął czas na odbiór',
  avizo: 'Awizo — nieudana próba doręczenia',
  undelivered: 'Nie doręczono',
  rejected_by_receiver: 'Odmowa przyjęcia',
  claimed: 'Reklamacja w toku',
  returned_to_sender: 'Zwrócona do nadawcy',
  canceled: 'Anulowana',
  other: 'Inny status InPost',
};

/** The Polish name of a ShipX status; one InPost adds later is shown as it comes. */
export function shipmentStatusLabel(status: string): string {
  return Object.hasOwn(shipmentStatusLabels, status) ? shipmentStatusLabels[status]! : status;
}

/** Locker parcels are templates A/B/C; courier parcels the matching boxes. */
export const parcelSizeLabels: Record<ShipmentService, Record<ParcelSize, string>> = {
  inpost_locker_standard: { small: 'Gabaryt A', medium: 'Gabaryt B', large: 'Gabaryt C' },
  inpost_courier_standard: {
    small: 'Mała paczka',
    medium: 'Średnia paczka',
    large: 'Duża paczka',
  },
};

/** The largest parcel each locker template takes (InPost's sizes, in cm). */
export const lockerSizeHints: Record<ParcelSize, string> = {
  small: 'do 8 × 38 × 64 cm',
  medium: 'do 19 × 38 × 64 cm',
  large: 'do 41 × 38 × 64 cm',
};

/** The ShipX service an order's shipping method goes by. */
export const shipmentServiceOf = (method: ShippingMethod): ShipmentService =>
  method === 'INPOST_PARCEL_LOCKER' ? 'inpost_locker_standard' : 'inpost_courier_standard';

export const shipmentServiceLabels: Record<ShipmentService, string> = {
  inpost_locker_standard: 'Paczkomat InPost',
  inpost_courier_standard: 'Kurier InPost',
};

export const refundStatusLabels: Record<OrderRefund['status'], string> = {
  PENDING: 'W toku',
  COMPLETED: 'Zwrócono',
  REJECTED: 'Odrzucono',
};

export const refundReasonLabels: Record<OrderRefund['reason'], string> = {
  LATE_PAYMENT: 'Płatność po sprzedaży produktu',
  DOUBLE_PAYMENT: 'Podwójna płatność',
  // Ordered by the shop: by staff, or for a customer's withdrawal or complaint (the note says).
  STAFF: 'Zwrot zlecony przez sklep',
  PRICE_REDUCTION: 'Obniżenie ceny (reklamacja)',
};

export const invoiceKindLabels: Record<OrderInvoice['kind'], string> = {
  INVOICE: 'Faktura VAT',
  CORRECTION: 'Faktura korygująca',
};

/** An invoice's gross amount: "289,40 zł", or "−189,50 zł" for a correction giving money back. */
export const invoiceGrossText = (invoice: Pick<OrderInvoice, 'gross'>) =>
  invoice.gross < 0 ? formatDeduction(-invoice.gross) : formatPrice(invoice.gross);

/** Why the shop gave money back by itself, as the first sentence of the order's notice. */
export const automaticRefundCauses: Record<AutomaticRefundReason, string> = {
  // The order was cancelled (by staff, or its reservation ended and the pieces were sold).
  LATE_PAYMENT: 'Płatność dotarła po anulowaniu zamówienia.',
  DOUBLE_PAYMENT: 'Zamówienie zostało opłacone dwa razy.',
};

/** The latest refund the shop made by itself (a late or double payment), if any. */
export function automaticRefundOf<T extends Pick<OrderRefund, 'reason'>>(
  refunds: readonly T[],
): (T & { reason: keyof typeof automaticRefundCauses }) | null {
  const found = refunds.findLast((refund) =>
    (AUTOMATIC_REFUND_REASONS as readonly string[]).includes(refund.reason),
  );
  return (found as (T & { reason: keyof typeof automaticRefundCauses }) | undefined) ?? null;
}

/** "123,45 zł — w toku". */
export const refundSummary = (refund: Pick<OrderRefund, 'amount' | 'status'>) =>
  `${formatPrice(refund.amount)} — ${refundStatusLabels[refund.status].toLowerCase()}`;

/** Where a document stands in KSeF, as staff read it (docs/invoices.md, "KSeF"). */
export const ksefStateLabels: Record<NonNullable<OrderInvoice['ksef']>['state'], string> = {
  QUEUED: 'czeka na wysłanie do KSeF',
  SENDING: 'wysyłana do KSeF',
  SENT: 'wysłana do KSeF, czeka na numer',
  ACCEPTED: 'przyjęta w KSeF',
  REFUSED: 'odrzucona przez KSeF',
  EXEMPT: 'nie wysyłana do KSeF (zwolnienie do 2027 r.)',
};

/**
 * An offline document as staff read it, on `today` (YYYY-MM-DD, Warsaw): „wystawiona offline,
 * do KSeF do 30.11.2026”, or late once that day has passed without KSeF's number; null for one
 * issued online.
 */
export function ksefOfflineNote(
  ksef: InvoiceKsef,
  today: string,
): { text: string; late: boolean } | null {
  if (!ksef.offline) return null;
  if (ksef.state === 'ACCEPTED') return { text: 'wystawiona offline', late: false };
  const day = ksef.offline.sendBy.split('-').reverse().join('.');
  return today > ksef.offline.sendBy
    ? { text: `wystawiona offline, termin przesłania do KSeF minął ${day}`, late: true }
    : { text: `wystawiona offline, do KSeF do ${day}`, late: false };
}
