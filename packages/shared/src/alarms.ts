// Drop alarms by Web Push and SMS (docs/alarms.md): the bodies of the account's channel
// settings, and the words of each channel's consent (Prawo komunikacji elektronicznej, art. 398:
// per channel, recorded with its time and these words, withdrawn as easily as given).
import { z } from 'zod';

export const ALARM_CHANNELS = ['push', 'sms'] as const;
export type AlarmChannel = (typeof ALARM_CHANNELS)[number];

/** What the shopper agrees to by turning a channel on: shown beside the switch, kept with it. */
export const CHANNEL_CONSENT_TEXTS: Record<AlarmChannel, string> = {
  push: 'Chcę dostawać na tym urządzeniu powiadomienia push o otwarciu kolekcji, dla których wybiorę „Przypomnij mi”. Mogę je wyłączyć w każdej chwili: w ustawieniach konta albo w samym powiadomieniu.',
  sms: 'Chcę dostawać SMS-y o otwarciu kolekcji, dla których wybiorę „Przypomnij mi”, na potwierdzony numer. Mogę je wyłączyć w każdej chwili: w ustawieniach konta albo linkiem z SMS-a.',
};

const base64url = (max: number) =>
  z
    .string({ error: 'Brak klucza subskrypcji' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Nieprawidłowy klucz subskrypcji')
    .max(max, 'Nieprawidłowy klucz subskrypcji');

/** POST /users/me/push-subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ error: 'Nieprawidłowy adres powiadomień' })
    .max(1000, 'Nieprawidłowy adres powiadomień'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url(200), auth: base64url(100) },
    { error: 'Brak kluczy subskrypcji' },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** DELETE /users/me/push-subscriptions: this device (its endpoint), or every device. */
export const pushUnsubscribeSchema = z
  .object({ endpoint: z.string().max(1000).optional() })
  .optional();

/** PUT /users/me/sms-phone: the number a code is sent to. */
export const smsPhoneRequestSchema = z.object({
  phone: z
    .string({ error: 'Podaj numer telefonu' })
    .trim()
    .min(1, 'Podaj numer telefonu')
    .max(30, 'Podaj polski numer telefonu komórkowego, np. 600 100 200'),
});

/** POST /users/me/sms-phone/confirm: the code from the SMS. */
export const smsConfirmRequestSchema = z.object({
  code: z
    .string({ error: 'Podaj kod z SMS-a' })
    .trim()
    .regex(/^\d{6}$/, 'Kod ma 6 cyfr'),
});

/** GET /users/me/alarm-channels: how the account's alarms may reach it. */
export const alarmChannelsSchema = z.object({
  push: z.object({
    /** The consent is in force (some device of the account has push on). */
    on: z.boolean(),
    devices: z.number().int(),
    /** The VAPID public key the browser subscribes with (applicationServerKey). */
    publicKey: z.string(),
    consentText: z.string(),
  }),
  sms: z.object({
    /** The shop sends SMS (SMSAPI_TOKEN is set). */
    available: z.boolean(),
    on: z.boolean(),
    /** „+48 600 100 200”, confirmed or waiting for its code. */
    phone: z.string().nullable(),
    confirmed: z.boolean(),
    consentText: z.string(),
  }),
});
export type AlarmChannels = z.infer<typeof alarmChannelsSchema>;
