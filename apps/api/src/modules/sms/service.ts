// The phone for SMS alarms (docs/alarms.md): the shopper types a Polish mobile number, gets a
// six-digit code by SMS (valid 10 minutes, a new one at most every minute and a few a day, five
// tries), and types it back; only then can an alarm go there. Only the code's SHA-256 is kept.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { polishMobile, shownPhone } from './phone-number.ts';
import * as repo from './repository.ts';
import { sendSms, type SmsSettings } from './smsapi-client.ts';

export const CODE_VALID_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const CODE_TRIES = 5;

const codeHash = (userId: number, phone: string, code: string) =>
  createHash('sha256').update(`${userId}:${phone}:${code}`).digest();

/** The typed number as 48XXXXXXXXX, or 400 in Polish. */
export function phoneOrRefuse(typed: string): string {
  const phone = polishMobile(typed);
  if (!phone) {
    throw badRequest('Podaj polski numer telefonu komórkowego, np. 600 100 200');
  }
  return phone;
}

/**
 * Records a new code for the account's phone (in `ex`'s transaction) and answers the SMS to send
 * once it is committed; 429 when a code went out less than a minute ago.
 */
export async function newCode(ex: Executor, userId: number, phone: string, now: Date) {
  const existing = await repo.findLocked(ex, userId);
  if (
    existing?.phone === phone &&
    existing.codeSentAt &&
    now.getTime() - existing.codeSentAt.getTime() < RESEND_AFTER_MS
  ) {
    throw new AppError(
      'TooManyRequestsException',
      429,
      'Kod wysłaliśmy przed chwilą: poczekaj minutę, zanim poprosisz o nowy',
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.setCode(ex, {
    userId,
    phone,
    codeHash: codeHash(userId, phone, code).toString('hex'),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_VALID_MS),
  });
  return {
    to: phone,
    // Without Polish letters: one SMS of 160 characters instead of 70 (GSM 03.38).
    message: `Kod potwierdzenia numeru w sklepie Outlet Drop: ${code}. Wazny 10 minut. Jesli to nie Ty, zignoruj te wiadomosc.`,
  };
}

/** Sends the code's SMS; when it cannot go, the code is taken back so a new one may be asked. */
export async function sendCode(
  ex: Executor,
  settings: SmsSettings,
  userId: number,
  sms: { to: string; message: string },
) {
  const outcome = await sendSms(settings, sms);
  if ('sent' in outcome) return;
  await repo.update(ex, userId, { codeHash: null, codeSentAt: null, codeExpiresAt: null });
  throw new AppError(
    'SmsUnavailableException',
    503,
    'Nie udało się wysłać SMS-a z kodem. Spróbuj ponownie za chwilę.',
  );
}

/**
 * Checks the typed code (in `ex`'s transaction, which must commit either way: a wrong code
 * counts as a try) and confirms the phone when it is right. Answers the confirmed number, or the
 * Polish reason it was not: wrong, expired, or tried too often.
 */
export async function confirmCode(
  ex: Executor,
  userId: number,
  code: string,
  now: Date,
): Promise<{ phone: string } | { refused: string }> {
  const row = await repo.findLocked(ex, userId);
  if (!row?.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() <= now.getTime()) {
    return { refused: 'Kod wygasł lub nie został wysłany: poproś o nowy' };
  }
  const given = codeHash(userId, row.phone, code);
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
    const tries = row.codeTries + 1;
    if (tries >= CODE_TRIES) {
      await repo.update(ex, userId, { codeHash: null, codeExpiresAt: null, codeTries: tries });
      return { refused: 'Zbyt wiele błędnych prób: poproś o nowy kod' };
    }
    await repo.update(ex, userId, { codeTries: tries });
    return { refused: 'Nieprawidłowy kod' };
  }
  await repo.update(ex, userId, {
    confirmedAt: now,
    codeHash: null,
    codeExpiresAt: null,
    codeTries: 0,
  });
  return { phone: row.phone };
}

/** The account's phone as the settings show it, or null. */
export async function phoneOf(ex: Executor, userId: number) {
  const row = await repo.find(ex, userId);
  return row ? { phone: shownPhone(row.phone), confirmed: row.confirmedAt !== null } : null;
}

export const removePhone = repo.remove;
/** The SMS's way out: removes the phone; answers its account, or undefined. */
export const withdrawPhone = repo.removeByToken;
/** The confirmed phones of these accounts, with each one's way-out token. */
export const confirmedPhonesOf = repo.confirmedOf;

/** The data export's part (docs/privacy.md). */
export async function exportPhoneOf(ex: Executor, userId: number) {
  const row = await repo.find(ex, userId);
  return row
    ? { phone: shownPhone(row.phone), confirmedAt: row.confirmedAt?.toISOString() ?? null }
    : null;
}
