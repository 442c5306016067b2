// Returns: a shopper's withdrawal from the contract („Odstąpienie od umowy”) or complaint
// („Reklamacja”) about pieces of a delivered order, and staff deciding it. The request, the
// Return object shoppers and staff read, the staff decisions, and the Polish names of types and
// statuses for both apps and the e-mails. The flow and its deadlines: docs/returns.md.
import { z } from 'zod';
import { orderStatusSchema } from './enums.ts';
import { DB_INT_MAX } from './http.ts';

export const RETURN_TYPES = ['WITHDRAWAL', 'COMPLAINT'] as const;
export const returnTypeSchema = z.enum(RETURN_TYPES, {
  error: 'Wybierz: odstąpienie od umowy albo reklamacja',
});
export type ReturnType = z.infer<typeof returnTypeSchema>;

/**
 * REQUESTED: waiting for the goods; RECEIVED: staff marked the goods arrived, the 14-day answer
 * clock runs; ACCEPTED / REJECTED: answered.
 */
export const RETURN_STATUSES = ['REQUESTED', 'RECEIVED', 'ACCEPTED', 'REJECTED'] as const;
export const returnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

/** Statuses still waiting for staff (the "open" queue). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['REQUESTED', 'RECEIVED'];

/** Days a consumer has to withdraw after delivery, to send the goods back, and staff to answer. */
export const WITHDRAWAL_DAYS = 14;
export const RETURN_SHIP_DAYS = 14;
export const RETURN_ANSWER_DAYS = 14;
/**
 * Days the shop has to give a withdrawing consumer's money back, counted from the statement
 * (ustawa o prawach konsumenta, art. 32 ust. 1; it may hold it until the goods, or proof of
 * sending them, arrive: art. 32 ust. 4).
 */
export const WITHDRAWAL_REFUND_DAYS = 14;
/** A complaint is open for two years from delivery. */
export const COMPLAINT_YEARS = 2;

/**
 * The storefront's address of the withdrawal function for an order: the orders page opens the
 * order's „Odstąp od umowy” step (the link in the order e-mails).
 */
export const WITHDRAW_PARAM = 'odstapienie';
export const withdrawalPath = (orderId: number) => `/orders?${WITHDRAW_PARAM}=${orderId}`;

export const RETURN_MAX_LINES = 50;
export const RETURN_DESCRIPTION_MAX = 2000;
export const COMPLAINT_DESCRIPTION_MIN = 10;
/** The multipart field names of POST /orders/{id}/returns with a photo. */
export const RETURN_REQUEST_FIELD = 'request';
export const RETURN_PHOTO_FIELD = 'photo';

export const returnTypeLabels: Record<ReturnType, string> = {
  WITHDRAWAL: 'Odstąpienie od umowy',
  COMPLAINT: 'Reklamacja',
};

/**
 * A complaint left unanswered past its `answerBy` (14 days from filing) counts as accepted:
 * ustawa o prawach konsumenta, art. 7a ust. 1 („uważa się, że uznał reklamację”).
 */
export const isDeemedAccepted = (
  item: Pick<OrderReturn, 'type' | 'status' | 'answerBy'>,
  now: Date,
): boolean =>
  item.type === 'COMPLAINT' &&
  OPEN_RETURN_STATUSES.includes(item.status) &&
  item.answerBy !== null &&
  new Date(item.answerBy).getTime() < now.getTime();

/** What a deemed-accepted complaint is called wherever its status shows. */
export const DEEMED_ACCEPTED_LABEL = 'Uznana (brak odpowiedzi w 14 dni)';

export const returnStatusLabels: Record<ReturnStatus, string> = {
  REQUESTED: 'Czeka na towar',
  RECEIVED: 'Towar otrzymany',
  ACCEPTED: 'Przyjęte',
  REJECTED: 'Odrzucone',
};

const lineId = z
  .number({ error: 'Nieprawidłowa pozycja zamówienia' })
  .int('Nieprawidłowa pozycja zamówienia')
  .positive('Nieprawidłowa pozycja zamówienia')
  .max(DB_INT_MAX, 'Nieprawidłowa pozycja zamówienia');

export const returnLineRequestSchema = z.object({
  orderItemId: lineId,
  quantity: z
    .number({ error: 'Liczba sztuk musi być liczbą całkowitą' })
    .int('Liczba sztuk musi być liczbą całkowitą')
    .min(1, 'Liczba sztuk musi wynosić co najmniej 1')
    .max(DB_INT_MAX, 'Nieprawidłowa liczba sztuk'),
});
export type ReturnLineRequest = z.infer<typeof returnLineRequestSchema>;

