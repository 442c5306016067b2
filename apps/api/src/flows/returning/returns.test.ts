// Withdrawals and complaints through the API (docs/returns.md): the shopper's request and its
// refusals (deadline, business purchase, pieces left, someone else's order), the photo, the
// staff queue and decisions, the refund made exactly once, the e-mails. The payment simulator
// settles refunds at once.
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { formatPrice } from '@shop/shared/money';
import type { AdminOrder } from '@shop/shared/orders';
import type { AdminReturn, OrderReturn } from '@shop/shared/returns';
import { outboxEmails } from '../../db/schema/mail.ts';
import { returns } from '../../db/schema/returns.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import type { MailMessage } from '../../modules/mail/mailer.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { storedRefunds } from '../../test/refund-fixtures.ts';
import {
  addInvoiceDetails,
  getOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
  stockOf,
  type Shopper,
} from '../../test/order-fixtures.ts';

describeEachDb(
  'returns: withdrawals and complaints',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let business: Shopper;
    let invoiceDetailsId: number;
    let stranger: Shopper;
    let updater: TestAccount;
    let manager: TestAccount;
    let otherStaff: TestAccount;
    /** Deliveries happen at 10:00 in Warsaw on 2 November 2026 (winter time, UTC+1). */
    const START = '2026-11-02T09:00:00Z';

    beforeAll(async () => {
      // Accounts first, on the real clock: their tokens are checked against it.
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
      business = await makeShopper(app());
      invoiceDetailsId = await addInvoiceDetails(app(), business);
      stranger = await makeShopper(app());
      updater = await createStaff(app(), ['UPDATE_ORDERS']);
      manager = await createStaff(app(), ['MANAGE_RETURNS', 'READ_ORDERS']);
      otherStaff = await createStaff(app(), ['UPDATE_ORDERS', 'READ_ORDERS']);
      ctx().clock.set(START);
    });
    beforeEach(() => ctx().clock.set(START));

    async function setStatus(orderId: number, status: 'SHIPPED' | 'DELIVERED') {
      const res = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        headers: bearer(updater.token),
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }

    /** A paid order of 2 × 50,00 zł and 1 × 20,00 zł (shipping extra), shipped or delivered. */
    async function sentOrder(
      who: Shopper,
      until: 'PAID' | 'SHIPPED' | 'DELIVERED' = 'DELIVERED',
      extra: Record<string, unknown> = {},
    ) {
      const lamp = await makeProduct(app(), { price: 5_000 });
      const mug = await makeProduct(app(), { price: 2_000 });
      const placed = await placeOrder(
        app(),
        who,
        [
          { productId: lamp, quantity: 2 },
          { productId: mug, quantity: 1 },
        ],
        extra,
      );
      expect((await payInSimulator(app(), placed.paymentUrl)).statusCode).toBe(303);
      if (until !== 'PAID') await setStatus(placed.id, 'SHIPPED');
      if (until === 'DELIVERED') await setStatus(placed.id, 'DELIVERED');
      const order = await getOrder(app(), who, placed.id);
      return { order, lamp: order.items[0]!.id, mug: order.items[1]!.id };
    }

    const postReturn = (who: TestAccount, orderId: number, body: object) =>
      app().inject({
        method: 'POST',
        url: `/api/orders/${orderId}/returns`,
        headers: bearer(who.token),
        payload: body,
      });

    const decide = (
      id: number,
      action: 'received' | 'accept' | 'reject',
      body?: object,
      who: TestAccount = manager,
    ) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/returns/${id}/${action}`,
        headers: bearer(who.token),
        ...(body ? { payload: body } : {}),
      });

    const queue = async (status: 'open' | 'closed' = 'open') => {
      const res = await app().inject({
        method: 'GET',
        url: `/api/admin/returns?status=${status}`,
        headers: bearer(manager.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ items: AdminReturn[] }>().items;
    };

    const storedReturns = (orderId: number) =>
      app().db.select().from(returns).where(eq(returns.orderId, orderId));
    const returnEmails = async (orderId: number) =>
      (
        await app()
          .db.select()
          .from(outboxEmails)
          .where(eq(outboxEmails.orderId, orderId))
          .orderBy(asc(outboxEmails.id))
      )
        .filter((email) => /^(RETURN_|WITHDRAWAL_)/.test(email.kind))
        .map((email) => ({ kind: email.kind, to: email.recipient, data: email.data }));
    const returnHistory = async (orderId: number) => {
      const res = await app().inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: bearer(manager.token),
      });
      return res.json<AdminOrder>().history.filter((event) => event.kind === 'RETURN');
    };

    it('a withdrawal within 14 days of delivery: 201, on the order, in the staff queue, e-mailed', async () => {
      const { order, lamp } = await sentOrder(shopper);
      // Delivered on 2 November (10:00 in Warsaw): the window ends with 16 November.
      expect(order.withdrawalUntil).toBe('2026-11-16T22:59:59.999Z');
      ctx().clock.set('2026-11-16T20:00:00Z');
      const res = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 1 }],
        description: '  Nie pasuje do wnętrza  ',
      });
      expect(res.statusCode).toBe(201);
      const created = res.json<OrderReturn>();
      expect(created).toMatchObject({
        orderId: order.id,
        type: 'WITHDRAWAL',
        status: 'REQUESTED',
        items: [
          {
            orderItemId: lamp,
            quantity: 1,
            productId: order.items[0]!.product.id,
            productName: order.items[0]!.product.name,
          },
        ],
        description: 'Nie pasuje do wnętrza',
        hasPhoto: false,
        createdAt: '2026-11-16T20:00:00.000Z',
        // The end of the 14th day after the request, in Warsaw.
        shipBy: '2026-11-30T22:59:59.999Z',
        receivedAt: null,
        answerBy: null,
        // The shop's refund deadline: 14 days from the statement (art. 32 ust. 1).
        refundBy: '2026-11-30T22:59:59.999Z',
        refundId: null,
      });
      expect((await getOrder(app(), shopper, order.id)).returns).toEqual([created]);
      const listed = (await queue()).find((item) => item.id === created.id);
      expect(listed).toMatchObject({ customerEmail: shopper.user.email, orderStatus: 'DELIVERED' });
      expect(await returnEmails(order.id)).toEqual([
        { kind: 'WITHDRAWAL_CONFIRMED', to: shopper.user.email, data: { returnId: created.id } },
      ]);
      const [event] = await returnHistory(order.id);
      expect(event).toMatchObject({
        actorId: null,
        note: `Zgłoszenie nr ${created.id} — Odstąpienie od umowy: ${order.items[0]!.product.name} × 1`,
      });
    });

    it('after 14 days a withdrawal is refused with the date and nothing kept; a complaint needs its description', async () => {
      const { order, lamp } = await sentOrder(shopper);
      ctx().clock.set('2026-11-17T00:00:00Z');
      const late = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 1 }],
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'Minęło 14 dni od doręczenia zamówienia (02.11.2026): odstąpienie od umowy nie jest już możliwe. Możesz złożyć reklamację.',
      );
      const bare = await postReturn(shopper, order.id, {
        type: 'COMPLAINT',
        items: [{ orderItemId: lamp, quantity: 1 }],
        description: 'Zepsuta',
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toContain('Opisz wady produktu (co najmniej 10 znaków)');
      expect(await storedReturns(order.id)).toEqual([]);
      expect(await returnEmails(order.id)).toEqual([]);
      // What the buyer asks for (art. 43d-43e): one of the four, and only in a complaint.
      const complain = (remedy: string) =>
        postReturn(shopper, order.id, {
          type: 'COMPLAINT',
          items: [{ orderItemId: lamp, quantity: 2 }],
          description: 'Klosz pękł po tygodniu używania',
          remedy,
        });
      const unknownRemedy = await complain('PRZEPROSINY');
      expect(unknownRemedy.statusCode).toBe(400);
      expect(unknownRemedy.json().message).toContain('Wybierz, czego oczekujesz');
      expect(await storedReturns(order.id)).toEqual([]);
      const complaint = await complain('REPAIR');
      expect(complaint.statusCode).toBe(201);
      expect(complaint.json().remedy).toBe('REPAIR');
      // No refund deadline of art. 32 for a complaint.
      expect(complaint.json().refundBy).toBeNull();
    });

    it('a NIP alone keeps the withdrawal (art. 7aa, 38a); a purchase declared professional has none', async () => {
      // A sole trader buying outside its profession, with a NIP on the invoice: still a
      // consumer's rights („przepisy dotyczące konsumenta … stosuje się do osoby fizycznej
      // zawierającej umowę bezpośrednio związaną z jej działalnością gospodarczą, gdy z treści
      // tej umowy wynika, że nie posiada ona dla niej charakteru zawodowego”, art. 38a).
      const withNip = await sentOrder(business, 'DELIVERED', { invoiceDetailsId });
      expect(withNip.order).toMatchObject({ professionalPurchase: false });
      expect(withNip.order.withdrawalUntil).not.toBeNull();
      const kept = await postReturn(business, withNip.order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: withNip.mug, quantity: 1 }],
      });
      expect(kept.statusCode).toBe(201);
      const withdrawal = await app().inject({
        method: 'POST',
        url: `/api/orders/${withNip.order.id}/withdrawal`,
        headers: bearer(business.token),
        payload: { items: [{ orderItemId: withNip.lamp, quantity: 1 }] },
      });
      expect(withdrawal.statusCode, withdrawal.body).toBe(201);

      const declared = await sentOrder(business, 'DELIVERED', {
        invoiceDetailsId,
        professionalPurchase: true,
      });
      expect(declared.order).toMatchObject({ professionalPurchase: true, withdrawalUntil: null });
      const refused = await postReturn(business, declared.order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: declared.mug, quantity: 1 }],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Przy zamówieniu zaznaczono zakup w ramach działalności zawodowej, a wtedy prawo odstąpienia od umowy nie przysługuje. Możesz złożyć reklamację.',
      );
    });

    it('refuses a complaint before sending, too many pieces, another shopper', async () => {
      const unsent = await sentOrder(shopper, 'PAID');
      const complaint = await postReturn(shopper, unsent.order.id, {
        type: 'COMPLAINT',
        items: [{ orderItemId: unsent.mug, quantity: 1 }],
        description: 'Kubek ma pęknięcie przy uchu',
      });
      expect(complaint.statusCode).toBe(409);
      expect(complaint.json().message).toBe(
        'Reklamację można złożyć, gdy zamówienie zostanie wysłane.',
      );

      // A shipped order may be withdrawn from before it arrives; pieces in a return are taken.
      const { order, lamp } = await sentOrder(shopper, 'SHIPPED');
      expect(order.withdrawalUntil).toBeNull();
      const first = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 1 }],
      });
      expect(first.statusCode).toBe(201);
      const tooMany = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 2 }],
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe(
        `Produktu „${order.items[0]!.product.name}” można zwrócić najwyżej 1 szt. (wybrano 2).`,
      );
      const elsewhere = await sentOrder(business, 'DELIVERED');
      const foreignLine = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: elsewhere.mug, quantity: 1 }],
      });
      expect(foreignLine.json().message).toBe('Ta pozycja nie należy do zamówienia.');
      const notTheirs = await postReturn(stranger, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 1 }],
      });
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().message).toBe('Nie znaleziono zamówienia');
      expect(await storedReturns(order.id)).toHaveLength(1);
    });

    it('accepting refunds the pieces and shipping once, however often it is sent; deciding again is 409', async () => {
      const { order, lamp, mug } = await sentOrder(shopper);
      const res = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [
          { orderItemId: lamp, quantity: 1 },
          { orderItemId: mug, quantity: 1 },
        ],
      });
      const { id } = res.json<OrderReturn>();
      ctx().clock.set('2026-11-05T09:00:00Z');
      const received = await decide(id, 'received');
      expect(received.json<AdminReturn>()).toMatchObject({
        status: 'RECEIVED',
        receivedAt: '2026-11-05T09:00:00.000Z',
        answerBy: '2026-11-19T22:59:59.999Z',
      });
      expect((await decide(id, 'received')).statusCode).toBe(409);
      const accepts = await Promise.all(
        [1, 2, 3].map(() => decide(id, 'accept', { refundShipping: true })),
      );
      expect(accepts.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const refused = accepts.find((a) => a.statusCode === 409)!;
      expect(refused.json().message).toBe('To zgłoszenie zostało już rozpatrzone');
      const accepted = accepts.find((a) => a.statusCode === 200)!.json<AdminReturn>();
      const refunds = await storedRefunds(app(), order.id);
      expect(refunds).toHaveLength(1);
      // One lamp, the mug and the shipping cost: 50,00 + 20,00 + shipping.
      expect(refunds[0]).toMatchObject({
        id: accepted.refundId,
        amount: 7_000 + order.shippingCost,
        status: 'COMPLETED',
        items: [
          { orderItemId: lamp, quantity: 1 },
          { orderItemId: mug, quantity: 1 },
        ],
        shipping: true,
        idempotencyKey: `return-${id}`,
      });
      expect(accepted).toMatchObject({ status: 'ACCEPTED', decidedAt: '2026-11-05T09:00:00.000Z' });
      expect((await decide(id, 'reject', { reason: 'Za późno' })).statusCode).toBe(409);
      expect(await returnEmails(order.id)).toEqual([
        { kind: 'WITHDRAWAL_CONFIRMED', to: shopper.user.email, data: { returnId: id } },
        { kind: 'RETURN_DECIDED', to: shopper.user.email, data: { returnId: id } },
      ]);
      const notes = (await returnHistory(order.id)).map((event) => event.note);
      expect(notes.slice(1)).toEqual([
        `Zgłoszenie nr ${id}: towar otrzymany`,
        `Zgłoszenie nr ${id} przyjęte, zwrot ${formatPrice(7_000 + order.shippingCost)}`,
      ]);
      expect((await queue('closed')).map((item) => item.id)).toContain(id);
      expect((await queue('open')).map((item) => item.id)).not.toContain(id);

      // The same pieces cannot be returned again; the other lamp can, and was refunded by hand
      // before staff accepted it: no second refund, and the history says why.
      const again = await postReturn(shopper, order.id, {
        type: 'COMPLAINT',
        items: [{ orderItemId: mug, quantity: 1 }],
        description: 'Ucho kubka odpadło',
      });
      expect(again.statusCode).toBe(409);
      const second = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 1 }],
      });
      const byHand = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: bearer(updater.token),
        payload: { items: [{ orderItemId: lamp, quantity: 1 }] },
      });
      expect(byHand.statusCode).toBe(200);
      const secondId = second.json<OrderReturn>().id;
      const late = await decide(secondId, 'accept', { refundShipping: true });
      expect(late.json<AdminReturn>()).toMatchObject({ status: 'ACCEPTED', refundId: null });
      expect(await storedRefunds(app(), order.id)).toHaveLength(2);
      expect((await returnHistory(order.id)).at(-1)!.note).toBe(
        `Zgłoszenie nr ${secondId} przyjęte bez zwrotu pieniędzy: zwracane pozycje zostały już zwrócone wcześniej`,
      );
    });

    it('a complaint is answered within 14 days of its filing, not of the goods coming (art. 7a ust. 1); past them it is accepted', async () => {
      const { order, mug } = await sentOrder(shopper);
      const res = await postReturn(shopper, order.id, {
        type: 'COMPLAINT',
        items: [{ orderItemId: mug, quantity: 1 }],
        description: 'Pęknięte ucho kubka',
      });
      expect(res.statusCode).toBe(201);
      const { id, answerBy } = res.json<OrderReturn>();
      // Filed on 2 November in Warsaw: answered by the end of the 16th (UTC+1).
      expect(answerBy).toBe('2026-11-16T22:59:59.999Z');
      // „w terminie 14 dni od dnia jej otrzymania”: the goods coming later moves nothing.
      ctx().clock.set('2026-11-12T09:00:00Z');
      expect((await decide(id, 'received')).json<AdminReturn>()).toMatchObject({
        status: 'RECEIVED',
        answerBy: '2026-11-16T22:59:59.999Z',
      });
      // „uważa się, że uznał reklamację”: unanswered by then, it can only be accepted.
      ctx().clock.set('2026-11-17T09:00:00Z');
      const late = await decide(id, 'reject', {
        reason: 'Uszkodzenie mechaniczne z winy kupującego',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'Termin odpowiedzi na reklamację minął 16.11.2026: z mocy art. 7a ust. 1 ustawy o prawach konsumenta reklamacja jest uznana. Przyjmij ją.',
      );
      const accepted = await decide(id, 'accept', { refundShipping: false });
      expect(accepted.json<AdminReturn>().status).toBe('ACCEPTED');
    });

    it('a withdrawal is never rejected (art. 34 ust. 4): staff keep an amount for diminished value, with a reason the shopper reads', async () => {
      const { order, lamp } = await sentOrder(shopper);
      const res = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 1 }],
      });
      const { id } = res.json<OrderReturn>();
      const rejected = await decide(id, 'reject', { reason: 'Ślady używania' });
      expect(rejected.statusCode).toBe(409);
      expect(rejected.json().message).toBe(
        'Odstąpienia od umowy złożonego w terminie nie można odrzucić (art. 34 ust. 4 ustawy o prawach konsumenta): przyjmij je, a za zmniejszenie wartości towaru potrąć kwotę z uzasadnieniem.',
      );
      const tooMuch = await decide(id, 'accept', {
        refundShipping: false,
        deduction: { amount: 5_001, reason: 'Porysowana obudowa' },
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toBe(
        `Potrącenie nie może być większe niż wartość zwracanych produktów (${formatPrice(5_000)})`,
      );
      const accepted = await decide(id, 'accept', {
        refundShipping: false,
        deduction: { amount: 1_250, reason: 'Porysowana obudowa, brak oryginalnego pudełka' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<AdminReturn>()).toMatchObject({
        status: 'ACCEPTED',
        deduction: 1_250,
        deductionReason: 'Porysowana obudowa, brak oryginalnego pudełka',
      });
      expect((await storedRefunds(app(), order.id)).map((refund) => refund.amount)).toEqual([
        3_750,
      ]);
      expect((await returnHistory(order.id)).at(-1)!.note).toBe(
        `Zgłoszenie nr ${id} przyjęte, zwrot ${formatPrice(3_750)}, potrącono ${formatPrice(1_250)} za zmniejszenie wartości: Porysowana obudowa, brak oryginalnego pudełka`,
      );
      const seen = (await getOrder(app(), shopper, order.id)).returns.find((r) => r.id === id);
      expect(seen).toMatchObject({ deduction: 1_250 });

      // A complaint keeps no deduction: it is about a fault, not about use.
      const complaint = await postReturn(shopper, order.id, {
        type: 'COMPLAINT',
        items: [{ orderItemId: lamp, quantity: 1 }],
        description: 'Nie świeci',
      });
      const withDeduction = await decide(complaint.json<OrderReturn>().id, 'accept', {
        refundShipping: false,
        deduction: { amount: 100, reason: 'Zużycie' },
      });
      expect(withDeduction.statusCode).toBe(400);
    });

    it('withdrawing from the whole order in two statements gives the delivery cost back, even unticked (art. 32 ust. 1)', async () => {
      const { order, lamp, mug } = await sentOrder(shopper);
      const first = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: lamp, quantity: 2 }],
      });
      const partial = await decide(first.json<OrderReturn>().id, 'accept', {
        refundShipping: false,
      });
      expect(partial.statusCode).toBe(200);
      const second = await postReturn(shopper, order.id, {
        type: 'WITHDRAWAL',
        items: [{ orderItemId: mug, quantity: 1 }],
      });
      const last = await decide(second.json<OrderReturn>().id, 'accept', {
        refundShipping: false,
      });
      expect(last.statusCode).toBe(200);
      // „zwrócić konsumentowi wszystkie dokonane przez niego płatności, w tym koszty
      // dostarczenia rzeczy”: the statement that completes the withdrawal brings the delivery.
      const refunds = await storedRefunds(app(), order.id);
      expect(refunds.map((refund) => [refund.amount, refund.shipping])).toEqual([
        [10_000, false],
        [2_000 + order.shippingCost, true],
      ]);
      expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.totalAmount);
    });

    it('rejecting needs a reason; staff without MANAGE_RETURNS get 403; the e-mails read right', async () => {
      const { order, mug } = await sentOrder(shopper);
      const res = await postReturn(shopper, order.id, {
        type: 'COMPLAINT',
        items: [{ orderItemId: mug, quantity: 1 }],
        description: 'Ucho kubka odpadło przy myciu',
      });
      const { id } = res.json<OrderReturn>();
      const other = otherStaff;
      expect((await decide(id, 'reject', { reason: 'Nie' }, other)).statusCode).toBe(403);
      const list = await app().inject({
        method: 'GET',
        url: '/api/admin/returns',
        headers: bearer(other.token),
      });
      expect(list.statusCode).toBe(403);
      const shopperTry = await decide(id, 'accept', { refundShipping: false }, shopper);
      expect(shopperTry.statusCode).toBe(403);
      const noReason = await decide(id, 'reject', { reason: ' x ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toContain('Powód odrzucenia musi mieć co najmniej 3 znaki');
      const rejected = await decide(id, 'reject', {
        reason: 'Ślady upadku, uszkodzenie z winy użytkownika',
      });
      expect(rejected.json<AdminReturn>()).toMatchObject({
        status: 'REJECTED',
        rejectionReason: 'Ślady upadku, uszkodzenie z winy użytkownika',
        refundId: null,
      });
      expect(await storedRefunds(app(), order.id)).toEqual([]);
      expect((await returnHistory(order.id)).at(-1)).toMatchObject({
        actorEmail: manager.user.email,
        note: `Zgłoszenie nr ${id} odrzucone: Ślady upadku, uszkodzenie z winy użytkownika`,
      });

      const sent: MailMessage[] = [];
      const spy = vi.spyOn(app().mailer, 'send').mockImplementation(async (message) => {
        sent.push(message);
      });
      try {
        await sendOutbox(app());
      } finally {
        spy.mockRestore();
      }
      // Sent in parallel: found by subject, not by order.
      const bySubject = new Map(sent.map((m) => [m.subject, m]));
      const requested = bySubject.get(
        `Reklamacja — zamówienie nr ${order.id} (zgłoszenie nr ${id})`,
      );
      const decided = bySubject.get(
        `Zgłoszenie nr ${id} do zamówienia nr ${order.id} zostało odrzucone`,
      );
      expect(requested?.to).toBe(shopper.user.email);
      expect(requested!.text).toContain('Odeślij produkty na adres:');
      expect(requested!.text).toContain(`numerem zamówienia: nr ${order.id}`);
      expect(decided!.text).toContain('Powód:\nŚlady upadku, uszkodzenie z winy użytkownika');
    });

    it('a request with a photo (multipart): kept privately, shown only to its shopper and staff', async () => {
      const { order, lamp } = await sentOrder(shopper);
      const picture = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#c2410c' },
      })
        .png()
        .toBuffer();
      const form = multipartForm(
        JSON.stringify({
          type: 'COMPLAINT',
          items: [{ orderItemId: lamp, quantity: 1 }],
          description: 'Rysa na kloszu widoczna na zdjęciu',
        }),
        picture,
      );
      const res = await app().inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        headers: { ...bearer(shopper.token), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
      const created = res.json<OrderReturn>();
      expect(created.hasPhoto).toBe(true);
      const [row] = await storedReturns(order.id);
      expect(row!.photoName).toMatch(/^rp-[a-f0-9]{32}-\d+\.webp$/);
      // Not a public image, even by its name.
      const direct = await app().inject({ method: 'GET', url: `/api/images/${row!.photoName}` });
      expect(direct.statusCode).toBe(404);
      const photo = (who: TestAccount) =>
        app().inject({
          method: 'GET',
          url: `/api/returns/${created.id}/photo`,
          headers: bearer(who.token),
        });
      for (const who of [shopper, manager]) {
        const seen = await photo(who);
        expect(seen.statusCode).toBe(200);
        expect(seen.headers['content-type']).toBe('image/webp');
        expect((await sharp(seen.rawPayload).metadata()).format).toBe('webp');
      }
      expect((await photo(stranger)).statusCode).toBe(404);
      expect((await photo(updater)).statusCode).toBe(404);

      // Something else than a picture is refused, and nothing is kept.
      const bad = multipartForm(
        JSON.stringify({ type: 'WITHDRAWAL', items: [{ orderItemId: lamp, quantity: 1 }] }),
        Buffer.from('to nie jest zdjęcie'),
      );
      const refused = await app().inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        headers: { ...bearer(shopper.token), ...bad.headers },
        payload: bad.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Dozwolone są tylko zdjęcia w formacie JPG, PNG lub WebP',
      );
      expect(await storedReturns(order.id)).toHaveLength(1);
    });

    const withdraw = (who: TestAccount, orderId: number, body: object = {}) =>
      app().inject({
        method: 'POST',
        url: `/api/orders/${orderId}/withdrawal`,
        headers: bearer(who.token),
        payload: body,
      });

    it('an unpaid order may be withdrawn from (the contract is concluded at the order): cancelled, its holds ended, nothing refunded', async () => {
      const lamp = await makeProduct(app(), { price: 5_000 });
      const stockBefore = await stockOf(app(), lamp);
      const placed = await placeOrder(app(), shopper, [{ productId: lamp, quantity: 1 }]);
      expect(await stockOf(app(), lamp)).toBe(stockBefore - 1);
      const answer = await withdraw(shopper, placed.id);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json<OrderReturn>()).toMatchObject({ type: 'WITHDRAWAL', status: 'ACCEPTED' });
      const after = await getOrder(app(), shopper, placed.id);
      expect(after).toMatchObject({ status: 'CANCELLED', refundRequired: false });
      expect(await storedRefunds(app(), placed.id)).toEqual([]);
      expect(await stockOf(app(), lamp)).toBe(stockBefore);
      expect(await returnEmails(placed.id)).toContainEqual({
        kind: 'WITHDRAWAL_CONFIRMED',
        to: shopper.user.email,
        data: { returnId: answer.json<OrderReturn>().id },
      });
    });

    it('a complaint may be filed once the parcel is on its way, before anyone marks it delivered', async () => {
      const { order, mug } = await sentOrder(shopper, 'SHIPPED');
      const res = await postReturn(shopper, order.id, {
        type: 'COMPLAINT',
        items: [{ orderItemId: mug, quantity: 1 }],
        description: 'Kubek przyszedł pęknięty',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<OrderReturn>()).toMatchObject({
        type: 'COMPLAINT',
        answerBy: '2026-11-16T22:59:59.999Z',
      });
    });

    it('art. 27: withdrawing from some pieces before sending takes them out of the order and refunds them; the last statement cancels it with delivery (art. 32 ust. 1)', async () => {
      const { order, lamp, mug } = await sentOrder(shopper, 'PAID');
      const lampProduct = order.items[0]!.product.id;
      const mugProduct = order.items[1]!.product.id;
      const [lampStock, mugStock] = [
        await stockOf(app(), lampProduct),
        await stockOf(app(), mugProduct),
      ];
      const part = await withdraw(shopper, order.id, {
        items: [{ orderItemId: mug, quantity: 1 }],
      });
      expect(part.statusCode, part.body).toBe(201);
      expect(part.json<OrderReturn>()).toMatchObject({ status: 'ACCEPTED' });
      let read = await getOrder(app(), shopper, order.id);
      // The rest is still to be sent; the mug (20,00 zł) is on sale again and refunded.
      expect(read.status).toBe('PAID');
      expect(await stockOf(app(), mugProduct)).toBe(mugStock + 1);
      expect(await stockOf(app(), lampProduct)).toBe(lampStock);
      expect(await storedRefunds(app(), order.id)).toMatchObject([
        { amount: 2_000, shipping: false, status: 'COMPLETED' },
      ]);

      // The second statement covers what is left: the whole contract, delivery refunded too.
      const rest = await withdraw(shopper, order.id, {
        items: [{ orderItemId: lamp, quantity: 2 }],
      });
      expect(rest.statusCode, rest.body).toBe(201);
      read = await getOrder(app(), shopper, order.id);
      expect(read.status).toBe('CANCELLED');
      const refunds = await storedRefunds(app(), order.id);
      expect(refunds.map((refund) => [refund.amount, refund.shipping])).toEqual([
        [2_000, false],
        [10_000 + order.shippingCost, true],
      ]);
      expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.totalAmount);
      // Each piece back on sale once.
      expect(await stockOf(app(), mugProduct)).toBe(mugStock + 1);
      expect(await stockOf(app(), lampProduct)).toBe(lampStock + 2);
    });

    it('part of an unpaid order waits for the payment: refused in Polish, nothing kept', async () => {
      const lamp = await makeProduct(app(), { price: 5_000 });
      const mug = await makeProduct(app(), { price: 2_000 });
      const placed = await placeOrder(app(), shopper, [
        { productId: lamp, quantity: 1 },
        { productId: mug, quantity: 1 },
      ]);
      const order = await getOrder(app(), shopper, placed.id);
      const part = await withdraw(shopper, placed.id, {
        items: [{ orderItemId: order.items[1]!.id, quantity: 1 }],
      });
      expect(part.statusCode).toBe(409);
      expect(part.json().message).toBe(
        'To zamówienie nie jest jeszcze opłacone: możesz teraz odstąpić od całego zamówienia (anulujemy je), a od części produktów po jego opłaceniu.',
      );
      expect(await storedReturns(placed.id)).toEqual([]);
      expect((await getOrder(app(), shopper, placed.id)).status).toBe('PENDING');
    });

    it('the withdrawal function before sending: the order is cancelled, restocked and refunded once, with the acknowledgement queued', async () => {
      const { order, lamp } = await sentOrder(shopper, 'PAID');
      const lampProduct = order.items[0]!.product.id;
      const stockBefore = await stockOf(app(), lampProduct);
      ctx().clock.set('2026-11-02T13:05:00Z');

      // Three taps at once: one statement is kept, the order is cancelled and refunded once.
      const answers = await Promise.all([1, 2, 3].map(() => withdraw(shopper, order.id)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      const created = answers.find((a) => a.statusCode === 201)!.json<OrderReturn>();
      expect(created).toMatchObject({
        type: 'WITHDRAWAL',
        status: 'ACCEPTED',
        createdAt: '2026-11-02T13:05:00.000Z',
        items: [
          { orderItemId: lamp, quantity: 2 },
          { orderItemId: order.items[1]!.id, quantity: 1 },
        ],
      });
      const after = await getOrder(app(), shopper, order.id);
      expect(after.status).toBe('CANCELLED');
      const refunds = await storedRefunds(app(), order.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({
        amount: order.totalAmount,
        shipping: true,
        status: 'COMPLETED',
        idempotencyKey: `return-${created.id}`,
        createdBy: null,
      });
      expect(after.returns[0]).toMatchObject({ status: 'ACCEPTED', refundId: refunds[0]!.id });
      // Nothing was sent, so nothing came back: the accountant's file shows no receipt date.
      const csv = await app().inject({
        url: '/api/admin/exports/returns.csv?from=2026-11-01&to=2026-11-30',
        headers: bearer(manager.token),
      });
      const row = csv.body.split('\r\n').find((line) => line.startsWith(`${created.id};`));
      expect(row?.split(';').slice(3, 7)).toEqual(['Przyjęte', expect.any(String), '3', '']);
      expect(await stockOf(app(), lampProduct)).toBe(stockBefore + 2);
      expect(await returnEmails(order.id)).toContainEqual({
        kind: 'WITHDRAWAL_CONFIRMED',
        to: shopper.user.email,
        data: { returnId: created.id },
      });
      expect((await returnEmails(order.id)).map((email) => email.kind)).not.toContain('CANCELLED');
      // The acknowledgement as the shopper reads it: the statement, its date and time.
      const sent: MailMessage[] = [];
      const spy = vi.spyOn(app().mailer, 'send').mockImplementation(async (message) => {
        sent.push(message);
      });
      try {
        await sendOutbox(app());
      } finally {
        spy.mockRestore();
      }
      const mail = sent.find(
        (message) =>
          message.subject === `Potwierdzenie odstąpienia od umowy — zamówienie nr ${order.id}`,
      );
      expect(mail?.text).toMatch(
        /Data i godzina złożenia oświadczenia:\n2 listopada 2026.{1,4}14:05/,
      );
      expect(mail?.text).toContain('anulowaliśmy: niczego nie musisz odsyłać');
      // Once cancelled there is nothing left to withdraw from.
      const again = await withdraw(shopper, order.id);
      expect(again.json().message).toBe(
        'To zamówienie zostało anulowane, więc nie ma czego zwracać.',
      );
    });

    it('the withdrawal function after delivery: open for 14 Warsaw days, then refused with the date', async () => {
      const { order } = await sentOrder(shopper);
      // Delivered on 2 November: the 14th day ends on 16 November at midnight in Warsaw.
      ctx().clock.set('2026-11-16T22:59:00Z');
      const read = await getOrder(app(), shopper, order.id);
      expect(read.withdrawalUntil).toBe('2026-11-16T22:59:59.999Z');
      ctx().clock.set('2026-11-17T09:00:00Z');
      const late = await withdraw(shopper, order.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'Minęło 14 dni od doręczenia zamówienia (02.11.2026): odstąpienie od umowy nie jest już możliwe. Możesz złożyć reklamację.',
      );
      expect(await storedReturns(order.id)).toEqual([]);
      ctx().clock.set(START);
      const intime = await withdraw(shopper, order.id);
      expect(intime.statusCode).toBe(201);
      expect(intime.json()).toMatchObject({ status: 'REQUESTED', type: 'WITHDRAWAL' });
      expect((await getOrder(app(), shopper, order.id)).status).toBe('DELIVERED');
    });

    it('two requests at once for the same last piece: one is kept, the other refused', async () => {
      const { order, mug } = await sentOrder(shopper);
      const body = { type: 'WITHDRAWAL', items: [{ orderItemId: mug, quantity: 1 }] };
      const answers = await Promise.all([1, 2, 3].map(() => postReturn(shopper, order.id, body)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await storedReturns(order.id)).toHaveLength(1);
    });
  },
  { ...MANY_UNPAID_ORDERS, RETURN_REQUESTS_PER_HOUR: '1000' },
);

/** A browser's FormData: the request as the text field and a picture as `photo`. */
function multipartForm(request: string, photo: Buffer) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${request}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="zdjecie.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
