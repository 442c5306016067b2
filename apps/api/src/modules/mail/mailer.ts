// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
// written as an .eml file to DATA_DIR/outbox (readable in any mail client, handy in development).
// The outbox job (jobs/outbox.ts) is its only caller: it retries what fails.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe of a newsletter e-mail (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends the kept connections to the mail server (the app's close). */
  close?(): void;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * A silent mail server fails the attempt within about a minute (nodemailer would wait up to
 * 10 minutes), well inside the outbox's claim on the e-mail (jobs/outbox.ts).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Connections to the mail server at most, and the outbox sender's lanes: one each. */
export const MAIL_CONNECTIONS = 4;

const withBuffers = ({ attachments, ...message }: MailMessage) => ({
  ...message,
  attachments: attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
});

export function createMailer({ smtpUrl, from, dataDir }: MailSettings): Mailer {
  if (smtpUrl) {
    // Kept connections (as many as the outbox's lanes): a drop's thousands of reminders went at
    // 18 a second with a new connection and greeting for each (measured, docs/alarms.md).
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: MAIL_CONNECTIONS,
      ...SMTP_TIMEOUTS,
    });
    return {
      async send(message) {
        await transport.sendMail({ from, ...withBuffers(message) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(dataDir);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...withBuffers(message) });
      await mkdir(dir, { recursive: true });
      // Time first, so a directory listing reads in sending order.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}
