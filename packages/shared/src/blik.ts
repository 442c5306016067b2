// BLIK typed in the shop (Przelewy24 "BLIK level 0", docs/payments-blik.md): the six-digit code
// the shopper types, what the shop answers about a BLIK payment of an order, and the reasons a
// bank or BLIK refuses one, in Polish.
import { z } from 'zod';

/** How long the shopper has to confirm in the bank app (a BLIK code lives two minutes). */
export const BLIK_CONFIRM_MS = 120_000;

/**
 * The code as typed or pasted: spaces and dashes between digits are dropped ("777 123",
 * "777-123"), then it must be six digits.
 */
export const blikCodeSchema = z
  .string({ error: 'Wpisz kod BLIK' })
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Kod BLIK ma 6 cyfr'));

/**
 * POST /orders/{id}/blik. `remember`: the shopper ticked „Zapamiętaj BLIK w tym sklepie”, so
 * this payment also registers the account's BLIK alias for payments without a code.
 */
export const blikChargeRequestSchema = z.object({
  code: blikCodeSchema,
  remember: z.boolean().optional(),
});
export type BlikChargeRequest = z.input<typeof blikChargeRequestSchema>;

/** Why a BLIK payment did not go through, as the shop tells the shopper. */
export const BLIK_REFUSALS = {
  WRONG_CODE: 'Nieprawidłowy kod BLIK. Wygeneruj nowy kod w aplikacji banku i wpisz go ponownie.',
  CODE_EXPIRED: 'Kod BLIK wygasł. Wygeneruj nowy kod w aplikacji banku i wpisz go ponownie.',
  CODE_USED: 'Ten kod BLIK został już użyty. Wygeneruj nowy kod w aplikacji banku.',
  INSUFFICIENT_FUNDS: 'Bank odrzucił płatność: brak wystarczających środków na koncie.',
  LIMIT_EXCEEDED: 'Bank odrzucił płatność: przekroczony limit transakcji BLIK.',
  DECLINED: 'Bank odrzucił płatność. Sprawdź powód w aplikacji banku.',
  BAD_PIN: 'Płatność odrzucona: błędny PIN w aplikacji banku.',
  TIMEOUT: 'Płatność nie została potwierdzona w aplikacji banku na czas.',
  UNAVAILABLE:
    'Płatność BLIK jest chwilowo niedostępna. Spróbuj ponownie za chwilę albo zapłać przelewem online.',
  ALIAS_EXPIRED:
    'Zapamiętany BLIK wygasł w aplikacji banku. Wpisz kod BLIK: przy tej płatności możesz zapamiętać go ponownie.',
  ALIAS_REFUSED:
    'Aplikacja banku nie przyjęła płatności bez kodu. Wpisz kod BLIK: przy tej płatności możesz zapamiętać go ponownie.',
  CHOOSE_APP:
    'Ten BLIK jest zapamiętany w kilku aplikacjach banków: wybierz, w której potwierdzisz.',
} as const;
export type BlikRefusal = keyof typeof BLIK_REFUSALS;
export const blikRefusalSchema = z.enum(
  Object.keys(BLIK_REFUSALS) as [BlikRefusal, ...BlikRefusal[]],
);

/**
 * A BLIK payment of one order, as the shop knows it now:
 * NONE (no code sent yet), WAITING (sent, the shopper confirms in the bank app until
 * `confirmBy`), REFUSED (`reason`, `message`; a new code may be sent), EXPIRED (not confirmed
 * in time; a new code may be sent), PAID.
 */
export const BLIK_STATES = ['NONE', 'WAITING', 'REFUSED', 'EXPIRED', 'PAID'] as const;
export const blikPaymentSchema = z.object({
  status: z.enum(BLIK_STATES),
  confirmBy: z.string().nullable(),
  reason: blikRefusalSchema.nullable(),
  message: z.string().nullable(),
  /**
   * Only in the answer to a payment without a code refused with CHOOSE_APP: the bank apps the
   * remembered BLIK sits in, as Przelewy24 named them; the shopper picks one (never stored).
   */
  apps: z.array(z.object({ key: z.string(), label: z.string() })).optional(),
});
export type BlikPayment = z.infer<typeof blikPaymentSchema>;
export type BlikState = BlikPayment['status'];

/**
 * POST /orders/{id}/blik/one-click: pay with the account's remembered BLIK (no code); `app` is
 * the key of the bank app the shopper chose after CHOOSE_APP.
 */
export const blikOneClickRequestSchema = z.object({
  app: z.string().min(1).max(200).optional(),
});
export type BlikOneClickRequest = z.infer<typeof blikOneClickRequestSchema>;

/** The account's remembered BLIK (GET /users/me/blik-alias), without its value. */
export const blikAliasSchema = z.object({
  label: z.string(),
  /** When the payment that registered it arrived. */
  registeredAt: z.string(),
});
export type BlikAlias = z.infer<typeof blikAliasSchema>;
export const blikAliasAnswerSchema = z.object({ alias: blikAliasSchema.nullable() });

/** The words beside the box, unticked, that lets the first BLIK payment remember the alias. */
export const BLIK_REMEMBER_LABEL = 'Zapamiętaj BLIK w tym sklepie';

/**
 * The codes the built-in simulator and the Przelewy24 stand-in answer, for tests and demos
 * (Przelewy24's sandbox confirms 777xxx as well): 777xxx is confirmed two seconds later,
 * 778xxx once the payer confirms on the payment page (blikTestWaitsForApp), 111111 is a wrong
 * code, 222222 an expired one, any other code is declined by the bank.
 */
export function blikTestOutcome(code: string): 'CONFIRMED' | BlikRefusal {
  if (/^77[78]\d{3}$/.test(code)) return 'CONFIRMED';
  if (code === '111111') return 'WRONG_CODE';
  if (code === '222222') return 'CODE_EXPIRED';
  return 'DECLINED';
}

/** How long the simulator and the stand-in take to "confirm in the bank app". */
export const BLIK_TEST_CONFIRM_MS = 2_000;

/**
 * A 778xxx code (and a BLIK remembered with one) is not confirmed by itself: the payment waits,
 * within its two minutes, until "Zapłać" on the payment page (the simulator's, the stand-in's
 * /trnRequest) plays the shopper confirming in the bank app. For demos and tests that look at
 * the waiting screen for as long as they need.
 */
export const blikTestWaitsForApp = (code: string) => /^778\d{3}$/.test(code);

/**
 * Remembered BLIK in the simulator and the stand-in: a confirmed code's fourth digit names the
 * bank app it came from (777123: mBank), so codes from two apps remember one BLIK in two apps;
 * a BLIK remembered with 777068 expires before its next payment (BLIK's error 68).
 */
const TEST_BANK_APPS = [
  'PKO BP',
  'mBank',
  'ING',
  'Santander',
  'Pekao',
  'Millennium',
  'Alior',
  'BNP Paribas',
  'Credit Agricole',
  'VeloBank',
];
export const blikTestApp = (code: string) => TEST_BANK_APPS[Number(code[3])] ?? 'PKO BP';
export const BLIK_TEST_EXPIRING_ALIAS_CODE = '777068';
