import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, outboxDir, type MailMessage } from './mailer.ts';
import { startSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

const message: MailMessage = {
  to: 'kupujacy@sklep.test',
  subject: 'Zamówienie nr 42 zostało opłacone',
  text: 'Dzień dobry, zażółć gęślą jaźń',
  html: '<p>Dzień dobry, zażółć gęślą jaźń</p>',
  attachments: [
    {
      filename: 'faktura-FV-1-2026.pdf',
      content: new TextEncoder().encode('%PDF-1.7 test'),
      contentType: 'application/pdf',
    },
  ],
};

describe('mailer', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes .eml files to DATA_DIR/outbox without SMTP_URL', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'Sklep <sklep@sklep.test>', dataDir });
    await mailer.send(message);
    const files = await readdir(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir(dataDir), files[0]!));
    const mail = await simpleParser(eml);
    expect(mail.from?.value).toEqual([{ name: 'Sklep', address: 'sklep@sklep.test' }]);
    expect(mail.to).toMatchObject({ text: 'kupujacy@sklep.test' });
    expect(mail.subject).toBe('Zamówienie nr 42 zostało opłacone');
    expect(mail.text?.trim()).toBe('Dzień dobry, zażółć gęślą jaźń');
    expect(mail.html).toContain('<p>Dzień dobry, zażółć gęślą jaźń</p>');
    expect(mail.attachments[0]).toMatchObject({
      filename: 'faktura-FV-1-2026.pdf',
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.toString()).toBe('%PDF-1.7 test');
  });

  it('sends through SMTP_URL', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'sklep@sklep.test', dataDir });
    await mailer.send(message);
    // The kept connection ends, or the server's stop waits for it.
    mailer.close?.();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ subject: 'Zamówienie nr 42 zostało opłacone' });
    expect(smtp.received[0]!.attachments[0]!.filename).toBe('faktura-FV-1-2026.pdf');
  });

  it('fails the send when the SMTP server is down', async () => {
    const down = await startSmtpServer();
    const url = down.url;
    await down.stop();
    const mailer = createMailer({ smtpUrl: url, from: 'sklep@sklep.test', dataDir });
    await expect(mailer.send(message)).rejects.toMatchObject({ code: 'ESOCKET' });
    mailer.close?.();
  });
});
