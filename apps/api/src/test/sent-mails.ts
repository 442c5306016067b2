// The e-mails the test shop wrote (without SMTP the mailer writes each as an .eml file under
// DATA_DIR, modules/mail/mailer.ts), parsed as a mail client would read them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { outboxDir } from '../modules/mail/mailer.ts';

/** Every e-mail written so far (none before the first). */
export async function sentMails(dataDir: string): Promise<ParsedMail[]> {
  const dir = outboxDir(dataDir);
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

/** The e-mails written to one address. */
export async function sentMailsTo(dataDir: string, to: string): Promise<ParsedMail[]> {
  return (await sentMails(dataDir)).filter(
    (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to,
  );
}
