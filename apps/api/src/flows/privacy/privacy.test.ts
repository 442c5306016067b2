import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyData } from '@shop/shared/privacy';
import { addresses, invoiceDetails } from '../../db/schema/account.ts';
import { channelConsents, dropAlarms } from '../../db/schema/alarms.ts';
import { blikAliases } from '../../db/schema/payments.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { smsPhones } from '../../db/schema/sms.ts';
import { passwordResets, users } from '../../db/schema/auth.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { userCoupons } from '../../db/schema/coupons.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { newsletterEmails } from '../../db/schema/newsletter.ts';
import { orders } from '../../db/schema/orders.ts';
import { dropReminders } from '../../db/schema/reminders.ts';
import { priceAlertConsents, wishlists } from '../../db/schema/wishlists.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { TERMS_VERSION } from '@shop/shared/terms';
import { describeEachDb } from '../../test/harness.ts';
import {
  addInvoiceDetails,
  adminOrder,
  makeCoupon,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { makeDrop } from '../../modules/cart/test-products.ts';

describeEachDb(
  'privacy: my data',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => ctx().app.db;

    const exportOf = (who: TestAccount | null) =>
      app().inject({
        method: 'GET',
        url: '/api/users/me/export',
        headers: who ? bearer(who.token) : {},
      });
    const deleteAccount = (who: TestAccount | null, payload: unknown) =>
      app().inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: who ? bearer(who.token) : {},
        payload: payload as object,
      });
    const login = (email: string, password: string) =>
      app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

    /**
     * A shopper with something of every kind: an address, invoice details, a paid order with
     * an invoice, a wishlist, a cart line, an unused coupon and a newsletter sign-up.
     */
    async function busyShopper() {
      const shopper: Shopper = await makeShopper(app());
      const invoiceDetailsId = await addInvoiceDetails(app(), shopper);
      const product = await makeProduct(app(), { price: 4_200, stock: 5 });
      const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
        invoiceDetailsId,
      });
      expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);
      const list = await app().inject({
        method: 'POST',
        url: '/api/wishlists',
        headers: bearer(shopper.token),
        payload: { name: 'Na prezent' },
      });
      expect(list.statusCode, list.body).toBe(201);
      const added = await app().inject({
        method: 'POST',
        url: `/api/wishlists/${list.json().id}/products`,
        headers: bearer(shopper.token),
        payload: { productId: product },
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
      const cart = await app().inject({
        method: 'POST',
        url: `/api/cart/items?productId=${product}&quantity=2`,
        headers: bearer(shopper.token),
      });
      expect(cart.statusCode, cart.body).toBeLessThan(300);
      const coupon = await makeCoupon(app(), {}, [shopper]);
      const signUp = await app().inject({
        method: 'POST',
        url: '/api/newsletter/emails',
        payload: { email: shopper.user.email },
      });
      expect(signUp.statusCode).toBe(204);
      const drop = await makeDrop(app(), new Date(ctx().clock.now().getTime() + 3_600_000));
      const reminder = await app().inject({
        method: 'POST',
        url: `/api/drops/${drop.id}/reminders`,
        headers: bearer(shopper.token),
        payload: {},
      });
      expect(reminder.statusCode, reminder.body).toBe(201);
      const alerts = await app().inject({
        method: 'PUT',
        url: '/api/wishlists/price-alerts',
        headers: bearer(shopper.token),
        payload: { enabled: true },
      });
      expect(alerts.statusCode, alerts.body).toBe(200);
      return {
        shopper,
        orderId: order.id,
        product,
        coupon,
        wishlistId: list.json().id as number,
        dropId: drop.id,
      };
    }

    beforeAll(() => {
      ctx().clock.set('2026-11-25T10:00:00Z');
    });

    describe('GET /api/users/me/export', () => {
      it('records the terms accepted at registration and shows them in the export', async () => {
        const register = (acceptTerms: unknown) =>
          app().inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: {
              email: `regulamin-${randomUUID()}@example.com`,
              phone: '600700800',
              password: 'Zielony-Kajak-Pod-Mostem-71',
              acceptTerms,
            },
          });
        const refused = await register(false);
        expect([refused.statusCode, refused.json().message]).toEqual([
          400,
          'Nieprawidłowe dane (pole acceptTerms): Zaakceptuj regulamin i politykę prywatności',
        ]);
        const accepted = await register(true);
        expect(accepted.statusCode, accepted.body).toBe(201);
        const data = (
          await app().inject({
            method: 'GET',
            url: '/api/users/me/export',
            headers: bearer(accepted.json().token),
          })
        ).json<MyData>();
        expect(data.account).toMatchObject({
          termsAcceptedAt: ctx().clock.now().toISOString(),
          termsVersion: TERMS_VERSION,
        });
      });

      it('answers a JSON file with everything the shop holds about the shopper', async () => {
        const { shopper, orderId, product, coupon, wishlistId, dropId } = await busyShopper();
        const res = await exportOf(shopper);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['content-disposition']).toBe(
          'attachment; filename="moje-dane-2026-11-25.json"',
        );
        expect(res.headers['cache-control']).toBe('private, no-store');
        const data = res.json<MyData>();
        expect(data.account).toEqual({
          id: shopper.user.id,
          email: shopper.user.email,
          phone: shopper.user.phone,
          createdAt: expect.any(String),
          // Registered through the API without the acceptance: none recorded.
          termsAcceptedAt: null,
          termsVersion: null,
        });
        expect(data.addresses).toEqual([
          expect.objectContaining({ id: shopper.addressId, street: 'Długa 1', isDefault: true }),
        ]);
        expect(data.invoiceDetails).toEqual([
          expect.objectContaining({ name: 'Firma Sp. z o.o.', taxId: '1234563218' }),
        ]);
        expect(data.orders).toHaveLength(1);
        const [order] = data.orders;
        expect(order).toMatchObject({
          id: orderId,
          status: 'PAID',
          subtotal: 4_200,
          items: [expect.objectContaining({ quantity: 1, price: 4_200 })],
          shippingAddress: expect.objectContaining({ street: 'Długa 1' }),
          invoiceDetails: expect.objectContaining({ taxId: '1234563218' }),
          shipment: null,
          refunds: [],
        });
        expect(order!.invoices).toEqual([
          expect.objectContaining({ kind: 'INVOICE', number: expect.stringMatching(/^FV\//) }),
        ]);
        expect(data.wishlists).toEqual([
          expect.objectContaining({
            id: wishlistId,
            name: 'Na prezent',
            products: [expect.objectContaining({ id: product })],
          }),
        ]);
        expect(data.cart).toEqual([
          { productId: product, quantity: 2, addedAt: expect.any(String) },
        ]);
        expect(data.coupons).toEqual([
          expect.objectContaining({ id: coupon.id, code: coupon.code }),
        ]);
        expect(data.newsletter).toEqual({ subscribed: true, since: expect.any(String) });
        expect(data.dropReminders).toEqual([
          {
            dropId,
            email: shopper.user.email,
            confirmedAt: '2026-11-25T10:00:00.000Z',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        ]);
        expect(data.priceAlerts).toEqual({
          enabled: true,
          since: '2026-11-25T10:00:00.000Z',
          sent: [],
        });
        expect(data.exportedAt).toBe('2026-11-25T10:00:00.000Z');
      });

      it('names the file by the day in Poland', async () => {
        const shopper = await makeShopper(app());
        ctx().clock.set('2026-11-25T23:30:00Z'); // 00:30 on 26 November in Warsaw
        try {
          const res = await exportOf(shopper);
          expect(res.headers['content-disposition']).toContain('moje-dane-2026-11-26.json');
          expect(res.json<MyData>()).toMatchObject({
            orders: [],
            wishlists: [],
            newsletter: { subscribed: false, since: null },
          });
        } finally {
          ctx().clock.set('2026-11-25T10:00:00Z');
        }
      });

      it('answers 401 to guests', async () => {
        expect((await exportOf(null)).statusCode).toBe(401);
      });
    });

    describe('DELETE /api/users/me', () => {
      it('answers 403 for a wrong password and changes nothing', async () => {
        const { shopper } = await busyShopper();
        const before = (await exportOf(shopper)).json<MyData>();
        const res = await deleteAccount(shopper, { password: 'Zle-Haslo-Konta-1' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'InvalidPasswordException',
          message: 'Hasło jest nieprawidłowe, konto nie zostało usunięte',
        });
        const after = await exportOf(shopper);
        expect(after.statusCode).toBe(200);
        expect(after.json<MyData>()).toEqual(before);
        expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(200);
      });

      it('answers 400 without a password and 401 to guests, before the body', async () => {
        const shopper = await makeShopper(app());
        const missing = await deleteAccount(shopper, {});
        expect(missing.statusCode).toBe(400);
        expect(missing.json().message).toContain('Podaj hasło, aby usunąć konto');
        expect((await deleteAccount(null, {})).statusCode).toBe(401);
        expect((await exportOf(shopper)).statusCode).toBe(200);
      });

      it('erases personal data, keeps the orders anonymised and ends every session', async () => {
        const { shopper, orderId } = await busyShopper();
        const userId = shopper.user.id;
        const email = shopper.user.email;
        // A second device's session ends too.
        const other = await login(email, shopper.password);
        expect(other.statusCode).toBe(200);

        // A reset link sent before the deletion stops working with it.
        await db()
          .insert(passwordResets)
          .values({
            userId,
            tokenHash: `privacy-test-${userId}`,
            createdAt: new Date('2026-11-25T09:50:00Z'),
            expiresAt: new Date('2026-11-25T10:50:00Z'),
          });

        // Drop alarms: a device, a confirmed phone, both consents and an alarm not yet sent.
        const now = new Date();
        await db()
          .insert(pushSubscriptions)
          .values({
            userId,
            endpoint: `https://fcm.googleapis.com/fcm/send/privacy-${userId}`,
            p256dh: 'BPrivacyKey',
            auth: 'privacyAuth',
            createdAt: now,
          });
        await db().insert(smsPhones).values({ userId, phone: '48600100200', confirmedAt: now });
        await db()
          .insert(channelConsents)
          .values([
            { userId, channel: 'push', text: 'push', givenAt: now },
            { userId, channel: 'sms', text: 'sms', givenAt: now },
          ]);
        await db()
          .insert(dropAlarms)
          .values({ dropId: 1, userId, channel: 'sms', moment: 'opening', dueAt: now });
        // A remembered BLIK: its label and times are exported, never its value.
        await db()
          .insert(blikAliases)
          .values({
            userId,
            value: `privacy-alias-${userId}`,
            label: 'Outlet Drop',
            consentedAt: now,
            registeredAt: now,
          });
        const exported = (await exportOf(shopper)).json<MyData>();
        expect(exported.blikAlias).toEqual({
          label: 'Outlet Drop',
          consentedAt: now.toISOString(),
          registeredAt: now.toISOString(),
        });
        expect(JSON.stringify(exported)).not.toContain(`privacy-alias-${userId}`);
        expect(exported.alarms).toEqual({
          consents: [
            expect.objectContaining({ channel: 'push', withdrawnAt: null }),
            expect.objectContaining({ channel: 'sms', withdrawnAt: null }),
          ],
          pushDevices: [{ pushService: 'fcm.googleapis.com', createdAt: now.toISOString() }],
          smsPhone: { phone: '+48 600 100 200', confirmedAt: now.toISOString() },
        });

        const res = await deleteAccount(shopper, { password: shopper.password });
        expect(res.statusCode, res.body).toBe(204);
        const [reset] = await db()
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.userId, userId));
        expect(reset!.usedAt).not.toBeNull();

        // Every token of the account is refused at once.
        const refused = await exportOf(shopper);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'SessionEndedException' });
        const otherToken = other.json<{ token: string }>().token;
        expect((await exportOf({ ...shopper, token: otherToken })).statusCode).toBe(401);
        // Nobody can log in: not with the old e-mail, not with the anonymised one.
        const anonymised = `usuniety-${userId}@anonim.invalid`;
        expect((await login(email, shopper.password)).statusCode).toBe(401);
        expect((await login(anonymised, shopper.password)).statusCode).toBe(401);

        // Staff still see the order, without the e-mail; its invoice stays as issued.
        const order = await adminOrder(app(), orderId);
        expect(order).toMatchObject({ id: orderId, userId, customerEmail: anonymised });
        expect(order.invoiceDetails).toMatchObject({ taxId: '1234563218' });
        expect(order.invoices).toHaveLength(1);
        const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
        expect(invoice!.buyer).toMatchObject({ taxId: '1234563218' });
        const [orderRow] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(orderRow!.customerEmail).toBe(anonymised);

        // The outbox's log forgets the address; nothing more is sent to the account.
        const mails = await db()
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.orderId, orderId));
        expect(mails.length).toBeGreaterThan(0);
        for (const mail of mails) {
          expect(mail.recipient).toBe(anonymised);
          if (mail.sentAt === null) expect(mail.nextAttemptAt).toBeNull();
        }
        expect(
          await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, email)),
        ).toEqual([]);
        const cancelled = await app().inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/status`,
          headers: bearer((await createStaff(app(), ['UPDATE_ORDERS'])).token),
          payload: { status: 'CANCELLED' },
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(
          await db().select().from(outboxEmails).where(eq(outboxEmails.orderId, orderId)),
        ).toHaveLength(mails.length);

        // The user row stays for the orders, with nothing personal left.
        const [user] = await db().select().from(users).where(eq(users.id, userId));
        expect(user).toMatchObject({
          email: anonymised,
          phone: null,
          passwordHash: '',
          scopes: [],
        });
        for (const table of [
          addresses,
          invoiceDetails,
          wishlists,
          cartItems,
          userCoupons,
          dropReminders,
          priceAlertConsents,
          pushSubscriptions,
          smsPhones,
          channelConsents,
          dropAlarms,
          blikAliases,
        ]) {
          expect(await db().select().from(table).where(eq(table.userId, userId))).toEqual([]);
        }
        expect(
          await db().select().from(newsletterEmails).where(eq(newsletterEmails.email, email)),
        ).toEqual([]);

        // The e-mail address is free to register again, as a new account.
        const again = await app().inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email, phone: shopper.user.phone, password: shopper.password },
        });
        expect(again.statusCode, again.body).toBe(201);
        expect(again.json().user.id).not.toBe(userId);
        const fresh = await exportOf({ ...shopper, token: again.json().token });
        expect(fresh.json<MyData>()).toMatchObject({ orders: [], addresses: [] });
      });

      it('keeps a coupon that an order used with that order', async () => {
        const shopper = await makeShopper(app());
        const product = await makeProduct(app(), { price: 10_000, stock: 3 });
        const coupon = await makeCoupon(app(), {}, [shopper]);
        const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
          couponId: coupon.id,
        });
        expect((await deleteAccount(shopper, { password: shopper.password })).statusCode).toBe(204);
        const kept = await db()
          .select()
          .from(userCoupons)
          .where(eq(userCoupons.userId, shopper.user.id));
        expect(kept).toEqual([expect.objectContaining({ couponId: coupon.id, orderId: order.id })]);
        expect((await adminOrder(app(), order.id)).couponId).toBe(coupon.id);
      });
    });
  },
  MANY_UNPAID_ORDERS,
);
