// Catalogue payloads: drops, products, staff inputs and list queries.
// Used by the API to validate and document, and by the web client to parse and build forms.
import { z } from 'zod';
import {
  CATEGORIES,
  CONDITIONS,
  PRICE_TYPES,
  PRODUCT_STATUSES,
  categorySchema,
  conditionSchema,
  priceTypeSchema,
  productStatusSchema,
} from './enums.ts';
import { DB_INT_MAX, isoDateTime, pageQuerySchema } from './http.ts';
import { productSafetyInputFields, productSafetySchema } from './product-safety.ts';
import { categoryFromParam } from './slug.ts';

// ---------------------------------------------------------------- responses

export const dropSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  categories: z.array(categorySchema),
  dropTime: isoDateTime,
  /** When the drop's dynamic prices fall next; null on the last level and after. */
  nextPriceDropTime: isoDateTime.nullable(),
  /** Number of products in the drop. */
  itemQuantity: z.number().int(),
  /** Shoppers wait in a lobby at the opening and buy once admitted (decision 031). */
  lobby: z.boolean(),
});
export type Drop = z.infer<typeof dropSchema>;

/** The drop as embedded in each product. */
export const productDropSchema = dropSchema.pick({
  id: true,
  slug: true,
  name: true,
  description: true,
  dropTime: true,
  nextPriceDropTime: true,
  itemQuantity: true,
  lobby: true,
});
export type ProductDrop = z.infer<typeof productDropSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** URLs of the largest WebP variant of each image, in display order (see images.ts). */
  images: z.array(z.string()),
  /** The price now, in grosze (schedule level for DYNAMIC_LEVELS, staff price for STATIC). */
  price: z.number().int(),
  /** Market price in grosze; null for STATIC products without one. */
  msrp: z.number().int().nullable(),
  /** Lowest price of the 30 days before the current price took effect (Omnibus). */
  omnibusPrice: z.number().int(),
  /** Present only for staff with CREATE_PRODUCT. */
  purchasePrice: z.number().int().optional(),
  /** Present only for staff with CREATE_PRODUCT: sent back with an edit (see the update input). */
  version: z.string().optional(),
  /**
   * Present only for staff with CREATE_PRODUCT: when staff withdrew the product from sale (it
   * reads NOT_AVAILABLE for shoppers), null while it is on sale.
   */
  withdrawnAt: isoDateTime.nullable().optional(),
  /** Present only for staff with CREATE_PRODUCT: recalled as dangerous (for good), and the notice. */
  recall: z.object({ at: isoDateTime, notice: z.string() }).nullable().optional(),
  /** Pieces free to buy now (not held by any order). */
  stock: z.number().int(),
  /** Pieces held by unpaid orders: they come back to `stock` if those orders expire. */
  reserved: z.number().int(),
  /** When the first held piece may come back (its order's reservation ends); null if none. */
  reservedUntil: isoDateTime.nullable(),
  status: productStatusSchema,
  condition: conditionSchema,
  category: categorySchema,
  priceType: priceTypeSchema,
  sourceUrl: z.string().nullable(),
  drop: productDropSchema,
  /**
   * The piece's known deviations (its condition when not new, and staff's inspection notes) as
   * the buyer is told of them and accepts them at checkout (deviations.ts); null for a new piece.
   */
  deviations: z.string().nullable().optional(),
  /** Manufacturer, identifiers and safety information (GPSR): on single product reads only. */
  safety: productSafetySchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * GET /api/drops/{id}/teaser: a taste of an upcoming drop's pieces before it opens — names,
 * a picture and the price at the opening, dearest first. No product ids or links: a script
 * gains nothing over a shopper by reading it early, and nothing can be bought before the start.
 */
export const dropTeaserSchema = z.object({
  items: z.array(
    z.object({
      name: z.string(),
      /** The first picture's URL; null for a piece without pictures. */
      image: z.string().nullable(),
      category: categorySchema,
      condition: conditionSchema,
      /** Market price in grosze; null when none is known. */
      msrp: z.number().int().nullable(),
      /** The price at the opening, in grosze. */
      price: z.number().int(),
    }),
  ),
  /** Pieces in the drop at the opening (the teaser shows the dearest few). */
  totalCount: z.number().int(),
});
export type DropTeaser = z.infer<typeof dropTeaserSchema>;

export const dropPageSchema = z.object({
  items: z.array(dropSchema),
  totalCount: z.number().int(),
});
export const productPageSchema = z.object({
  items: z.array(productSchema),
  totalCount: z.number().int(),
});

