// Drop reminders („Przypomnij mi”) and wishlist price-drop alerts: the requests and answers both
// apps use, and where the reminder's confirmation link lands. Rules: docs/product-rules.md,
// "Przypomnij mi" and "Powiadomienia o obniżkach".
import { z } from 'zod';
import { emailSchema } from './accounts.ts';

/** Where a reminder's confirmation e-mail's link lands (the API writes it, the web serves it). */
export const DROP_REMINDER_CONFIRM_PATH = '/reminders/confirm';
/** The page an SMS drop alarm's way-out link opens (?sms=<token>): it turns SMS alarms off. */
export const SMS_ALARMS_OFF_PATH = '/alarms/off';

/** POST /drops/{id}/reminders without logging in: the address to remind (confirmed by e-mail). */
export const dropReminderRequestSchema = z.object({ email: emailSchema });
export type DropReminderRequest = z.infer<typeof dropReminderRequestSchema>;

/** The logged-in shopper's reminder for a drop (GET, and the answer of POST). */
export const dropReminderSchema = z.object({ reminded: z.boolean() });
export type DropReminder = z.infer<typeof dropReminderSchema>;

/** POST /drop-reminders/confirm: the confirmation link's token. */
export const dropReminderConfirmSchema = z.object({
  confirmToken: z
    .string({ error: 'Link wygasł lub został już użyty' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Link wygasł lub został już użyty'),
});
export type DropReminderConfirm = z.infer<typeof dropReminderConfirmSchema>;

/** What the confirmed link reminds of: the drop's name and address (its slug). */
export const confirmedDropReminderSchema = z.object({
  dropName: z.string(),
  dropSlug: z.string(),
});
export type ConfirmedDropReminder = z.infer<typeof confirmedDropReminderSchema>;

/** The account's price-drop alerts: on since `since` (the consent's time), or off. */
export const priceAlertsSchema = z.object({
  enabled: z.boolean(),
  since: z.string().nullable(),
});
export type PriceAlerts = z.infer<typeof priceAlertsSchema>;

/** PUT /wishlists/price-alerts: turn the alerts on (consent given now) or off. */
export const priceAlertsRequestSchema = z.object({
  enabled: z.boolean({ error: 'Wybierz, czy wysyłać powiadomienia' }),
});
export type PriceAlertsRequest = z.infer<typeof priceAlertsRequestSchema>;
