// The account's alarm channels (docs/alarms.md): push turned on per device and SMS per confirmed
// phone, each with its consent recorded in the same transaction, and turned off as easily (in
// the settings, from the notification, from the SMS's link), which withdraws the consent and
// takes the channel's alarms not sent yet.
import { CHANNEL_CONSENT_TEXTS, type AlarmChannels } from '@shop/shared/alarms';
import type { Db, Executor } from '../../db/client.ts';
import {
  consentedChannels,
  dropPendingAlarms,
  giveConsent,
  withdrawConsent,
} from '../../modules/alarms/index.ts';
import {
  deviceCountOf,
  removeAllDevices,
  removeDevice,
  subscribeDevice,
  withdrawDevice,
  type DeviceSubscription,
} from '../../modules/push/index.ts';
import {
  confirmCode,
  newCode,
  phoneOf,
  phoneOrRefuse,
  removePhone,
  sendCode,
  withdrawPhone,
  type SmsSettings,
} from '../../modules/sms/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';

export interface ChannelDeps {
  db: Db;
  now: () => Date;
  push: { publicKey: string; endpointHosts: string[] };
  sms: SmsSettings | null;
}

export async function alarmChannelsOf(deps: ChannelDeps, userId: number): Promise<AlarmChannels> {
  const consented = await consentedChannels(deps.db, userId);
  const phone = await phoneOf(deps.db, userId);
  return {
    push: {
      on: consented.has('push'),
      devices: await deviceCountOf(deps.db, userId),
      publicKey: deps.push.publicKey,
      consentText: CHANNEL_CONSENT_TEXTS.push,
    },
    sms: {
      available: deps.sms !== null,
      on: consented.has('sms'),
      phone: phone?.phone ?? null,
      confirmed: phone?.confirmed ?? false,
      consentText: CHANNEL_CONSENT_TEXTS.sms,
    },
  };
}

/** Push on in this browser: the device kept, the push consent given. */
export async function turnPushOn(deps: ChannelDeps, userId: number, device: DeviceSubscription) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await subscribeDevice(tx, userId, device, { now, endpointHosts: deps.push.endpointHosts });
    await giveConsent(tx, userId, 'push', now);
  });
}

/** Push off in one browser (its endpoint) or everywhere; with no device left, consent withdrawn. */
export async function turnPushOff(deps: ChannelDeps, userId: number, endpoint?: string) {
  await deps.db.transaction(async (tx) => {
    if (endpoint) await removeDevice(tx, userId, endpoint);
    else await removeAllDevices(tx, userId);
    await withdrawIfNoDevice(tx, userId, deps.now());
  });
}

async function withdrawIfNoDevice(ex: Executor, userId: number, now: Date) {
  if ((await deviceCountOf(ex, userId)) > 0) return;
  await withdrawConsent(ex, userId, 'push', now);
  await dropPendingAlarms(ex, userId, 'push');
}

/** The notification's „Wyłącz powiadomienia”: false for an unknown or used token. */
export function withdrawPushByToken(deps: ChannelDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const userId = await withdrawDevice(tx, token);
    if (userId === undefined) return false;
    await withdrawIfNoDevice(tx, userId, deps.now());
    return true;
  });
}

function smsSettings(deps: ChannelDeps): SmsSettings {
  if (!deps.sms) {
    throw new AppError('SmsUnavailableException', 503, 'Ten sklep nie wysyła SMS-ów');
  }
  return deps.sms;
}

/** A code to the typed phone; the phone's alarms wait for it to be confirmed. */
export async function askForCode(deps: ChannelDeps, userId: number, typed: string) {
  // A number that is not one is refused as such (400), even where the shop sends no SMS.
  const phone = phoneOrRefuse(typed);
  const settings = smsSettings(deps);
  const sms = await deps.db.transaction((tx) => newCode(tx, userId, phone, deps.now()));
  await sendCode(deps.db, settings, userId, sms);
}

/** The code typed back: the phone confirmed and the SMS consent given, in one transaction. */
export async function confirmPhone(deps: ChannelDeps, userId: number, code: string) {
  smsSettings(deps);
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const checked = await confirmCode(tx, userId, code, now);
    if ('phone' in checked) await giveConsent(tx, userId, 'sms', now);
    return checked;
  });
  // After the commit: a wrong code's try is counted.
  if ('refused' in outcome) throw badRequest(outcome.refused);
}

export async function turnSmsOff(deps: ChannelDeps, userId: number) {
  await deps.db.transaction(async (tx) => {
    await removePhone(tx, userId);
    await withdrawConsent(tx, userId, 'sms', deps.now());
    await dropPendingAlarms(tx, userId, 'sms');
  });
}

/** The SMS's way-out link: false for an unknown or used token. */
export function withdrawSmsByToken(deps: ChannelDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const userId = await withdrawPhone(tx, token);
    if (userId === undefined) return false;
    await withdrawConsent(tx, userId, 'sms', deps.now());
    await dropPendingAlarms(tx, userId, 'sms');
    return true;
  });
}
