// "Moje dane" (GDPR art. 15 and 20): everything the shop holds about a shopper, as one JSON
// file. What is exported, erased and kept is described in docs/privacy.md.
import { z } from 'zod';
import { addressSchema, invoiceDetailsSchema } from './accounts.ts';
import { couponSchema } from './coupons.ts';
import { orderSchema } from './orders.ts';
import { passkeySchema } from './passkeys.ts';
import { wishlistSchema } from './wishlists.ts';
import { priceTargetSchema } from './price-targets.ts';
import { savedSearchSchema } from './saved-searches.ts';

export const myDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string().nullable(),
    createdAt: z.string(),
    /** When the terms were accepted at registration, and which version (TERMS_VERSION). */
    termsAcceptedAt: z.string().nullable(),
    termsVersion: z.string().nullable(),
  }),
  addresses: z.array(addressSchema),
  invoiceDetails: z.array(invoiceDetailsSchema),
  orders: z.array(orderSchema),
  wishlists: z.array(wishlistSchema),
  cart: z.array(
    z.object({ productId: z.number().int(), quantity: z.number().int(), addedAt: z.string() }),
  ),
  coupons: z.array(couponSchema),
  newsletter: z.object({ subscribed: z.boolean(), since: z.string().nullable() }),
  /** „Przypomnij mi” of drops: made logged in, or for the account's address. */
  dropReminders: z.array(
    z.object({
      dropId: z.number().int(),
      email: z.string(),
      confirmedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The wishlists' price-drop alerts: the consent and the alerts sent. */
  priceAlerts: z.object({
    enabled: z.boolean(),
    since: z.string().nullable(),
    sent: z.array(
      z.object({ productId: z.number().int(), level: z.number().int(), sentAt: z.string() }),
    ),
  }),
  /** „Powiadom, gdy cena spadnie do … zł”: the prices waited for, and when each was reached. */
  priceTargets: z.array(priceTargetSchema),
  /** Saved searches, and the pieces each was told of. */
  savedSearches: z.array(
    savedSearchSchema.extend({
      told: z.array(z.object({ productId: z.number().int(), toldAt: z.string() })),
    }),
  ),
  /** Drop alarms by push and SMS: the consents given (and withdrawn), devices, phone. */
  alarms: z.object({
    consents: z.array(
      z.object({
        channel: z.enum(['push', 'sms']),
        text: z.string(),
        givenAt: z.string(),
        withdrawnAt: z.string().nullable(),
      }),
    ),
    pushDevices: z.array(z.object({ pushService: z.string(), createdAt: z.string() })),
    smsPhone: z.object({ phone: z.string(), confirmedAt: z.string().nullable() }).nullable(),
  }),
  /**
   * The remembered BLIK („Zapamiętaj BLIK w tym sklepie”): its label, when consented to and
   * when registered; not its value, which only pays.
   */
  blikAlias: z
    .object({ label: z.string(), consentedAt: z.string(), registeredAt: z.string().nullable() })
    .nullable(),
  /** The account's passkeys: name, when added and last used; not their public keys. */
  passkeys: z.array(passkeySchema),
});
export type MyData = z.infer<typeof myDataSchema>;

/** The downloaded file's name for the shop's (Warsaw) day, e.g. moje-dane-2026-11-25.json. */
export function myDataFileName(day: string): string {
  return `moje-dane-${day}.json`;
}