/** Answer of POST and PUT /products: `version` is what the next edit sends. */
export const productSavedSchema = z.object({
  id: z.number().int(),
  images: z.array(z.string()),
  version: z.string(),
});
export type ProductSaved = z.infer<typeof productSavedSchema>;

/**
 * Answer of POST /products/{id}/withdraw and /restore. `version` is the product's version now;
 * `previousVersion` the one just before this request changed it (equal to `version` when it
 * changed nothing), so a form holding `previousVersion` may carry on with `version` while a form
 * that missed another change keeps its own and is refused as usual (decision 012).
 */
export const productWithdrawalSchema = z.object({
  id: z.number().int(),
  withdrawnAt: isoDateTime.nullable(),
  version: z.string(),
  previousVersion: z.string(),
});
export type ProductWithdrawal = z.infer<typeof productWithdrawalSchema>;

/** Body of POST /drops/{id}/redrop: the upcoming drop the unsold pieces move into. */
export const redropInputSchema = z.object({
  targetDropId: z
    .number({ error: 'Wybierz kolekcję, do której przenosisz sztuki' })
    .int('Nieprawidłowy identyfikator kolekcji')
    .min(1, 'Nieprawidłowy identyfikator kolekcji')
    .max(DB_INT_MAX, 'Nieprawidłowy identyfikator kolekcji'),
});
/** Answer of POST /drops/{id}/redrop: the products moved. */
export const redropResultSchema = z.object({
  targetDropId: z.number().int(),
  productIds: z.array(z.number().int()),
});
export type RedropResult = z.infer<typeof redropResultSchema>;

// ---------------------------------------------------------------- staff inputs

/** Drop form: Polish messages (docs/decisions/013-polish-messages.md), values trimmed and checked after trimming. */
export const createDropInputSchema = z.object({
  name: z
    .string({ error: 'Nazwa jest wymagana' })
    .trim()
    .min(1, 'Nazwa jest wymagana')
    .max(200, 'Nazwa może mieć maksymalnie 200 znaków'),
  shortDescription: z
    .string({ error: 'Krótki opis jest wymagany' })
    .trim()
    .min(1, 'Krótki opis jest wymagany')
    .max(500, 'Krótki opis może mieć maksymalnie 500 znaków'),
  description: z
    .string({ error: 'Opis jest wymagany' })
    .trim()
    .min(1, 'Opis jest wymagany')
    .max(10_000, 'Opis może mieć maksymalnie 10000 znaków'),
  categories: z
    .array(z.enum(CATEGORIES, { error: 'Nieznana kategoria' }), {
      error: 'Wybierz co najmniej jedną kategorię',
    })
    .min(1, 'Wybierz co najmniej jedną kategorię')
    .transform((categories) => [...new Set(categories)]),
  dropTime: z
    .string({ error: 'Data i godzina kolekcji są wymagane' })
    .trim()
    .min(1, 'Data i godzina kolekcji są wymagane')
    .refine(isDateTime, 'Nieprawidłowy format daty')
    .refine(isSchedulable, 'Kolekcję można zaplanować na lata 2000–2099'),
  /**
   * „Kolejka przy otwarciu”: shoppers wait in a lobby at the start (decision 031). Optional: a
   * drop created without it has none; an edit without it keeps what the drop has.
   */
  lobby: z.boolean({ error: 'Kolejka przy otwarciu: wybierz tak albo nie' }).optional(),
});

/** A checked new drop (what the route's schema answers). */
export type NewDrop = z.output<typeof createDropInputSchema>;

/**
 * Drop edit (PUT /drops/{id}): every field of the form. The start may change only while the drop
 * has not started; the slug stays, so links to the drop keep working.
 */
export const updateDropInputSchema = createDropInputSchema;
export type DropEdit = z.output<typeof updateDropInputSchema>;

/**
 * Drop starts the shop can schedule: the price steps and the withdrawal 14 days later must stay
 * dates both JavaScript and PostgreSQL can hold (year 0000 and 9999 could not).
 */
const SCHEDULABLE_FROM = Date.UTC(2000, 0, 1);
const SCHEDULABLE_UNTIL = Date.UTC(2100, 0, 1);

function isSchedulable(value: string): boolean {
  const time = Date.parse(value);
  return Number.isNaN(time) || (time >= SCHEDULABLE_FROM && time < SCHEDULABLE_UNTIL);
}

/** An ISO 8601 date-time with a zone (so it means one moment) that names a real date. */
function isDateTime(value: string): boolean {
  return isoDateTime.safeParse(value).success && !Number.isNaN(Date.parse(value));
}

