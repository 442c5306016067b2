// The payment methods Przelewy24 offers the shop (GET /api/payments/methods, from its
// payment/methods answer), chosen at checkout so the shopper lands straight in the bank or the
// card form (docs/payment-methods.md). BLIK is not among them: it is paid in the shop itself.
import { z } from 'zod';

/** The sorts of method, in the order checkout lists them. */
export const PAYMENT_METHOD_KINDS = ['CARD', 'WALLET', 'TRANSFER', 'DEFERRED'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const PAYMENT_METHOD_KIND_LABELS: Record<PaymentMethodKind, string> = {
  CARD: 'Karta płatnicza',
  WALLET: 'Portfele',
  TRANSFER: 'Przelew z Twojego banku',
  DEFERRED: 'Płatność odroczona',
};

export const paymentMethodSchema = z.object({
  /** Przelewy24's method id, sent back as `method` when the transaction is registered. */
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  /** Przelewy24's logo (https), if it gave one. */
  imgUrl: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsSchema = z.object({ methods: z.array(paymentMethodSchema) });

/**
 * The consent Przelewy24 requires on the shop's page before it skips its own (regulationAccept):
 * these words, unticked, with its terms and information clause linked.
 */
export const P24_CONSENT = {
  before: 'Oświadczam, że zapoznałem się z ',
  terms: 'regulaminem',
  between: ' i ',
  information: 'obowiązkiem informacyjnym',
  after: ' serwisu Przelewy24',
  termsUrl: 'https://www.przelewy24.pl/regulamin',
  informationUrl: 'https://www.przelewy24.pl/obowiazek-informacyjny-rodo-platnicy',
} as const;

/**
 * Beside a deferred payment (credit: „kup teraz, zapłać później”): the warning directive (EU)
 * 2023/2225 art. 8 asks of credit advertising, in the words of Poland's draft act.
 */
export const CREDIT_WARNING = 'Uwaga! Pożyczanie pieniędzy kosztuje.';

/** The query of the payment page's address that carries the chosen method and the consent. */
export const METHOD_PARAM = 'method';
export const CONSENT_PARAM = 'regulationAccept';
