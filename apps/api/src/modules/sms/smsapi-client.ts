// SMSAPI.pl's REST interface (docs/alarms.md): POST {SMSAPI_BASE_URL}/sms.do with
// `Authorization: Bearer SMSAPI_TOKEN` and a form of to, message, from, format=json. It answers
// 200 with `{ count, list: [{ id, points, number, status, … }] }` when the message is queued, and
// may answer 200 with `{ error, message }` when it is refused: both are read. `idx` with
// `check_idx=1` makes SMSAPI refuse a second message with the same idx, so an alarm tried again
// after an unclear failure is never sent twice.

export interface SmsSettings {
  token: string;
  baseUrl: string;
  /** A sender name registered in SMSAPI; null for the account's default. */
  sender: string | null;
}

export interface Sms {
  /** 48XXXXXXXXX */
  to: string;
  message: string;
  /** At most 255 characters; SMSAPI refuses a repeat (check_idx). */
  idx?: string;
}

export type SmsOutcome = { sent: string } | { refused: string } | { failed: string };

const SMS_TIMEOUT_MS = 15_000;

interface SmsapiAnswer {
  count?: number;
  list?: { id?: string; status?: string }[];
  error?: number;
  message?: string;
}

export async function sendSms(settings: SmsSettings, sms: Sms): Promise<SmsOutcome> {
  const form = new URLSearchParams({
    to: sms.to,
    message: sms.message,
    format: 'json',
    encoding: 'utf-8',
  });
  if (settings.sender) form.set('from', settings.sender);
  if (sms.idx) {
    form.set('idx', sms.idx);
    form.set('check_idx', '1');
  }
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/sms.do`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
  const text = await response.text();
  let answer: SmsapiAnswer;
  try {
    answer = JSON.parse(text) as SmsapiAnswer;
  } catch {
    return { failed: `SMSAPI answered ${response.status} without JSON` };
  }
  if (answer.error !== undefined) {
    return { refused: `SMSAPI error ${answer.error}: ${answer.message ?? ''}`.trim() };
  }
  const id = answer.list?.[0]?.id;
  if (!response.ok || !id) return { failed: `SMSAPI answered ${response.status}` };
  return { sent: id };
}
