// The product form: what the fields hold (text, as typed), their
// defaults, and the way to the API body: money x100 rounded, sourceUrl null when empty, the
// price only for STATIC, the safety fields (GPSR) as typed, then the shared create/update schema with its Polish messages.
import { z } from 'zod';
import {
  createProductInputSchema,
  editProductFieldsSchema,
  type Product,
} from '@shop/shared/catalogue';
import { CATEGORIES, CONDITIONS, PRICE_TYPES } from '@shop/shared/enums';
import { groszeFrom, numberFrom, plnText } from '../../shell/lib/form-values.ts';

const fieldsSchema = z.object({
  dropId: z.string(),
  name: z.string(),
  description: z.string(),
  msrp: z.string(),
  price: z.string(),
  purchasePrice: z.string(),
  stock: z.string(),
  category: z.enum(CATEGORIES, { error: 'Kategoria jest wymagana' }),
  condition: z.enum(CONDITIONS, { error: 'Stan produktu jest wymagany' }),
  priceType: z.enum(PRICE_TYPES, { error: 'Typ ceny jest wymagany' }),
  sourceUrl: z.string(),
  // Product safety (GPSR): manufacturer id '0' is "none chosen".
  manufacturerId: z.string(),
  model: z.string(),
  gtin: z.string(),
  serialNumber: z.string(),
  safetyInformation: z.string(),
  inspectionNotes: z.string(),
  placedBeforeGpsr: z.boolean(),
});
export type ProductFormValues = z.input<typeof fieldsSchema>;

export const productFormDefaults: ProductFormValues = {
  dropId: '0',
  name: '',
  description: '',
  msrp: '0',
  price: '0',
  purchasePrice: '0',
  stock: '1',
  category: 'OTHER',
  condition: 'NEW',
  priceType: 'DYNAMIC_LEVELS',
  sourceUrl: '',
  manufacturerId: '0',
  model: '',
  gtin: '',
  serialNumber: '',
  safetyInformation: '',
  inspectionNotes: '',
  placedBeforeGpsr: false,
};

/** The fields of a stored product (money divided by 100). */
export function productFormValues(product: Product): ProductFormValues {
  return {
    dropId: String(product.drop.id),
    name: product.name,
    description: product.description,
    msrp: plnText(product.msrp ?? 0),
    price: plnText(product.price),
    purchasePrice: plnText(product.purchasePrice ?? 0),
    stock: String(product.stock),
    category: product.category,
    condition: product.condition,
    priceType: product.priceType,
    sourceUrl: product.sourceUrl ?? '',
    manufacturerId: String(product.safety?.manufacturer?.id ?? 0),
    model: product.safety?.model ?? '',
    gtin: product.safety?.gtin ?? '',
    serialNumber: product.safety?.serialNumber ?? '',
    safetyInformation: product.safety?.safetyInformation ?? '',
    inspectionNotes: product.safety?.inspectionNotes ?? '',
    placedBeforeGpsr: product.safety?.placedBeforeGpsr ?? false,
  };
}

function toBody(values: ProductFormValues) {
  const isStatic = values.priceType === 'STATIC';
  const msrp = groszeFrom(values.msrp);
  const dropId = numberFrom(values.dropId);
  return {
    // Drop id 0 is the "nothing chosen" default.
    dropId: dropId === 0 ? undefined : dropId,
    name: values.name,
    description: values.description,
    // A STATIC product needs no market price; 0 means it has none.
    msrp: isStatic && !msrp ? null : msrp,
    price: isStatic ? groszeFrom(values.price) : null,
    purchasePrice: groszeFrom(values.purchasePrice),
    priceType: values.priceType,
    stock: numberFrom(values.stock),
    category: values.category,
    condition: values.condition,
    sourceUrl: values.sourceUrl.trim() === '' ? null : values.sourceUrl.trim(),
    // Empty texts go on as '' (the shared schema reads them as none).
    manufacturerId: values.manufacturerId === '0' ? null : numberFrom(values.manufacturerId),
    model: values.model,
    gtin: values.gtin,
    serialNumber: values.serialNumber,
    safetyInformation: values.safetyInformation,
    inspectionNotes: values.inspectionNotes,
    placedBeforeGpsr: values.placedBeforeGpsr,
  };
}

type ProductInput = z.input<typeof createProductInputSchema>;

/**
 * Create: stock at least 1; edit: 0 allowed (sold out). An empty number field goes on as
 * undefined (hence the cast), so the shared schema answers with its "required" message.
 */
export const productFormSchema = (mode: 'create' | 'edit') =>
  fieldsSchema
    .transform((values) => toBody(values) as ProductInput)
    .pipe(mode === 'create' ? createProductInputSchema : editProductFieldsSchema);
export type ProductFormOutput = z.output<ReturnType<typeof productFormSchema>>;
