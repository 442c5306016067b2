// Invoices to KSeF through the job's runs, against the stand-in (tools/fakes/ksef.ts), on both
// databases: KSeF down for a while, then back: every queued document is accepted exactly once,
// in order of issue, and a correction names its invoice's KSeF number; a refused one keeps
// KSeF's reason and is not sent again until staff resend it; an answer lost after sending is
// read back by its hash instead of a second send. Each official status of an invoice
// (SessionInvoiceStatusResponse in tools/fakes/ksef-open-api.json) is handled on purpose: 100
// and 150 wait, 200 and 440 are accepted, 405 and 550 are sent again, the rest refused.
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ksefSubmissions } from '../../db/schema/ksef.ts';
import { createKsefClient } from '../../modules/ksef/client.ts';
import { isKsefNumber } from '../../modules/ksef/ksef-number.ts';
import { pdfText } from '../../modules/invoices/test-documents.ts';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { ksefFixtures, KSEF_TOKEN } from '../../test/ksef-fixtures.ts';
import { adminOrder, MANY_UNPAID_ORDERS } from '../../test/order-fixtures.ts';
import { requestRefund } from '../../test/refund-fixtures.ts';
import { emailKinds } from '../emails.ts';
import { COPY_WAIT_MS } from './emails.ts';
import { NotDueYet } from '../../modules/mail/service.ts';

