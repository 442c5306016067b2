// The order confirmation on a durable medium, as it arrives over real SMTP (the raw message, an
// .eml, parsed by mailparser). Art. 21 ust. 1 of the consumer rights act: the trader „jest
// obowiązany potwierdzić konsumentowi zawarcie umowy na odległość na trwałym nośniku”, with the
// information of art. 12 ust. 1 (pkt 9: the right of withdrawal, its terms and the model form
// of annex 2); art. 29: without that information the period runs 12 months longer. Art. 43b
// ust. 5: the deviations the buyer accepted are repeated. The PDFs are read back as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { ParsedMail } from 'mailparser';
import { TERMS_VERSION } from '@shop/shared/terms';
import { sendOutbox } from '../../jobs/outbox.ts';
import { startSmtpServer, type TestSmtpServer } from '../../modules/mail/test-smtp-server.ts';
import { createTestContext, dbKinds } from '../../test/harness.ts';
import {
  makeDrop,
  makeProductIn,
  makeShopper,
  MINUTE,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';

const NOTES = 'Rysa 2 cm na obudowie, brak instrukcji.';
const SHOWN = `Stan: po zwrocie/używany. ${NOTES}`;

const pdfText = async (content: Buffer) =>
  ((await extractText(new Uint8Array(content), { mergePages: true })).text as string).replace(
    /\s+/g,
    ' ',
  );

for (const kind of dbKinds) {
  describe(`the order confirmation (.eml) [${kind}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    let shopper: Shopper;
    let mail: ParsedMail;
    let orderId: number;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestContext(kind, { SMTP_URL: smtp.url });
      ctx.clock.set(new Date());
      shopper = await makeShopper(ctx.app);
      const dropId = await makeDrop(ctx.app, {
        dropTime: new Date(ctx.clock.now().getTime() - 60 * MINUTE),
      });
      const used = await makeProductIn(ctx.app, dropId, {
        name: 'Odkurzacz po zwrocie',
        condition: 'USED',
        inspectionNotes: NOTES,
      });
      orderId = (
        await placeOrder(ctx.app, shopper, [{ productId: used, quantity: 1 }], {
          acceptedDeviations: [{ productId: used, deviations: SHOWN }],
        })
      ).id;
      await sendOutbox(ctx.app);
      const received = smtp.received.find(
        (message) => message.subject === `Dziękujemy za zamówienie nr ${orderId}`,
      );
      if (!received) throw new Error('the confirmation did not arrive');
      mail = received;
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
      await smtp?.stop();
    });

    it('art. 12 ust. 1 pkt 9: the text holds the withdrawal information and the model form (annex 2)', () => {
      const text = mail.text ?? '';
      expect(text).toContain('Prawo odstąpienia od umowy:');
      expect(text).toContain(
        'Mają Państwo prawo odstąpić od niniejszej umowy w terminie 14 dni bez podania jakiejkolwiek przyczyny.',
      );
      expect(text).toContain('Wzór formularza odstąpienia od umowy:');
      expect(text).toContain(
        '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
      );
      expect(text).toContain('Adresat: Outlet Drop');
      expect(text).toContain('Imię i nazwisko konsumenta(-ów)');
      expect(mail.html || '').toContain('Wzór formularza odstąpienia od umowy');
    });

    it('art. 21: the terms it was placed under, by version and attached as a PDF', async () => {
      const [y, m, d] = TERMS_VERSION.split('-');
      expect(mail.text).toContain(
        'Umowę zawarliśmy na warunkach Regulaminu sklepu obowiązującym od',
      );
      const names = mail.attachments.map((file) => [file.filename, file.contentType]);
      expect(names).toEqual([
        [`regulamin-${y}-${m}-${d}.pdf`, 'application/pdf'],
        ['odstapienie-od-umowy.pdf', 'application/pdf'],
      ]);
      const terms = await pdfText(mail.attachments[0]!.content);
      expect(terms).toContain('Regulamin sklepu');
      expect(terms).toContain('Umowa sprzedaży zostaje zawarta z chwilą złożenia zamówienia.');
      const form = await pdfText(mail.attachments[1]!.content);
      expect(form).toContain('Wzór formularza odstąpienia od umowy');
      expect(form).toContain('(*) Niepotrzebne skreślić.');
    });

    it('art. 43b ust. 5: the deviations accepted at checkout are repeated with their time', () => {
      const text = mail.text ?? '';
      expect(text).toContain('Zaakceptowany stan produktów:');
      expect(text).toContain(`Odkurzacz po zwrocie: ${SHOWN}`);
      expect(text).toMatch(/Zaakceptowano przy zamówieniu: \d{1,2} \S+ \d{4}/);
    });

    it('the same files are public: GET /api/legal/terms.pdf and /api/legal/withdrawal-form.pdf', async () => {
      for (const [url, index] of [
        ['/api/legal/terms.pdf', 0],
        ['/api/legal/withdrawal-form.pdf', 1],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.equals(mail.attachments[index]!.content)).toBe(true);
      }
    });
  });
}
