import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders';
import { createMailer, outboxDir } from './mailer.ts';
import { orderPaidEmail } from './order-paid.ts';

const order: Order = {
  id: 42,
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'PAID',
  totalAmount: 10_800,
  shippingCost: 1_000,
  subtotal: 11_000,
  discount: 1_200,
  items: [
    { id: 1, product: { id: 7, name: 'Kurtka <zimowa>', images: [] }, price: 5_500, quantity: 2 },
  ],
  shippingMethod: 'INPOST_PARCEL_LOCKER',
  parcelLockerId: 'KRA010',
  shippingAddress: {
    id: 3,
    name: 'Zażółć Gęślą',
    street: 'Długa 1',
    city: 'Kraków',
    postalCode: '30-001',
    country: 'Polska',
  },
  invoiceDetails: null,
  couponId: 5,
  paymentUrl: null,
  expiresAt: '2026-03-01T10:30:00.000Z',
  paidAt: '2026-03-01T10:05:00.000Z',
  receiptId: null,
  refundRequired: false,
  shipment: null,
  refunds: [],
  invoices: [],
};

describe('order paid e-mail', () => {
  it('is Polish, in text and HTML, with the order and escaped names', () => {
    const mail = orderPaidEmail(order, 'a@sklep.test', 'https://sklep.test');
    expect(mail.subject).toBe('Zamówienie nr 42 zostało opłacone');
    expect(mail.text).toContain('Kurtka <zimowa> x 2: 110,00\u00a0zł');
    expect(mail.text).toContain('Rabat: −12,00\u00a0zł');
    expect(mail.text).toContain('Razem: 108,00\u00a0zł');
    expect(mail.text).toContain('Paczkomat InPost KRA010');
    expect(mail.html).toContain('Kurtka &lt;zimowa&gt;');
    expect(mail.html).not.toContain('<zimowa>');
    expect(mail.html).toContain('href="https://sklep.test/orders"');
  });
});

describe('mailer', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes .eml files to the outbox without SMTP_URL', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'Sklep <sklep@sklep.test>', dataDir });
    await mailer.send(orderPaidEmail(order, 'kupujacy@sklep.test', 'https://sklep.test'));
    const files = await readdir(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir(dataDir), files[0]!), 'utf8');
    expect(eml).toContain('To: kupujacy@sklep.test');
    expect(eml).toContain('From: Sklep <sklep@sklep.test>');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
    expect(eml).toContain('Content-Type: text/html; charset=utf-8');
  });

  describe('over SMTP', () => {
    let server: Server;
    let port: number;
    const received: string[] = [];

    beforeAll(async () => {
      // The smallest SMTP server that accepts one message per connection.
      server = createServer((socket) => {
        let data = false;
        let message = '';
        socket.write('220 test ESMTP\r\n');
        socket.on('data', (chunk) => {
          for (const line of chunk.toString().split('\r\n')) {
            if (data) {
              if (line === '.') {
                data = false;
                received.push(message);
                socket.write('250 queued\r\n');
              } else message += `${line}\n`;
            } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
            else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
            else if (/^DATA/i.test(line)) {
              data = true;
              socket.write('354 go\r\n');
            } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('sends through SMTP_URL', async () => {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'sklep@sklep.test',
        dataDir,
      });
      await mailer.send({
        to: 'x@sklep.test',
        subject: 'Test',
        text: 'Cześć',
        html: '<p>Cześć</p>',
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: x@sklep.test');
    });
  });
});
