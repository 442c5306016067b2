// The body of a ShipX create for one order's parcel (docs/shipments.md "What the shop sends"):
// receiver from the order, sender from the operator's details, a locker template or the
// courier box of the chosen size; and for a complaint's collection, the other way round.
import type { ParcelSize } from '@shop/shared/orders';
import type { ShipmentService } from '../../db/schema/shipments.ts';

export interface ParcelAddress {
  street: string;
  city: string;
  postalCode: string;
}

/** What the orders module knows of the parcel it asks for. */
export interface ParcelOrder {
  orderId: number;
  service: ShipmentService;
  parcelSize: ParcelSize;
  /** The locker of a locker parcel. */
  targetPoint: string | null;
  receiver: {
    /** As on the order's address: "Jan Kowalski". */
    name: string;
    email: string;
    /** As stored with the account: +48XXXXXXXXX; null when the account has none. */
    phone: string | null;
    address: ParcelAddress;
  };
}

/** The operator as the sender; null: ShipX uses the organisation's own details. */
export interface ParcelSender {
  name: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
}

/**
 * Courier boxes for the sizes staff pick: the locker compartments' inner sizes (A 8, B 19,
 * C 41 × 38 × 64 cm) so one choice means the same box for both services, and a declared
 * weight each size stays under (5, 10, 25 kg; 25 kg is the locker limit).
 */
export const COURIER_PARCELS: Record<
  ParcelSize,
  { length: number; width: number; height: number; weightKg: number }
> = {
  small: { length: 640, width: 380, height: 80, weightKg: 5 },
  medium: { length: 640, width: 380, height: 190, weightKg: 10 },
  large: { length: 640, width: 380, height: 410, weightKg: 25 },
};

/** "Jan Maria Kowalski" -> first "Jan Maria", last "Kowalski"; one word is a company name. */
export function receiverName(name: string) {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.lastIndexOf(' ');
  if (space < 0) return { company_name: trimmed };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/**
 * "ul. Długa 12/4" -> street "ul. Długa", building "12/4" (ShipX wants them apart). A line
 * whose end is not a house number is sent whole as the street: ShipX then names the missing
 * building number rather than the shop guessing one.
 */
export function streetAndBuilding(line: string) {
  const match = /^(.*?\S)[\s,]+(\d+[a-zA-Z]?(?:\s*(?:\/|-|m\.|lok\.)\s*\d+[a-zA-Z]?)?)$/.exec(
    line.trim(),
  );
  return match
    ? { street: match[1]!, building_number: match[2]!.replace(/\s+/g, ' ') }
    : { street: line.trim(), building_number: '' };
}

/** +48600700800 -> 600700800: ShipX's examples and its locker SMS take the 9 digits. */
const shipxPhone = (phone: string) => phone.replace(/^\+48/, '');

const addressOf = (address: ParcelAddress) => ({
  ...streetAndBuilding(address.street),
  city: address.city,
  post_code: address.postalCode,
  // The shop delivers within Poland only (the address form refuses other countries).
  country_code: 'PL',
});

export function shipmentRequest(
  parcel: ParcelOrder,
  { sender, sendingMethod }: { sender: ParcelSender | null; sendingMethod: string },
) {
  const { receiver } = parcel;
  const locker = parcel.service === 'inpost_locker_standard';
  return {
    service: parcel.service,
    reference: `Zamówienie ${parcel.orderId}`,
    receiver: {
      ...receiverName(receiver.name),
      email: receiver.email,
      ...(receiver.phone ? { phone: shipxPhone(receiver.phone) } : {}),
      // A locker parcel goes to the locker: ShipX needs no address for it.
      ...(locker ? {} : { address: addressOf(receiver.address) }),
    },
    ...(sender ? { sender: shopParty(sender) } : {}),
    parcels: locker ? { template: parcel.parcelSize } : courierParcels(parcel.parcelSize),
    custom_attributes: {
      sending_method: sendingMethod,
      ...(locker ? { target_point: parcel.targetPoint } : {}),
    },
  };
}

/** The shop as a party of a shipment: its company name, e-mail, phone and address. */
const shopParty = (shop: ParcelSender) => ({
  company_name: shop.name,
  email: shop.email,
  phone: shipxPhone(shop.phone.replace(/[\s-]/g, '')),
  address: addressOf(shop),
});

/** One courier box of the size staff picked (or the parcel came in). */
const courierParcels = (size: ParcelSize) => {
  const box = COURIER_PARCELS[size];
  return [
    {
      id: '1',
      dimensions: { length: box.length, width: box.width, height: box.height, unit: 'mm' },
      weight: { amount: box.weightKg, unit: 'kg' },
      is_non_standard: false,
    },
  ];
};

/** What the shop knows of a complaint's collection (art. 43d ust. 2): who sends, which box. */
export interface CollectionParcel {
  returnId: number;
  orderId: number;
  /** The box the order's parcel went in (or the largest when it went some other way). */
  parcelSize: ParcelSize;
  /** The consumer, from the order: name, e-mail, the account's phone, the delivery address. */
  sender: ParcelOrder['receiver'];
}

/**
 * The body of a ShipX create for a complaint's collection: an InPost courier parcel from the
 * consumer to the shop, paid by the shop's organisation; the consumer hands it in at a parcel
 * locker with the label the shop gives them (sending method `parcel_locker`).
 */
export function collectionRequest(parcel: CollectionParcel, shop: ParcelSender) {
  const { sender } = parcel;
  return {
    service: 'inpost_courier_standard' as const,
    reference: `Reklamacja ${parcel.returnId} (zam. ${parcel.orderId})`,
    sender: {
      ...receiverName(sender.name),
      email: sender.email,
      ...(sender.phone ? { phone: shipxPhone(sender.phone) } : {}),
      address: addressOf(sender.address),
    },
    receiver: shopParty(shop),
    parcels: courierParcels(parcel.parcelSize),
    custom_attributes: { sending_method: 'parcel_locker' },
  };
}
