// Carriers a parcel can go with. InPost parcels are normally made through ShipX
// (docs/shipments.md); a shop that ships with another carrier, or before it has ShipX access,
// enters the carrier and the tracking number when it marks the order shipped, and the shopper
// gets the carrier's public tracking page. Each link follows the carrier's own "track a parcel"
// page with the number in its address; "Inny" takes the page staff give.
import { z } from 'zod';

export const CARRIERS = [
  'INPOST',
  'DPD',
  'DHL',
  'POCZTA_POLSKA',
  'GLS',
  'UPS',
  'FEDEX',
  'ORLEN',
  'OTHER',
] as const;
export const carrierSchema = z.enum(CARRIERS, { error: 'Wybierz przewoźnika' });
export type Carrier = z.infer<typeof carrierSchema>;

export const carrierLabels: Record<Carrier, string> = {
  INPOST: 'InPost',
  DPD: 'DPD',
  DHL: 'DHL',
  POCZTA_POLSKA: 'Poczta Polska',
  GLS: 'GLS',
  UPS: 'UPS',
  FEDEX: 'FedEx',
  ORLEN: 'ORLEN Paczka',
  OTHER: 'Inny przewoźnik',
};

const TRACKING_PAGES: Record<Exclude<Carrier, 'OTHER'>, string> = {
  INPOST: 'https://inpost.pl/sledzenie-przesylek?number=',
  DPD: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=',
  DHL: 'https://www.dhl.com/pl-pl/home/tracking.html?tracking-id=',
  POCZTA_POLSKA: 'https://emonitoring.poczta-polska.pl/?numer=',
  GLS: 'https://gls-group.com/PL/pl/sledzenie-paczek?match=',
  UPS: 'https://www.ups.com/track?loc=pl_PL&tracknum=',
  FEDEX: 'https://www.fedex.com/fedextrack/?trknbr=',
  ORLEN: 'https://www.orlenpaczka.pl/sledz-paczke/?numer=',
};

/** The carrier's public tracking page for a number; for "Inny" the page staff gave, if any. */
export function trackingPageOf(
  carrier: Carrier,
  trackingNumber: string,
  otherPage: string | null = null,
): string | null {
  if (carrier === 'OTHER') return otherPage;
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;
}

/** A tracking number as carriers print them: letters, digits, dashes; spaces are dropped. */
export const trackingNumberSchema = z
  .string({ error: 'Podaj numer przesyłki' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z0-9-]{6,40}$/,
        'Numer przesyłki to od 6 do 40 liter, cyfr lub myślników, jak na etykiecie przewoźnika',
      ),
  );

/** "Inny" przewoźnik: its tracking page, if it has one (https only). */
export const trackingPageSchema = z
  .string()
  .trim()
  .max(500, 'Adres strony śledzenia może mieć najwyżej 500 znaków')
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Podaj adres strony śledzenia zaczynający się od https://');