/** A line named twice in one request. */
function refuseRepeatedLines(items: readonly ReturnLineRequest[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  items.forEach((line, index) => {
    if (seen.has(line.orderItemId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'orderItemId'],
        message: 'Produkt powtarza się w zgłoszeniu',
      });
    }
    seen.add(line.orderItemId);
  });
}

/**
 * What a buyer may ask for in a complaint (ustawa o prawach konsumenta): repair or replacement
 * (art. 43d ust. 1), or a price reduction or withdrawal from the contract (art. 43e ust. 1, when
 * the seller refused or failed to repair or replace, the defect persists, or it is so serious
 * that it justifies them at once).
 */
export const COMPLAINT_REMEDIES = [
  'REPAIR',
  'REPLACEMENT',
  'PRICE_REDUCTION',
  'WITHDRAWAL',
] as const;
export type ComplaintRemedy = (typeof COMPLAINT_REMEDIES)[number];
export const complaintRemedyLabels: Record<ComplaintRemedy, string> = {
  REPAIR: 'Naprawa',
  REPLACEMENT: 'Wymiana na towar wolny od wad',
  PRICE_REDUCTION: 'Obniżenie ceny',
  WITHDRAWAL: 'Odstąpienie od umowy (zwrot pieniędzy)',
};

/**
 * POST /orders/{id}/returns (JSON, or multipart with this as the text field `request` and an
 * optional image `photo`). A complaint needs a description of the defects, and may say what the
 * buyer asks for (`remedy`; the shop's form asks it).
 */
export const createReturnRequestSchema = z
  .object({
    type: returnTypeSchema,
    items: z
      .array(returnLineRequestSchema, { error: 'Wybierz produkty, których dotyczy zgłoszenie' })
      .min(1, 'Wybierz produkty, których dotyczy zgłoszenie')
      .max(RETURN_MAX_LINES, `Zgłoszenie może mieć najwyżej ${RETURN_MAX_LINES} pozycji`),
    description: z
      .string({ error: 'Opis musi być tekstem' })
      .trim()
      .max(RETURN_DESCRIPTION_MAX, `Opis może mieć najwyżej ${RETURN_DESCRIPTION_MAX} znaków`)
      .nullish()
      .transform((value) => (value ? value : null)),
    remedy: z
      .enum(COMPLAINT_REMEDIES, {
        error:
          'Wybierz, czego oczekujesz: naprawy, wymiany, obniżenia ceny albo odstąpienia od umowy',
      })
      .optional(),
  })
  .superRefine((request, ctx) => {
    if (request.type === 'WITHDRAWAL' && request.remedy !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['remedy'],
        message: 'Odstąpienie od umowy nie wymaga wyboru żądania: dotyczy tylko reklamacji',
      });
    }
    if (
      request.type === 'COMPLAINT' &&
      (request.description ?? '').length < COMPLAINT_DESCRIPTION_MIN
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: `Opisz wady produktu (co najmniej ${COMPLAINT_DESCRIPTION_MIN} znaków)`,
      });
    }
    refuseRepeatedLines(request.items, ctx);
  });
export type CreateReturnRequest = z.infer<typeof createReturnRequestSchema>;

/**
 * POST /orders/{id}/withdrawal, the withdrawal function's confirmation („Potwierdź
 * odstąpienie”): only what identifies the contract, the order in the path and the pieces
 * (every piece still free when left out). The account identifies the consumer.
 */
export const withdrawalRequestSchema = z
  .object({
    items: z
      .array(returnLineRequestSchema, { error: 'Wybierz produkty, od których odstępujesz' })
      .min(1, 'Wybierz produkty, od których odstępujesz')
      .max(RETURN_MAX_LINES, `Zgłoszenie może mieć najwyżej ${RETURN_MAX_LINES} pozycji`)
      .optional(),
  })
  .superRefine((request, ctx) => refuseRepeatedLines(request.items ?? [], ctx));
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
/** A withdrawal as the returns flow takes it. */
export type WithdrawalStatement = WithdrawalRequest & { type: 'WITHDRAWAL' };
export type CreateReturnRequestInput = z.input<typeof createReturnRequestSchema>;