describeEachDb(
  'invoices sent to KSeF',
  (ctx) => {
    const app = () => ctx().app;
    const k = ksefFixtures(ctx);
    const { control, run, later, submissions, attention, paidOrder, settle } = k;

    it('KSeF down, then back: every document accepted once, in order of issue; corrections name their invoices', async () => {
      await control('unavailable', { on: true });
      const orders = [await paidOrder(12_300), await paidOrder(4_999), await paidOrder(2_500)];
      // A refund of the first order issues its correction, queued behind the invoices.
      const paid = await adminOrder(app(), orders[0]!);
      expect(
        (
          await requestRefund(app(), orders[0]!, {
            items: [{ orderItemId: paid.items[0]!.id, quantity: 1 }],
          })
        ).statusCode,
      ).toBe(200);
      const queued = await submissions();
      expect(queued.map((s) => [s.number.slice(0, 3), s.state])).toEqual([
        ['FV/', 'QUEUED'],
        ['FV/', 'QUEUED'],
        ['FV/', 'QUEUED'],
        ['KOR', 'QUEUED'],
      ]);

      const down = await run();
      expect(down.unavailable).toBe(true);
      expect((await submissions()).every((s) => s.state === 'QUEUED')).toBe(true);
      // Meanwhile the invoices are issued offline, due in KSeF by the next working day; the
      // correction cannot be (its XML names its invoice's KSeF number): it waits.
      expect((await submissions()).map((s) => [s.number.slice(0, 3), s.sendBy !== null])).toEqual([
        ['FV/', true],
        ['FV/', true],
        ['FV/', true],
        ['KOR', false],
      ]);
      const offlineXml = (await submissions()).map((s) => s.xml);
      // Nothing is tried again before the back-off is over, even with KSeF back.
      await control('unavailable', { on: false });
      expect((await run()).sent).toBe(0);

      // Ten minutes on, staff see what waits for KSeF.
      later(11 * 60_000);
      const waiting = await attention();
      expect(waiting.map((item) => [item.number, item.ksef.state])).toEqual(
        queued.map((s) => [s.number, 'QUEUED']),
      );
      await settle();
      expect(await attention()).toEqual([]);
      const accepted = await submissions();
      expect(accepted.map((s) => s.state)).toEqual([
        'ACCEPTED',
        'ACCEPTED',
        'ACCEPTED',
        'ACCEPTED',
      ]);
      for (const s of accepted) expect(isKsefNumber(s.ksefNumber!)).toBe(true);
      // Sent in order of issue: the stand-in keeps documents in the order it received them. (Its
      // KSeF numbers follow the order it decided them in, which, as in KSeF, is its own.)
      expect((await k.held()).map((h) => h.invoiceNumber)).toEqual(accepted.map((s) => s.number));
      // The correction names its invoice's KSeF number.
      const [invoice, , , correction] = accepted;
      expect(correction!.xml).toContain(
        `<NrKSeFFaKorygowanej>${invoice!.ksefNumber}</NrKSeFFaKorygowanej>`,
      );
      // Exactly once: the stand-in holds each document once.
      const held = await k.held();
      expect(new Set(held.map((h) => h.hash)).size).toBe(held.length);
      expect(held).toHaveLength(4);
      // The offline ones went with offlineMode, their XML as fixed when they were issued.
      expect(held.map((h) => h.offline)).toEqual([true, true, true, false]);
      expect(accepted.slice(0, 3).map((s) => s.xml)).toEqual(offlineXml.slice(0, 3));

      // Staff see it in the order, and the PDF carries the number and the link of KOD I.
      const order = await adminOrder(app(), orders[0]!);
      expect(order.invoices[0]!.ksef).toMatchObject({
        state: 'ACCEPTED',
        number: invoice!.ksefNumber,
      });
      const staff = await createStaff(app(), ['READ_ORDERS']);
      const pdf = await app().inject({
        url: `/api/admin/invoices/${invoice!.invoiceId}/pdf`,
        headers: bearer(staff.token),
      });
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain(`Numer KSeF: ${invoice!.ksefNumber}`);
      // The link may wrap in the PDF's text: read without spaces.
      expect(text.replace(/ /g, '')).toMatch(
        new RegExp(
          `${ctx().config.ksef.qr.url}/invoice/${ctx().config.operator.nip}/\\d{2}-\\d{2}-\\d{4}/[\\w-]{43}`,
        ),
      );
      // The XML staff download is the one KSeF holds.
      const xml = await app().inject({
        url: `/api/admin/invoices/${invoice!.invoiceId}/ksef.xml`,
        headers: bearer(staff.token),
      });
      expect(xml.body).toBe(invoice!.xml);
    });

    it('the invoice e-mail waits for the KSeF number, then carries it in the PDF', async () => {
      const orderId = await paidOrder(5_500);
      const [queued] = (await submissions()).filter((s) => s.state === 'QUEUED');
      const email = { kind: 'INVOICE_ISSUED', orderId, data: { invoiceId: queued!.invoiceId } };
      const deps = {
        db: app().db,
        clock: ctx().clock,
        ksef: { mode: 'on' as const, qr: ctx().config.ksef.qr },
      };
      const context = { shopUrl: ctx().config.publicUrl, operator: ctx().config.operator };
      const invoiceEmail = emailKinds.get('INVOICE_ISSUED')!;
      await expect(invoiceEmail.send(email, deps, context)).rejects.toBeInstanceOf(NotDueYet);
      await settle();
      const message = await invoiceEmail.send(email, deps, context);
      const [attachment] = message.attachments ?? [];
      const accepted = (await submissions()).find((s) => s.invoiceId === queued!.invoiceId)!;
      expect(await pdfText(attachment!.content as Buffer)).toContain(
        `Numer KSeF: ${accepted.ksefNumber}`,
      );
    });

    it('a refused document, or one KSeF has not numbered without the Offline certificate, is never e-mailed as „Faktura VAT”', async () => {
      const deps = {
        db: app().db,
        clock: ctx().clock,
        // This suite's shop has no certificate of type Offline: no copy may go out offline.
        ksef: { mode: 'on' as const, qr: ctx().config.ksef.qr },
      };
      expect(deps.ksef.qr.certificate).toBeNull();
      const context = { shopUrl: ctx().config.publicUrl, operator: ctx().config.operator };
      const invoiceEmail = emailKinds.get('INVOICE_ISSUED')!;
      const emailOf = (orderId: number, invoiceId: number) => ({
        kind: 'INVOICE_ISSUED',
        orderId,
        data: { invoiceId },
      });

      await control('refuse-next', { description: 'Nieprawidłowy NIP nabywcy' });
      const refusedOrder = await paidOrder(2_200);
      await settle();
      const refused = (await submissions()).find((s) => s.state === 'REFUSED')!;
      later(COPY_WAIT_MS + 60_000);
      await expect(
        invoiceEmail.send(emailOf(refusedOrder, refused.invoiceId), deps, context),
      ).rejects.toBeInstanceOf(NotDueYet);

      // KSeF down past the copy's two minutes: without KOD II it still waits for the number.
      await control('unavailable', { on: true });
      try {
        const waitingOrder = await paidOrder(2_300);
        const waiting = (await submissions()).at(-1)!;
        later(COPY_WAIT_MS + 60_000);
        await expect(
          invoiceEmail.send(emailOf(waitingOrder, waiting.invoiceId), deps, context),
        ).rejects.toBeInstanceOf(NotDueYet);
      } finally {
        await control('unavailable', { on: false });
      }
      // Both reach KSeF in the end (staff resend the refused one), and then the copies go.
      const updater = await createStaff(app(), ['UPDATE_ORDERS']);
      const resend = await app().inject({
        method: 'POST',
        url: `/api/admin/invoices/${refused.invoiceId}/ksef/resend`,
        headers: bearer(updater.token),
      });
      expect(resend.statusCode).toBe(204);
      later(3_600_000);
      await settle();
      expect((await submissions()).slice(-2).map((s) => s.state)).toEqual(['ACCEPTED', 'ACCEPTED']);
      const copy = await invoiceEmail.send(emailOf(refusedOrder, refused.invoiceId), deps, context);
      expect(copy.subject).toMatch(/^Faktura VAT nr /);
    });

    it('a refused document keeps KSeF’s reason and waits for staff; resent, it is accepted', async () => {
      await control('refuse-next', { description: 'Nieprawidłowy adres nabywcy' });
      await paidOrder(3_300);
      await settle();
      const [refused] = (await submissions()).filter((s) => s.state === 'REFUSED');
      expect(refused!.refusal).toBe(
        'Błąd weryfikacji semantyki dokumentu faktury: Nieprawidłowy adres nabywcy',
      );
      // Staff see it at once, with KSeF's reason and its order.
      expect(await attention()).toMatchObject([
        {
          id: refused!.invoiceId,
          number: refused!.number,
          ksef: { state: 'REFUSED', refusal: refused!.refusal },
        },
      ]);
      later(3_600_000);
      await settle();
      expect((await submissions()).find((s) => s.invoiceId === refused!.invoiceId)!.state).toBe(
        'REFUSED',
      );

      const updater = await createStaff(app(), ['UPDATE_ORDERS']);
      const resend = () =>
        app().inject({
          method: 'POST',
          url: `/api/admin/invoices/${refused!.invoiceId}/ksef/resend`,
          headers: bearer(updater.token),
        });
      expect((await resend()).statusCode).toBe(204);
      // The resend is in the audit trail, with who sent it.
      const reader = await createStaff(app(), ['READ_ORDERS']);
      const trail = await app().inject({
        url: `/api/admin/audit?entity=invoice&id=${refused!.invoiceId}`,
        headers: bearer(reader.token),
      });
      expect(trail.json().items).toMatchObject([
        { action: 'invoice.ksef-resend', staffEmail: updater.user.email },
      ]);
      const twice = await resend();
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(
        'Ponownie wysłać można tylko dokument odrzucony przez KSeF',
      );
      await settle();
      expect((await submissions()).find((s) => s.invoiceId === refused!.invoiceId)).toMatchObject({
        state: 'ACCEPTED',
        refusal: null,
      });
      expect(await attention()).toEqual([]);
    });

    it('the stand-in’s default 100 → 150 → 200: „Trwa przetwarzanie” is waited out, then accepted', async () => {
      const orderId = await paidOrder(6_100);
      await settle();
      const order = await adminOrder(app(), orderId);
      const number = order.invoices[0]!.ksef!.number!;
      expect(order.invoices[0]!.ksef).toMatchObject({ state: 'ACCEPTED' });
      expect(isKsefNumber(number)).toBe(true);
      const held = (await k.held()).find((h) => h.ksefNumber === number)!;
      // The shop read 150 at least once on its way (100 too when it asked early enough).
      expect(held.answered.slice(-2)).toEqual([150, 200]);
    });

    it('440 „Duplikat faktury” is KSeF holding it already: accepted under its original number', async () => {
      await control('outcome', { code: 440 });
      const orderId = await paidOrder(4_400);
      await settle();
      const [duplicate] = (await k.held()).filter((h) => h.status.code === 440);
      const original = duplicate!.status.extensions!.originalKsefNumber!;
      const order = await adminOrder(app(), orderId);
      expect(order.invoices[0]!.ksef).toMatchObject({ state: 'ACCEPTED', number: original });
      // The receipt is the original's, read from the session KSeF accepted it in.
      const kept = (await submissions()).find((s) => s.ksefNumber === original)!;
      expect(kept.upo).toContain(`<NumerKSeFDokumentu>${original}</NumerKSeFDokumentu>`);
      expect(kept.upo).toContain(
        `<NumerReferencyjnySesji>${duplicate!.status.extensions!.originalSessionReferenceNumber}</NumerReferencyjnySesji>`,
      );
    });

    it('550 „Operacja została anulowana przez system” is sent again by itself, then accepted', async () => {
      await control('outcome', { code: 550 });
      const orderId = await paidOrder(5_050);
      await settle();
      const waiting = (await adminOrder(app(), orderId)).invoices[0]!.ksef!;
      expect(waiting.state).toBe('QUEUED');
      expect(waiting.refusal).toBeNull();
      later(60_000);
      await settle();
      const order = await adminOrder(app(), orderId);
      expect(order.invoices[0]!.ksef).toMatchObject({ state: 'ACCEPTED', refusal: null });
      // Two hand-overs of the same document: the first cancelled by KSeF, the second accepted.
      const sends = (await k.held()).filter((h) => h.invoiceNumber === order.invoices[0]!.number);
      expect(sends.map((h) => h.status.code)).toEqual([550, 200]);
    });

    it('a document KSeF refuses does not hold back the next one', async () => {
      const stuck = await paidOrder(3_100);
      const next = await paidOrder(3_200);
      const [first] = (await submissions()).filter((s) => s.state === 'QUEUED');
      // The first one's hand-over points at a session KSeF does not know: reading it back is
      // refused (404), for this document alone.
      await app()
        .db.update(ksefSubmissions)
        .set({ state: 'SENDING', sessionReference: '20261128-SO-0000000000-0000000000-00' })
        .where(eq(ksefSubmissions.invoiceId, first!.invoiceId));
      await settle();
      expect((await adminOrder(app(), stuck)).invoices[0]!.ksef).toMatchObject({
        state: 'REFUSED',
        refusal: expect.stringContaining('Nie znaleziono sesji'),
      });
      expect((await adminOrder(app(), next)).invoices[0]!.ksef).toMatchObject({
        state: 'ACCEPTED',
      });
    });

    it('an answer lost after the send is read back by hash, not sent twice', async () => {
      const before = (await k.held()).length;
      await paidOrder(7_700);
      // The send reaches KSeF but its answer is lost on the way back.
      const lossy = createKsefClient({
        baseUrl: `${k.fake().url}/v2`,
        nip: ctx().config.operator.nip,
        token: KSEF_TOKEN,
        pollMs: 5,
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          if (String(input).endsWith('/invoices') && init?.method === 'POST') {
            throw new TypeError('fetch failed: the connection was reset');
          }
          return response;
        },
      });
      const lost = await run(lossy);
      expect(lost.unavailable).toBe(true);
      expect((await submissions()).at(-1)!.state).toBe('SENDING');

      later(60_000);
      await settle();
      expect((await submissions()).at(-1)!.state).toBe('ACCEPTED');
      expect(await k.held()).toHaveLength(before + 1);
    });
  },
  MANY_UNPAID_ORDERS,
);