/** Largest amount accepted in a form, in grosze (1 000 000 zł), so sums stay safe integers. */
export const MAX_AMOUNT = 100_000_000;
export const MAX_STOCK = 100_000;

const amount = (required: string, invalid: string) =>
  z
    .number({ error: required })
    .int('Kwoty podaje się w groszach (liczba całkowita)')
    .min(0, invalid)
    .max(MAX_AMOUNT, 'Kwota jest zbyt duża');

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * Product form. Money is integer grosze. msrp is required (>= 0) for
 * DYNAMIC_LEVELS and optional for STATIC; price (the static price) is required for STATIC and
 * ignored for DYNAMIC_LEVELS. Stock is at least 1 on create; an edit may set 0 (sold out).
 */
function productInputFields(minStock: number) {
  return {
    dropId: z
      .number({ error: 'Kolekcja jest wymagana' })
      .int('Nieprawidłowy identyfikator kolekcji')
      .min(1, 'Nieprawidłowy identyfikator kolekcji')
      .max(DB_INT_MAX, 'Nieprawidłowy identyfikator kolekcji'),
    name: requiredText('Nazwa jest wymagana', 200, 'Nazwa może mieć maksymalnie 200 znaków'),
    description: requiredText(
      'Opis jest wymagany',
      10_000,
      'Opis może mieć maksymalnie 10000 znaków',
    ),
    msrp: amount(MSRP_INVALID, MSRP_INVALID).nullable().optional(),
    price: amount(PRICE_INVALID, PRICE_INVALID).nullable().optional(),
    purchasePrice: amount('Cena zakupu jest wymagana', 'Cena zakupu musi być liczbą >= 0'),
    priceType: z.enum(PRICE_TYPES, { error: 'Typ ceny jest wymagany' }),
    stock: z
      .number({ error: 'Stan magazynowy jest wymagany' })
      .int(`Stan magazynowy musi być liczbą całkowitą >= ${minStock}`)
      .min(minStock, `Stan magazynowy musi być liczbą całkowitą >= ${minStock}`)
      .max(MAX_STOCK, 'Stan magazynowy jest zbyt duży'),
    category: z.enum(CATEGORIES, { error: 'Kategoria jest wymagana' }),
    condition: z.enum(CONDITIONS, { error: 'Stan produktu jest wymagany' }),
    sourceUrl: z
      .union([
        z.literal('').transform(() => null),
        z.url({ protocol: /^https?$/, error: 'Nieprawidłowy adres URL źródła' }).max(2000),
      ])
      .nullable()
      .optional()
      .transform((url) => url ?? null),
    ...productSafetyInputFields,
  };
}

/** DYNAMIC_LEVELS needs a market price, STATIC a price. */
function requirePriceOfType(
  input: { priceType: string; msrp?: number | null; price?: number | null },
  ctx: z.RefinementCtx,
) {
  if (input.priceType === 'DYNAMIC_LEVELS' && input.msrp == null) {
    ctx.addIssue({ code: 'custom', path: ['msrp'], message: MSRP_INVALID });
  }
  if (input.priceType === 'STATIC' && input.price == null) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_INVALID });
  }
}
const MSRP_INVALID = 'Cena rynkowa musi być liczbą >= 0';
const PRICE_INVALID = 'Cena musi być liczbą >= 0';

export const createProductInputSchema = z
  .object(productInputFields(1))
  .superRefine(requirePriceOfType);
/** Error code of an edit refused because the product changed since its version was read. */
export const PRODUCT_CHANGED = 'ProductChangedException';

/** The fields of an edit, as the staff form checks them (stock may be 0: sold out). */
export const editProductFieldsSchema = z
  .object(productInputFields(0))
  .superRefine(requirePriceOfType);
/**
 * An edit carries the version of the product it started from (as read by staff or answered by
 * the last save); a product changed since then is not overwritten (409).
 */
export const updateProductInputSchema = z
  .object({
    ...productInputFields(0),
    version: z
      .string({ error: 'Brak wersji produktu: wczytaj produkt ponownie' })
      .regex(/^\d{1,10}$/, 'Nieprawidłowa wersja produktu: wczytaj produkt ponownie'),
  })
  .superRefine(requirePriceOfType);
export type ProductInput = z.input<typeof createProductInputSchema>;
/** A checked new product (what the route's schema answers). */
export type NewProduct = z.output<typeof createProductInputSchema>;
/** A checked product edit. */
export type ProductEdit = z.output<typeof updateProductInputSchema>;

// ---------------------------------------------------------------- list queries

