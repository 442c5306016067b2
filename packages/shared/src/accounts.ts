// Account payloads shared by the API and the web forms: registration, login, addresses,
// invoice details (NIP), password change and reset, and the newsletter. Messages are what
// shoppers see.
import { z } from 'zod';

// `abort` stops at the first problem, so an empty field reports only that it is required.
const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { message, abort: true });

/** E-mail as the shop stores it: trimmed and lower-case. */
export const emailSchema = required('Email jest wymagany')
  .toLowerCase()
  .pipe(z.email('Nieprawidłowy adres email').max(254, 'Adres email jest za długi'));

// ---------------------------------------------------------------- phone

const PHONE_PREFIX = '+48';

/**
 * A Polish mobile/landline number as entered (9 digits, optionally already prefixed with +48)
 * to its stored form +48XXXXXXXXX; null when it is not exactly 9 digits.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.startsWith(PHONE_PREFIX) ? trimmed.slice(PHONE_PREFIX.length) : trimmed;
  return /^\d{9}$/.test(digits) ? PHONE_PREFIX + digits : null;
}

export const phoneSchema = required('Telefon jest wymagany').transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: 'Numer telefonu musi mieć dokładnie 9 cyfr' });
    return z.NEVER;
  }
  return phone;
});

// ---------------------------------------------------------------- passwords

/** Upper bound keeps hashing and strength scoring cheap; the strength rule itself is server-side. */
export const PASSWORD_MAX_LENGTH = 128;
const passwordSchema = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(PASSWORD_MAX_LENGTH, `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków`);

// ---------------------------------------------------------------- auth

