// Product safety data (GPSR, Regulation (EU) 2023/988 art. 19; decision 028): the manufacturers
// registry and what each product shows before purchase. Used by the API to validate, refuse a
// product without it and document it, and by the web client for the staff forms and the
// "Bezpieczeństwo produktu" section of the product page.
import { z } from 'zod';
import { DB_INT_MAX } from './http.ts';

// ---------------------------------------------------------------- manufacturers

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Pole może mieć maksymalnie ${max} znaków`);

/** '' and null both mean "none"; otherwise trimmed and checked by `schema`. */
const optionalText = <T extends z.ZodType<string | null>>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), z.null(), schema])
    .optional()
    .transform((value) => value ?? null);

const email = (invalid: string) => z.email(invalid).max(254, invalid);
const website = z.url({ protocol: /^https?$/, error: 'Nieprawidłowy adres strony kontaktowej' });

const MANUFACTURER_CONTACT = 'Podaj e-mail albo stronę kontaktową producenta';
const EU_RESPONSIBLE =
  'Producent spoza UE: podaj osobę odpowiedzialną w UE (nazwę, adres pocztowy i e-mail)';

/** The staff body of POST and PUT /api/manufacturers. */
export const manufacturerInputSchema = z
  .object({
    name: text('Nazwa producenta jest wymagana', 200),
    postalAddress: text('Adres pocztowy producenta jest wymagany', 500),
    email: optionalText(email('Nieprawidłowy e-mail producenta')),
    website: optionalText(website),
    outsideEu: z.boolean({ error: 'Zaznacz, czy producent ma siedzibę poza UE' }).default(false),
    euResponsibleName: optionalText(text('Nazwa osoby odpowiedzialnej jest wymagana', 200)),
    euResponsibleAddress: optionalText(text('Adres osoby odpowiedzialnej jest wymagany', 500)),
    euResponsibleEmail: optionalText(email('Nieprawidłowy e-mail osoby odpowiedzialnej')),
  })
  .superRefine((input, ctx) => {
    if (!input.email && !input.website) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MANUFACTURER_CONTACT });
    }
    if (input.outsideEu) {
      for (const field of [
        'euResponsibleName',
        'euResponsibleAddress',
        'euResponsibleEmail',
      ] as const) {
        if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message: EU_RESPONSIBLE });
      }
    }
  });
export type ManufacturerInput = z.input<typeof manufacturerInputSchema>;
export type NewManufacturer = z.output<typeof manufacturerInputSchema>;

const euResponsibleSchema = z.object({
  name: z.string(),
  postalAddress: z.string(),
  email: z.string(),
});

export const manufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  postalAddress: z.string(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** The EU responsible person of a manufacturer outside the EU; null for one inside it. */
  euResponsible: euResponsibleSchema.nullable(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const manufacturerListSchema = z.object({ items: z.array(manufacturerSchema) });

// ---------------------------------------------------------------- identifiers

/** GS1 check digit: weights 3 and 1 from the right, the last digit makes the sum a multiple of 10. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const GTIN_INVALID =
  'Nieprawidłowy kod EAN/GTIN (8, 12, 13 lub 14 cyfr z poprawną cyfrą kontrolną)';

// ---------------------------------------------------------------- product fields

/**
 * The product body's safety fields, all optional so the specification's body stays valid. On an
 * edit a field left out keeps its stored value; null (or '') clears it.
 */
export const productSafetyInputFields = {
  manufacturerId: z
    .number({ error: 'Nieprawidłowy producent' })
    .int('Nieprawidłowy producent')
    .min(1, 'Nieprawidłowy producent')
    .max(DB_INT_MAX, 'Nieprawidłowy producent')
    .nullable()
    .optional(),
  model: z
    .union([z.literal('').transform(() => null), z.null(), text('Podaj model lub typ', 200)])
    .optional(),
  gtin: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z
        .string({ error: GTIN_INVALID })
        .transform((value) => value.replace(/\s/g, ''))
        .refine(isValidGtin, GTIN_INVALID),
    ])
    .optional(),
  serialNumber: z
    .union([z.literal('').transform(() => null), z.null(), text('Podaj numer', 100)])
    .optional(),
  safetyInformation: z
    .union([z.literal('').transform(() => null), z.null(), text('Podaj informacje', 10_000)])
    .optional(),
  inspectionNotes: z
    .union([z.literal('').transform(() => null), z.null(), text('Podaj opis', 10_000)])
    .optional(),
  placedBeforeGpsr: z.boolean({ error: 'Nieprawidłowa wartość' }).optional(),
};

/** The safety fields of the product body, as `productSafetyInputFields` names them. */
export const SAFETY_FIELDS = Object.keys(productSafetyInputFields) as (keyof SafetyColumns)[];

/** What a product keeps of its safety data (columns of the products table). */
export interface SafetyColumns {
  manufacturerId: number | null;
  model: string | null;
  gtin: string | null;
  serialNumber: string | null;
  safetyInformation: string | null;
  inspectionNotes: string | null;
  placedBeforeGpsr: boolean;
}

/** The manufacturer's manual or safety sheet staff attached (one PDF per product). */
export const safetyDocumentSchema = z.object({
  url: z.string(),
  /** The uploaded file's name, e.g. "instrukcja-obslugi.pdf". */
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export type SafetyDocument = z.infer<typeof safetyDocumentSchema>;

/** "PDF, 1,2 MB" (or "PDF, 340 kB"): what the link to a safety document says of the file. */
export function documentSizeLabel(sizeBytes: number): string {
  if (sizeBytes < 1024 * 1024) return `PDF, ${Math.max(1, Math.round(sizeBytes / 1024))} kB`;
  const megabytes = (Math.round((sizeBytes / 1024 / 1024) * 10) / 10).toFixed(1);
  return `PDF, ${megabytes.replace('.', ',')} MB`;
}

/** The product's safety data as the product page shows it (single product reads only). */
export const productSafetySchema = z.object({
  manufacturer: manufacturerSchema.nullable(),
  /** Model or type (schema.org mpn). */
  model: z.string().nullable(),
  /** EAN/GTIN. */
  gtin: z.string().nullable(),
  /** The piece's serial or batch number. */
  serialNumber: z.string().nullable(),
  /** Warnings and safety information in Polish. */
  safetyInformation: z.string().nullable(),
  /** For returned goods: what was checked and what is wrong with this piece. */
  inspectionNotes: z.string().nullable(),
  /** The manual or safety sheet (PDF), null when none is attached. */
  document: safetyDocumentSchema.nullable(),
  /** Placed on the market before 13 Dec 2024 (GPSR art. 51): art. 19 does not apply. */
  placedBeforeGpsr: z.boolean(),
});
export type ProductSafety = z.infer<typeof productSafetySchema>;

/** The day GPSR applies from (art. 52), as the staff form and messages name it. */
export const GPSR_START_LABEL = '13 grudnia 2024 r.';

/**
 * What art. 19 asks for that the product lacks, in Polish (empty when nothing is missing). A
 * product placed on the market before the regulation applied (art. 51) needs only its
 * manufacturer: the flag never removes who made it (decision 028).
 */
export function missingSafetyData(product: SafetyColumns): string[] {
  // Placed on the market before GPSR applied (its art. 51): the offer still names who made it.
  if (product.placedBeforeGpsr) return product.manufacturerId === null ? ['producent'] : [];
  return [
    product.manufacturerId === null ? 'producent' : null,
    product.model === null ? 'model lub typ' : null,
    product.gtin === null && product.serialNumber === null
      ? 'identyfikator (EAN/GTIN albo numer seryjny lub partii)'
      : null,
    product.safetyInformation === null ? 'ostrzeżenia i informacje o bezpieczeństwie' : null,
  ].filter((label) => label !== null);
}

export const safetyDataMissingMessage = (missing: string[]) =>
  `Produktu nie można wystawić bez danych bezpieczeństwa (GPSR). Brakuje: ${missing.join(', ')}. ` +
  `Uzupełnij je albo zaznacz, że produkt wprowadzono do obrotu przed ${GPSR_START_LABEL}`;
