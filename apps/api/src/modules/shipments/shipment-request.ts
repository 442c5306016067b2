// The body of a ShipX create for one order's parcel (docs/shipments.md "What the shop sends"):
// receiver from the order, sender from the operator's details, a locker template or the
// courier box of the chosen size.
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
  const box = COURIER_PARCELS[parcel.parcelSize];
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
    ...(sender
      ? {
          sender: {
            company_name: sender.name,
            email: sender.email,
            phone: shipxPhone(sender.phone.replace(/[\s-]/g, '')),
            address: addressOf(sender),
          },
        }
      : {}),
    parcels: locker
      ? { template: parcel.parcelSize }
      : [
          {
            id: '1',
            dimensions: {
              length: box.length,
              width: box.width,
              height: box.height,
              unit: 'mm',
            },
            weight: { amount: box.weightKg, unit: 'kg' },
            is_non_standard: false,
          },
        ],
    custom_attributes: {
      sending_method: sendingMethod,
      ...(locker ? { target_point: parcel.targetPoint } : {}),
    },
  };
}