export const returnLineSchema = z.object({
  orderItemId: z.number().int(),
  quantity: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

/** A return as its shopper and staff read it. Dates are ISO 8601. */
/** A complaint's collection: its ShipX status and, once InPost confirmed it, the tracking number. */
export const collectionSchema = z.object({
  status: z.string(),
  trackingNumber: z.string().nullable(),
});

export const orderReturnSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  type: returnTypeSchema,
  status: returnStatusSchema,
  items: z.array(returnLineSchema),
  description: z.string().nullable(),
  /** A complaint: what the buyer asks for; null when not said (before 2026-11-29, or the API). */
  remedy: z.enum(COMPLAINT_REMEDIES).nullable().optional(),
  /** A photo came with the request: GET /returns/{id}/photo serves it. */
  hasPhoto: z.boolean(),
  createdAt: z.string(),
  /** createdAt + 14 days: the buyer's deadline to send the goods back. */
  shipBy: z.string(),
  /** When staff marked the goods arrived. */
  receivedAt: z.string().nullable(),
  /** A complaint: createdAt + 14 days, the shop's deadline to answer (art. 7a ust. 1). */
  answerBy: z.string().nullable(),
  /** A withdrawal: createdAt + WITHDRAWAL_REFUND_DAYS, the shop's deadline to refund; else null. */
  refundBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The refund made when the return was accepted (none when nothing was left to refund). */
  refundId: z.number().int().nullable(),
  /** Grosze kept from a withdrawal for the goods' diminished value (art. 34 ust. 4), and why. */
  deduction: z.number().int().nullable(),
  deductionReason: z.string().nullable(),
  /**
   * A complaint's collection at the shop's cost (art. 43d ust. 2): the InPost shipment the shop
   * paid for, its ShipX status and tracking number; null until it is made (or without ShipX).
   */
  collection: collectionSchema.nullable().optional(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/**
 * A withdrawal the shop accepted as it was made: the order was not sent yet, so nothing comes
 * back by parcel (the order was cancelled, or the pieces taken out of it).
 */
export const acceptedAtOnce = (item: Pick<OrderReturn, 'status' | 'createdAt' | 'decidedAt'>) =>
  item.status === 'ACCEPTED' && item.decidedAt === item.createdAt;

/** What staff read in the returns queue. */
export const adminReturnSchema = orderReturnSchema.extend({
  customerEmail: z.string(),
  orderStatus: orderStatusSchema,
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

/** GET /admin/returns: open ones nearest deadline first (answerBy, else shipBy), closed ones latest decision first. */
export const adminReturnListSchema = z.object({ items: z.array(adminReturnSchema) });
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

export const RETURN_LIST_FILTERS = ['open', 'closed'] as const;
/** open = REQUESTED and RECEIVED, closed = ACCEPTED and REJECTED. */
export const adminReturnListQuerySchema = z.object({
  status: z.enum(RETURN_LIST_FILTERS).default('open'),
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;

/**
 * POST /admin/returns/{id}/accept: the lines are refunded, the shipping cost when asked (and for
 * a withdrawal that gives every piece back, always: art. 32 ust. 1). A withdrawal may keep an
 * amount for the goods' diminished value, with the reason the consumer reads (art. 34 ust. 4).
 */
export const acceptReturnRequestSchema = z.object({
  refundShipping: z.boolean({ error: 'Zaznacz, czy zwrócić koszt wysyłki' }),
  deduction: z
    .object({
      amount: z
        .number({ error: 'Podaj kwotę potrącenia' })
        .int('Kwota potrącenia w groszach')
        .min(1, 'Kwota potrącenia musi być większa od zera')
        .max(DB_INT_MAX, 'Kwota potrącenia jest za duża'),
      reason: z
        .string({ error: 'Podaj powód potrącenia' })
        .trim()
        .min(3, 'Powód potrącenia musi mieć co najmniej 3 znaki')
        .max(1000, 'Powód potrącenia może mieć najwyżej 1000 znaków'),
    })
    .optional(),
});
export type AcceptReturnRequest = z.infer<typeof acceptReturnRequestSchema>;

/** POST /admin/returns/{id}/reject. */
export const rejectReturnRequestSchema = z.object({
  reason: z
    .string({ error: 'Podaj powód odrzucenia' })
    .trim()
    .min(3, 'Powód odrzucenia musi mieć co najmniej 3 znaki')
    .max(1000, 'Powód odrzucenia może mieć najwyżej 1000 znaków'),
});
export type RejectReturnRequest = z.infer<typeof rejectReturnRequestSchema>;

/** The deadline staff work against: the answer once the goods arrived, else the shipping one. */
export function returnDeadline(item: Pick<OrderReturn, 'answerBy' | 'shipBy'>): string {
  return item.answerBy ?? item.shipBy;
}
