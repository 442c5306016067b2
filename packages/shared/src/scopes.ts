// Staff permissions carried in the JWT `scopes` claim.
import { z } from 'zod';

export const SCOPES = [
  'CREATE_DROP',
  'CREATE_PRODUCT',
  'MANAGE_COUPONS',
  'READ_ORDERS',
  'CREATE_RECEIPT',
  'UPDATE_ORDERS',
  /** Withdrawals and complaints: the /admin/returns queue, accepting or rejecting them. */
  'MANAGE_RETURNS',
  /** Staff accounts: invite, change scopes, deactivate (/admin/staff). */
  'MANAGE_STAFF',
  /** Customers: search, their orders, coupons and consents; block and unblock (/admin/customers). */
  'READ_CUSTOMERS',
] as const;
export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;

/** What each scope lets a staff member do, as the staff page names it. */
export const scopeLabels: Record<Scope, string> = {
  CREATE_DROP: 'Kolekcje',
  CREATE_PRODUCT: 'Produkty, import, producenci',
  MANAGE_COUPONS: 'Kupony',
  READ_ORDERS: 'Zamówienia (podgląd), KSeF, eksport, historia zmian',
  CREATE_RECEIPT: 'Paragony',
  UPDATE_ORDERS: 'Zamówienia: statusy, paczki, zwroty pieniędzy',
  MANAGE_RETURNS: 'Zwroty i reklamacje',
  MANAGE_STAFF: 'Pracownicy',
  READ_CUSTOMERS: 'Klienci: wyszukiwanie, blokowanie, eksport danych osobowych',
};

const scopeList = z
  .array(scopeSchema, { error: 'Nieznane uprawnienie' })
  .min(1, 'Wybierz co najmniej jedno uprawnienie')
  .transform((scopes) => [...new Set(scopes)]);

/** POST /api/admin/staff: invite someone by e-mail with their scopes. */
export const staffInviteSchema = z.object({
  email: z
    .email('Nieprawidłowy adres e-mail')
    .max(254)
    .transform((email) => email.toLowerCase()),
  scopes: scopeList,
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

/** PUT /api/admin/staff/{id}: the person's scopes from now on. */
export const staffScopesSchema = z.object({ scopes: scopeList });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  scopes: z.array(scopeSchema),
  /** The shop's owner: every scope, and no other account changes it or switches it off. */
  owner: z.boolean(),
  createdAt: z.string(),
  /** Invited and the password not set yet. */
  invited: z.boolean(),
  /** Signs in to the panel only with a passkey (docs/passkeys.md), and how many it has. */
  passkeyRequired: z.boolean(),
  passkeys: z.number().int(),
  deactivatedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

/** Where a staff invitation's link leads: the „Witaj w zespole” page (?token=…). */
export const STAFF_WELCOME_PATH = '/welcome';

/** GET /auth/invitation?token=…: a working invitation, read without using it. */
export const staffInvitationSchema = z.object({
  /** The invited account's e-mail (its login). */
  email: z.string(),
  /** Who invited: their e-mail. */
  invitedBy: z.string(),
  /** Until when the link works. */
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** How long an invitation's link works. */
export const STAFF_INVITE_VALID_MS = 72 * 60 * 60_000;