export const SEARCH_TERM_MIN_LENGTH = 3;
export const SEARCH_TERM_TOO_SHORT = 'Fraza musi mieć co najmniej 3 znaki';
export const categoryNotFoundMessage = (param: string) => `Nie znaleziono kategorii „${param}”`;

/** An optional query parameter; an empty value (`?status=`) counts as absent, not as 0 or "". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `?upcoming=true` only drops not started yet (soonest first), `false` only started ones (newest first). */
export const dropsQuerySchema = pageQuerySchema.extend({
  upcoming: optionalParam(
    z
      .enum(['true', 'false'], { error: 'Parametr upcoming musi mieć wartość true lub false' })
      .transform((value) => value === 'true'),
  ),
});
export type DropsQuery = z.infer<typeof dropsQuerySchema>;

const grosze = (name: string) =>
  optionalParam(
    z.coerce
      .number({ error: `${name} musi być liczbą` })
      .int(`${name} podaje się w groszach (liczba całkowita)`)
      .min(0, `${name} nie może być ujemna`)
      .max(MAX_AMOUNT, `${name} jest zbyt duża`),
  );

/** "NEW,USED" (or a repeated parameter) -> ["NEW", "USED"]. */
const conditionList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.enum(CONDITIONS, { error: 'Nieznany stan produktu' })))
  .optional();

/** How a category, search or explore list is ordered; sold-out pieces come last in each. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';
export const productSortLabels: Record<ProductSort, string> = {
  newest: 'Najnowsze',
  'price-asc': 'Cena rosnąco',
  'price-desc': 'Cena malejąco',
  discount: 'Największa obniżka',
};

const productFilters = {
  sort: optionalParam(z.enum(PRODUCT_SORTS, { error: 'Nieznany sposób sortowania' })),
  minPrice: grosze('Cena minimalna'),
  maxPrice: grosze('Cena maksymalna'),
  conditions: conditionList,
  status: optionalParam(z.enum(PRODUCT_STATUSES, { error: 'Nieznany status produktu' })),
};

/**
 * Products on one page of a drop's page (the web asks `?page=N&count=40`); the server reads the
 * first one ahead of the drop's start under that URL (docs/catalogue-cache.md).
 */
export const DROP_PAGE_SIZE = 40;

/** The storefront's page of a drop (the web app's route /collections/{slug}). */
export const dropPath = (slug: string) => `/collections/${encodeURIComponent(slug)}`;

/** The address of a page of a drop's products, as the web asks for it (and the cache keeps it). */
export const dropProductsPath = (dropId: number, page: number, count = DROP_PAGE_SIZE) =>
  `/products/drop/${dropId}?page=${page}&count=${count}`;

export const productsByDropQuerySchema = pageQuerySchema.extend({
  status: productFilters.status,
});
export type ProductsByDropQuery = z.infer<typeof productsByDropQuerySchema>;

export const categoryProductsQuerySchema = pageQuerySchema.extend({
  ...productFilters,
  minStock: optionalParam(
    z.coerce
      .number({ error: 'Minimalny stan musi być liczbą' })
      .int('Minimalny stan musi być liczbą całkowitą')
      .min(0, 'Minimalny stan nie może być ujemny')
      .max(DB_INT_MAX, 'Minimalny stan jest zbyt duży'),
  ),
});
export type CategoryProductsQuery = z.infer<typeof categoryProductsQuerySchema>;

/**
 * Search. `term` (trimmed) needs 3 characters; without `term` the filters alone list products
 * (the explore page). `category` takes the enum key or the storefront slug.
 */
export const searchProductsQuerySchema = pageQuerySchema.extend({
  ...productFilters,
  term: z
    .string()
    .trim()
    .min(SEARCH_TERM_MIN_LENGTH, SEARCH_TERM_TOO_SHORT)
    .max(100, 'Fraza może mieć maksymalnie 100 znaków')
    .optional(),
  category: optionalParam(
    z.string().transform((param, ctx) => {
      const category = categoryFromParam(param);
      if (!category) ctx.addIssue({ code: 'custom', message: categoryNotFoundMessage(param) });
      return category ?? z.NEVER;
    }),
  ),
  maxMsrpMultiplier: optionalParam(
    z.coerce
      .number({ error: 'maxMsrpMultiplier musi być liczbą' })
      .positive('maxMsrpMultiplier musi być większy od 0')
      .max(10, 'maxMsrpMultiplier może wynosić najwyżej 10'),
  ),
  priceType: optionalParam(z.enum(PRICE_TYPES, { error: 'Nieznany typ ceny' })),
});
export type SearchProductsQuery = z.infer<typeof searchProductsQuerySchema>;
