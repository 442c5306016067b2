// Offline invoices (decision 030, "Offline"), against the KSeF stand-in on both databases: when
// KSeF does not answer or is slow to number a document, the buyer's copy goes out as an offline
// invoice (KOD I marked OFFLINE, KOD II marked CERTYFIKAT) and reaches KSeF later with
// offlineMode; a correction waits for its invoice's number; a refused offline invoice is resent
// as a technical correction.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { expect, it } from 'vitest';
import { pdfText } from '../../modules/invoices/test-documents.ts';
import { NotDueYet } from '../../modules/mail/service.ts';
import type { KsefQr } from '../../modules/ksef/verification.ts';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { ksefFixtures } from '../../test/ksef-fixtures.ts';
import { adminOrder, MANY_UNPAID_ORDERS } from '../../test/order-fixtures.ts';
import { requestRefund } from '../../test/refund-fixtures.ts';
import { emailKinds } from '../emails.ts';
import { COPY_WAIT_MS } from './emails.ts';

describeEachDb(
  'offline invoices',
  (ctx) => {
    const app = () => ctx().app;
    const k = ksefFixtures(ctx);
    const invoiceEmail = emailKinds.get('INVOICE_ISSUED')!;

    /** The QR codes drawn for the stand-in, with the offline certificate it issued. */
    const qr = (): KsefQr => {
      const { certificate, key } = k.fake().offlineCertificate;
      return {
        url: k.fake().url,
        certificate: {
          serialNumber: new X509Certificate(certificate).serialNumber,
          key: createPrivateKey(key),
          contextNip: ctx().config.operator.nip,
        },
      };
    };
    /** The invoice e-mail of `invoiceId` as the outbox would send it now. */
    const email = (orderId: number, invoiceId: number) =>
      invoiceEmail.send(
        { kind: 'INVOICE_ISSUED', orderId, data: { invoiceId } },
        { db: app().db, clock: ctx().clock, ksef: { mode: 'on' as const, qr: qr() } },
        { shopUrl: ctx().config.publicUrl, operator: ctx().config.operator },
      );
    /** The text of a PDF attachment, spaces removed (links wrap in it). */
    const attachmentText = async (message: Awaited<ReturnType<typeof email>>) =>
      (await pdfText(message.attachments![0]!.content as Buffer)).replace(/\s+/g, '');
    /** KOD I's or KOD II's link in the text (its hash is 43 characters, an RSA-2048 signature 342). */
    const linkIn = (text: string, kind: 'invoice' | 'certificate') =>
      new RegExp(
        `${k.fake().url}/${
          kind === 'invoice'
            ? 'invoice/\\d{10}/\\d{2}-\\d{2}-\\d{4}/[\\w-]{43}'
            : 'certificate/Nip/\\d{10}/\\d{10}/[0-9A-F]+/[\\w-]{43}/[\\w-]{342}'
        }`,
      ).exec(text)?.[0];
    const page = async (link: string) => {
      const res = await fetch(link);
      return { status: res.status, text: await res.text() };
    };
    const submissionOf = async (invoiceId: number) =>
      (await k.submissions()).find((s) => s.invoiceId === invoiceId)!;
    const lastInvoiceId = async () => (await k.submissions()).at(-1)!.invoiceId;

    it('KSeF does not answer: the copy goes out at once as offline, then KSeF accepts it with offlineMode', async () => {
      await k.control('unavailable', { on: true });
      const orderId = await k.paidOrder(8_900);
      const invoiceId = await lastInvoiceId();
      expect((await k.run()).unavailable).toBe(true);
      const offline = await submissionOf(invoiceId);
      expect(offline.offlineAt).not.toBeNull();
      expect(offline.sendBy! > offline.offlineAt!.toISOString().slice(0, 10)).toBe(true);

      // The e-mail goes now: its PDF reads OFFLINE under KOD I and CERTYFIKAT under KOD II.
      const text = await attachmentText(await email(orderId, invoiceId));
      expect(text).toContain('Fakturawystawionawtrybieoffline');
      expect(text).toContain('OFFLINE');
      expect(text).toContain('CERTYFIKAT');
      expect(text).not.toContain('NumerKSeF');
      const invoiceLink = linkIn(text, 'invoice')!;
      const certificateLink = linkIn(text, 'certificate')!;
      // KSeF confirms the issuer at once; the invoice itself is not in KSeF yet.
      expect(await page(certificateLink)).toMatchObject({ status: 200 });
      expect((await page(certificateLink)).text).toContain('Certyfikat wystawcy jest ważny');
      expect((await page(invoiceLink)).status).toBe(404);
      // A link signed by anyone else is not confirmed.
      const forged = certificateLink.replace(/\/[\w-]+$/, '/AAAA');
      expect((await page(forged)).text).toContain('Nie potwierdzono wystawcy');

      // Staff see it with its deadline.
      const [item] = (await k.attention()).filter((i) => i.id === invoiceId);
      expect(item!.ksef.offline).toEqual({
        at: offline.offlineAt!.toISOString(),
        sendBy: offline.sendBy,
      });

      await k.control('unavailable', { on: false });
      k.later(60_000);
      await k.settle();
      const accepted = await submissionOf(invoiceId);
      expect(accepted.state).toBe('ACCEPTED');
      expect(accepted.xml).toBe(offline.xml);
      expect((await k.held()).at(-1)).toMatchObject({ offline: true });
      // The code on the copy the buyer holds now opens the invoice in KSeF.
      const found = await page(invoiceLink);
      expect(found.status).toBe(200);
      expect(found.text).toContain(accepted.ksefNumber!);
      // Downloaded again, the copy carries the number and no second code.
      const staff = await createStaff(app(), ['READ_ORDERS']);
      const pdf = await app().inject({
        url: `/api/admin/invoices/${invoiceId}/pdf`,
        headers: bearer(staff.token),
      });
      const again = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(again).toContain(`Numer KSeF: ${accepted.ksefNumber}`);
      expect(again).not.toContain('CERTYFIKAT');
      expect((await adminOrder(app(), orderId)).invoices[0]!.ksef).toMatchObject({
        state: 'ACCEPTED',
        offline: { sendBy: offline.sendBy },
      });
    });

    it('KSeF slow to number it: the copy waits two minutes, then goes out as offline', async () => {
      const orderId = await k.paidOrder(4_100);
      const invoiceId = await lastInvoiceId();
      await expect(email(orderId, invoiceId)).rejects.toBeInstanceOf(NotDueYet);
      k.later(COPY_WAIT_MS - 1_000);
      await expect(email(orderId, invoiceId)).rejects.toBeInstanceOf(NotDueYet);
      k.later(1_000);
      expect(await attachmentText(await email(orderId, invoiceId))).toContain('OFFLINE');
      expect((await submissionOf(invoiceId)).offlineAt).not.toBeNull();
      await k.settle();
      expect((await k.held()).at(-1)).toMatchObject({ offline: true });
    });

    it('a correction of an offline invoice waits for that invoice’s KSeF number', async () => {
      await k.control('unavailable', { on: true });
      const orderId = await k.paidOrder(6_600);
      const invoiceId = await lastInvoiceId();
      await k.run();
      const paid = await adminOrder(app(), orderId);
      expect(
        (
          await requestRefund(app(), orderId, {
            items: [{ orderItemId: paid.items[0]!.id, quantity: 1 }],
          })
        ).statusCode,
      ).toBe(200);
      const correctionId = await lastInvoiceId();
      expect(correctionId).not.toBe(invoiceId);
      // Its copy cannot go out: its XML must name the invoice's KSeF number, unknown yet.
      k.later(COPY_WAIT_MS + 60_000);
      await k.run();
      await expect(email(orderId, correctionId)).rejects.toBeInstanceOf(NotDueYet);
      expect((await submissionOf(correctionId)).offlineAt).toBeNull();

      await k.control('unavailable', { on: false });
      k.later(3_600_000);
      await k.settle();
      const invoice = await submissionOf(invoiceId);
      const correction = await submissionOf(correctionId);
      expect([invoice.state, correction.state]).toEqual(['ACCEPTED', 'ACCEPTED']);
      expect(correction.xml).toContain(
        `<NrKSeFFaKorygowanej>${invoice.ksefNumber}</NrKSeFFaKorygowanej>`,
      );
      expect(await attachmentText(await email(orderId, correctionId))).toContain(
        `NumerKSeF:${correction.ksefNumber}`,
      );
    });

    /** An offline invoice whose first hand-over KSeF refuses with `code`, then resent by staff. */
    async function refusedThenResent(code: number) {
      await k.control('unavailable', { on: true });
      const orderId = await k.paidOrder(3_900);
      const invoiceId = await lastInvoiceId();
      await k.run();
      const invoiceLink = linkIn(await attachmentText(await email(orderId, invoiceId)), 'invoice')!;
      await k.control('unavailable', { on: false });
      await k.control('outcome', { code });
      k.later(3_600_000);
      await k.settle();
      expect((await submissionOf(invoiceId)).state).toBe('REFUSED');
      const updater = await createStaff(app(), ['UPDATE_ORDERS']);
      const resend = await app().inject({
        method: 'POST',
        url: `/api/admin/invoices/${invoiceId}/ksef/resend`,
        headers: bearer(updater.token),
      });
      expect(resend.statusCode).toBe(204);
      await k.settle();
      expect((await submissionOf(invoiceId)).state).toBe('ACCEPTED');
      const [refused, resent] = (await k.held()).slice(-2);
      return { invoiceLink, refused: refused!, resent: resent! };
    }

    it('an offline invoice KSeF refused for a technical reason (430) is resent as a technical correction, and its code opens it', async () => {
      const { invoiceLink, refused, resent } = await refusedThenResent(430);
      // offline/korekta-techniczna.md: hashOfCorrectedInvoice names the refused file.
      expect(resent).toMatchObject({ offline: true, correctsHash: refused.hash });
      // The code on the buyer's copy opens the accepted one (the same file here: nothing in the
      // shop's data changed; after a fix KSeF leads from the old file to the corrected one).
      const found = await page(invoiceLink);
      expect(found.status).toBe(200);
      expect(found.text).toContain(resent.ksefNumber!);
    });

    it('after a refusal of its content (450) an offline invoice is resent as itself, not as a technical correction', async () => {
      // „W tym trybie nie jest dozwolone korygowanie treści faktury” (korekta-techniczna.md).
      const { resent } = await refusedThenResent(450);
      expect(resent).toMatchObject({ offline: true, correctsHash: null });
    });
  },
  MANY_UNPAID_ORDERS,
);
