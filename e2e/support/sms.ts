// The SMS the shared server sent through its SMSAPI stand-in (own-server.ts; global-setup.ts
// puts its address in E2E_SMSAPI_URL): what a shopper's phone would have received.
export const SMSAPI_TOKEN = 'e2e-smsapi-token';

interface SentSms {
  number: string;
  message: string;
}

/** The messages sent to a number (48XXXXXXXXX), oldest first. */
export async function smsTo(number: string): Promise<SentSms[]> {
  const url = process.env.E2E_SMSAPI_URL;
  if (!url) throw new Error('E2E_SMSAPI_URL is not set: the browser tests start it (global-setup)');
  const sent = (await (await fetch(`${url}/_control/messages`)).json()) as SentSms[];
  return sent.filter((sms) => sms.number === number);
}
