// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
// written as an .eml file to DATA_DIR/outbox (readable in any mail client, handy in development).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

export function createMailer({ smtpUrl, from, dataDir }: MailSettings): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(dataDir);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      // Time first, so a directory listing reads in sending order.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}
