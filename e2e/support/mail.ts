// The e-mails a shop server sent: without SMTP_URL it writes each as an .eml file to
// DATA_DIR/outbox (apps/api/src/modules/mail/mailer.ts). The shared server's data directory is
// E2E_DATA_DIR (global-setup.ts); a spec's own server gives its dataDir.
//   const mail = await newestEmailTo(email);  // waits for the outbox job (every 2 s)
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

function sharedDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with global-setup');
  return dir;
}

async function emailsTo(address: string, dataDir: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  // Names start with the sending time (ISO), so sorted names are oldest first.
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => simpleParser(await readFile(path.join(dir, name)))),
  );
  const to = address.toLowerCase();
  return mails.filter((mail) =>
    [mail.to ?? []]
      .flat()
      .some((group) => group.value.some((entry) => entry.address?.toLowerCase() === to)),
  );
}

/**
 * The `count`-th e-mail sent to `address` (1 = the first), waiting until it is there; the
 * outbox job sends within seconds.
 */
export async function emailTo(
  address: string,
  { count = 1, dataDir = sharedDataDir() }: { count?: number; dataDir?: string } = {},
): Promise<ParsedMail> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await emailsTo(address, dataDir);
        return mails.length;
      },
      { message: `e-mail no. ${count} to ${address}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

/** The e-mail to `address` whose subject starts with `subject`, waiting until it is there. */
export async function emailWithSubject(
  address: string,
  subject: string,
  dataDir = sharedDataDir(),
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await emailsTo(address, dataDir);
        found = mails.find((mail) => mail.subject?.startsWith(subject));
        return found !== undefined;
      },
      { message: `e-mail "${subject}" to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the e-mail's text that contains `fragment` (e.g. '/reset-password?'). */
export function linkIn(mail: ParsedMail, fragment: string): string {
  const link = (mail.text ?? '')
    .split(/\s+/)
    .find((word) => /^https?:\/\//.test(word) && word.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in "${mail.subject ?? ''}"`);
  return link;
}
