// The demo catalogue's product safety data (GPSR, decision 028): a few manufacturers, each demo
// product's manufacturer by the brand in its name (an unbranded piece names the importer), its
// model, an identifier, Polish safety information by category and what was checked by
// condition. Identifiers are made up (EAN-13 with the Polish prefix 590 and a valid check digit).
import type { Category, Condition } from '@shop/shared/enums';
import type { ManufacturerInput } from '@shop/shared/product-safety';
import type { DemoProduct } from './products/types.ts';

export const DEMO_MANUFACTURERS = {
  sony: {
    name: 'Sony',
    postalAddress: 'Sony Europe B.V., Taurusavenue 16, 2132 LS Hoofddorp, Holandia',
    website: 'https://www.sony.pl/contactus',
  },
  apple: {
    name: 'Apple',
    postalAddress:
      'Apple Distribution International Ltd., Hollyhill Industrial Estate, Hollyhill, Cork, Irlandia',
    website: 'https://www.apple.com/pl/contact/',
  },
  samsung: {
    name: 'Samsung',
    postalAddress: 'Samsung Electronics Polska sp. z o.o., ul. Postępu 14, 02-676 Warszawa',
    website: 'https://www.samsung.com/pl/info/contactus/',
  },
  nike: {
    name: 'Nike',
    postalAddress:
      'Nike European Operations Netherlands B.V., Colosseum 1, 7521 PV Enschede, Holandia',
    website: 'https://www.nike.com/pl/help',
  },
  adidas: {
    name: 'adidas',
    postalAddress: 'adidas AG, Adi-Dassler-Straße 1, 91074 Herzogenaurach, Niemcy',
    website: 'https://www.adidas.pl/help',
  },
  toys: {
    name: 'Ningbo Happy Toys Co., Ltd.',
    postalAddress: 'No. 88 Xingning Road, Yinzhou District, 315040 Ningbo, Chiny',
    email: 'export@happytoys.example',
    outsideEu: true,
    euResponsibleName: 'Dystrybucja Nowak sp. z o.o.',
    euResponsibleAddress: 'ul. Magazynowa 5, 05-800 Pruszków',
    euResponsibleEmail: 'bezpieczenstwo@dystrybucja-nowak.example',
  },
  importer: {
    name: 'Dystrybucja Nowak sp. z o.o.',
    postalAddress: 'ul. Magazynowa 5, 05-800 Pruszków',
    email: 'bezpieczenstwo@dystrybucja-nowak.example',
  },
} satisfies Record<string, ManufacturerInput>;

export type DemoManufacturer = keyof typeof DEMO_MANUFACTURERS;

const BRANDS: [RegExp, DemoManufacturer][] = [
  [/\bSony\b/, 'sony'],
  [/\b(Apple|iPhone|MacBook)\b/, 'apple'],
  [/\bSamsung\b/, 'samsung'],
  [/\bNike\b/, 'nike'],
  [/\b[Aa]didas\b/, 'adidas'],
];

const SAFETY_BY_CATEGORY: Record<Category, string> = {
  ELECTRONICS:
    'Przed pierwszym użyciem przeczytaj instrukcję producenta. Ładuj wyłącznie dołączoną ' +
    'ładowarką lub zasilaczem o tych samych parametrach. Nie wystawiaj na działanie wody, ' +
    'wilgoci ani temperatur powyżej 35 °C. Nie otwieraj obudowy: akumulator litowo-jonowy ' +
    'uszkodzony mechanicznie może się zapalić. Zużytego urządzenia nie wyrzucaj z odpadami ' +
    'komunalnymi.',
  TOYS:
    'Ostrzeżenie: nieodpowiednie dla dzieci w wieku poniżej 36 miesięcy. Zawiera małe części: ' +
    'niebezpieczeństwo zadławienia. Używać pod nadzorem osoby dorosłej. Zachowaj opakowanie ' +
    'z danymi producenta.',
  CLOTHING:
    'Prać zgodnie z metką producenta. Trzymać z dala od otwartego ognia. Sznurki i ściągacze ' +
    'nie są przeznaczone dla dzieci poniżej 7 lat.',
  ACCESSORIES:
    'Przechowywać w suchym miejscu, z dala od źródeł ciepła. Drobne elementy (zapięcia, ' +
    'baterie) trzymać poza zasięgiem dzieci.',
  SPORT:
    'Przed każdym użyciem sprawdź, czy sprzęt nie jest uszkodzony. Używaj zgodnie z ' +
    'przeznaczeniem i instrukcją producenta; dobierz obciążenie do swoich możliwości.',
  HOME_AND_GARDEN:
    'Używaj zgodnie z instrukcją producenta. Urządzenia elektryczne podłączaj do sprawnego ' +
    'gniazda z uziemieniem i nie zanurzaj w wodzie. Nie zostawiaj bez nadzoru w zasięgu dzieci.',
  OTHER:
    'Używaj zgodnie z przeznaczeniem. Przechowuj poza zasięgiem małych dzieci; opakowanie ' +
    'foliowe nie jest zabawką.',
};

const CHECK_BY_CONDITION: Record<Condition, string | null> = {
  NEW: null,
  USED:
    'Egzemplarz ze zwrotu: sprawdziliśmy działanie wszystkich funkcji i kompletność. Ślady ' +
    'użytkowania opisujemy w opisie produktu.',
  MISSING_PARTS:
    'Egzemplarz ze zwrotu: sprawdziliśmy działanie; brakujące elementy wymieniamy w opisie ' +
    'produktu. Bez nich produkt jest bezpieczny w użyciu.',
  DEFECTIVE:
    'Egzemplarz uszkodzony, sprzedawany na części lub do naprawy: usterkę opisujemy w opisie ' +
    'produktu. Nie podłączaj uszkodzonego urządzenia do zasilania bez sprawdzenia przez serwis.',
};

/** A made-up EAN-13 with the Polish prefix 590 and a valid GS1 check digit. */
export function demoGtin(index: number): string {
  const body = `590${String(4_100_000_000 + index * 7919).padStart(9, '0')}`;
  const sum = [...body].reverse().reduce((total, d, i) => total + Number(d) * (i % 2 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The demo product's manufacturer: by the brand in its name, else the importer. */
export function demoManufacturerOf(product: DemoProduct): DemoManufacturer {
  if (product.category === 'TOYS') return 'toys';
  return BRANDS.find(([brand]) => brand.test(product.name))?.[1] ?? 'importer';
}

/** The safety fields of a demo product's body (the manufacturer's id is given by the seed). */
export function demoSafety(product: DemoProduct, index: number, manufacturerId: number) {
  return {
    manufacturerId,
    // The name up to its first comma or dash: "Czajnik Smeg KLF03 w stylu retro".
    model: product.name.split(/,| – /)[0]!.trim(),
    gtin: demoGtin(index),
    // Returned pieces carry the serial number their check recorded.
    serialNumber:
      product.condition === 'NEW'
        ? null
        : `SN-${(240_000 + index * 37).toString(36).toUpperCase()}`,
    safetyInformation: SAFETY_BY_CATEGORY[product.category],
    inspectionNotes: CHECK_BY_CONDITION[product.condition],
  };
}