export const registerRequestSchema = z.object({
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema('Hasło jest wymagane'),
  /**
   * The shopper accepted the terms (TERMS_VERSION) and the privacy policy: recorded with its
   * time. Optional, so that the specification's body stays valid; the shop's form always sends it.
   */
  acceptTerms: z.literal(true, { error: 'Zaakceptuj regulamin i politykę prywatności' }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterForm = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema('Hasło jest wymagane'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Staff accounts made by the CLI have no phone, so it is null for them. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  type: z.literal('Bearer'),
  user: userSchema,
  /**
   * A staff account that must sign in with a passkey signed in with its password: the session
   * has no staff scopes (docs/passkeys.md). Absent otherwise.
   */
  passkeyRequired: z.literal(true).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: passwordSchema('Obecne hasło jest wymagane'),
  newPassword: passwordSchema('Nowe hasło jest wymagane'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** "Usuń konto": the password confirms it is the account's owner (docs/privacy.md). */
export const deleteAccountRequestSchema = z.object({
  password: passwordSchema('Podaj hasło, aby usunąć konto'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The settings form adds a confirmation field that never leaves the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: passwordSchema('Potwierdzenie hasła jest wymagane') })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Nowe hasło i potwierdzenie hasła nie są zgodne',
    path: ['confirmPassword'],
  });

// ---------------------------------------------------------------- password reset

/** The page a reset e-mail links to, with ?token=…; the shop's routes and the e-mail share it. */
export const PASSWORD_RESET_PATH = '/reset-password';
/** „Nie pamiętasz hasła?”: where a link is asked for (the shop's routes and an e-mail share it). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** How long a reset link works. */
export const PASSWORD_RESET_VALID_MS = 60 * 60_000;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The link's token and the new password, which must pass the same strength rule as at
 * registration (server-side).
 */
export const passwordResetConfirmSchema = z.object({
  resetToken: z.string().min(1, 'Link wygasł lub został już użyty').max(200),
  password: passwordSchema('Nowe hasło jest wymagane'),
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The reset page adds a repeat field that never leaves the browser. */
export const passwordResetFormSchema = z
  .object({
    password: passwordSchema('Nowe hasło jest wymagane'),
    confirmPassword: passwordSchema('Powtórzenie hasła jest wymagane'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Hasła nie są zgodne',
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

// ---------------------------------------------------------------- addresses

const TEXT_MAX = 200;
const text = (message: string) =>
  required(message).max(TEXT_MAX, `Pole może mieć najwyżej ${TEXT_MAX} znaków`);

/** Polish postal code, NN-NNN; five digits typed without the dash get it. */
export const postalCodeSchema = required('Kod pocztowy jest wymagany')
  .transform((code) => code.replace(/^(\d{2})(\d{3})$/, '$1-$2'))
  .pipe(z.string().regex(/^\d{2}-\d{3}$/, 'Kod pocztowy musi mieć format 00-000'));

/** The shop delivers only within Poland: the country of a delivery address. */
export const DELIVERY_COUNTRY = 'Polska';
export const DELIVERY_COUNTRY_ONLY = 'Wysyłamy tylko na terenie Polski';
const deliveryCountrySchema = text('Kraj jest wymagany')
  .refine((country) => /^(polska|pl|poland)$/i.test(country), DELIVERY_COUNTRY_ONLY)
  .transform(() => DELIVERY_COUNTRY);

export const addressInputSchema = z.object({
  name: text('Imię/nazwisko jest wymagane'),
  street: text('Ulica jest wymagana'),
  city: text('Miasto jest wymagane'),
  postalCode: postalCodeSchema,
  country: deliveryCountrySchema,
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
export type AddressForm = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

// ---------------------------------------------------------------- invoice details

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** The NIP (Polish tax id) as 10 digits: drops spaces, dashes and a leading "PL". */
export function normalizeNip(input: string): string {
  return input.trim().replace(/^PL/i, '').replace(/[\s-]/g, '');
}

/** True for a 10-digit NIP whose last digit is its weighted mod-11 checksum. */
export function isValidNip(input: string): boolean {
  const nip = normalizeNip(input);
  if (!/^\d{10}$/.test(nip)) return false;
  const digits = [...nip].map(Number);
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * digits[i]!, 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9];
}

export const nipSchema = required('NIP jest wymagany')
  .refine(isValidNip, 'Nieprawidłowy NIP (10 cyfr z poprawną sumą kontrolną)')
  .transform(normalizeNip);

export const invoiceDetailsInputSchema = z.object({
  name: text('Nazwa jest wymagana'),
  street: text('Ulica jest wymagana'),
  postalCode: postalCodeSchema,
  city: text('Miasto jest wymagane'),
  country: text('Kraj jest wymagany'),
  taxId: nipSchema,
  isDefault: z.boolean().optional(),
});
export type InvoiceDetailsInput = z.infer<typeof invoiceDetailsInputSchema>;
export type InvoiceDetailsForm = z.input<typeof invoiceDetailsInputSchema>;

export const invoiceDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  taxId: z.string(),
  isDefault: z.boolean(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

// ---------------------------------------------------------------- newsletter

export const newsletterRequestSchema = z.object({ email: emailSchema });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** Where the newsletter e-mails' links land (the API writes them, the web serves them). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/**
 * The ?token=… of an e-mail's confirmation or unsubscribe link (newsletter, drop reminders; the
 * tokens are base64url).
 */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** POST /newsletter/confirm: the confirmation link's token. */
export const newsletterConfirmSchema = z.object({
  confirmToken: z
    .string({ error: 'Link wygasł lub został już użyty' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Link wygasł lub został już użyty'),
});
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;

/**
 * POST /auth/password-check: how strong a password being typed is, by the same check that
 * registration and every password change apply. The e-mail and phone typed beside it count as
 * guessable words.
 */
export const passwordCheckRequestSchema = z.object({
  password: z
    .string({ error: 'Hasło jest wymagane' })
    .max(PASSWORD_MAX_LENGTH, `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków`),
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
});
export type PasswordCheckRequest = z.infer<typeof passwordCheckRequestSchema>;

export const passwordCheckResponseSchema = z.object({
  /** Strong enough for the shop: the server takes it. */
  strong: z.boolean(),
  /** 0 (guessed at once) to 4 (very hard to guess); 3 is enough. */
  score: z.number().int().min(0).max(4),
  /** Why it is weak, in Polish; null when nothing stands out. */
  warning: z.string().nullable(),
  /** How to make it stronger, in Polish. */
  suggestions: z.array(z.string()),
});
export type PasswordCheck = z.infer<typeof passwordCheckResponseSchema>;

/** What the server's strength check (zxcvbn, Polish dictionary) wants, said before it refuses. */
export const PASSWORD_RULE =
  'Hasło musi być trudne do odgadnięcia: najlepiej 3–4 słowa albo 12+ znaków z cyframi i znakami. Odrzucamy popularne hasła (np. haslo123), słowa ze słownika i Twój e-mail lub telefon.';

// ---------------------------------------------------------------- erased accounts

/** The address a deleted account is left with; `.invalid` can never receive mail (RFC 2606). */
const ERASED_DOMAIN = '@anonim.invalid';
export const anonymisedEmail = (userId: number) => `usuniety-${userId}${ERASED_DOMAIN}`;
/** Whether the address is one an erased account was given. */
export const isAnonymised = (email: string) => email.endsWith(ERASED_DOMAIN);
/** How staff screens name a customer: the e-mail, or that the account was deleted. */
export const customerName = (email: string) => (isAnonymised(email) ? 'konto usunięte' : email);
