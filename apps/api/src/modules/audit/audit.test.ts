import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/audit';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import { auditEvents } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  MANY_UNPAID_ORDERS,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
} from '../../test/order-fixtures.ts';
import { requestRefund, staffRefunder } from '../../test/refund-fixtures.ts';
import { postDrop, postProduct, productBody, productVersion } from '../drops/test-fixtures.ts';

describeEachDb(
  'audit trail',
  (ctx) => {
    const trail = async (query: string, token: string) => {
      const res = await ctx().app.inject({
        url: `/api/admin/audit?${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ items: AuditEntry[]; before: number | null }>().items;
    };

    it('a price edit: who, when, from where, and the old and new values', async () => {
      const { app } = ctx();
      const editor = await createStaff(app, ['CREATE_DROP', 'CREATE_PRODUCT']);
      const headers = bearer(editor.token);
      const drop = await postDrop(app, headers);
      const id = await postProduct(app, headers, drop.id, { msrp: 12_900, stock: 2 });
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
        payload: {
          ...productBody(drop.id, { msrp: 9_900, stock: 1 }),
          version: await productVersion(app, id),
        },
      });
      expect(edit.statusCode).toBe(200);
      const entries = await trail(`entity=product&id=${id}`, editor.token);
      expect(entries.map((entry) => entry.action)).toEqual(['product.update', 'product.create']);
      expect(entries[0]).toMatchObject({
        staffEmail: editor.user.email,
        entity: 'product',
        entityId: String(id),
        changes: [
          { field: 'msrp', old: 12_900, new: 9_900 },
          { field: 'stock', old: 2, new: 1 },
        ],
      });
      expect(entries[0]!.clientAddress).toBeTruthy();
      // An edit that changes nothing writes nothing.
      const again = await app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers,
        payload: {
          ...productBody(drop.id, { msrp: 9_900, stock: 1 }),
          version: await productVersion(app, id),
        },
      });
      expect(again.statusCode).toBe(200);
      expect(await trail(`entity=product&id=${id}`, editor.token)).toHaveLength(2);
      // A product editor reads a product's trail, not the whole one.
      const whole = await app.inject({ url: '/api/admin/audit', headers });
      expect(whole.statusCode).toBe(403);
    });

    it('a refund and a status change, with the staff e-mail, filtered by staff and day', async () => {
      const { app } = ctx();
      const shopper = await makeShopper(app);
      const product = await makeProduct(app, { price: 4_000 });
      const order = await placeOrder(app, shopper, [{ productId: product, quantity: 1 }]);
      expect((await payInSimulator(app, order.paymentUrl)).statusCode).toBe(303);
      const refunder = await staffRefunder(app);
      const status = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: bearer(refunder.token),
        payload: { status: 'SHIPPED' },
      });
      expect(status.statusCode).toBe(200);
      const refunded = await requestRefund(app, order.id, { note: 'Reklamacja uznana' });
      expect(refunded.statusCode).toBe(200);

      const entries = await trail(`entity=order&id=${order.id}`, refunder.token);
      expect(entries.map((entry) => [entry.action, entry.staffEmail])).toEqual([
        ['refund.create', refunder.user.email],
        ['order.status', refunder.user.email],
      ]);
      expect(entries[1]!.changes).toEqual([{ field: 'status', old: 'PAID', new: 'SHIPPED' }]);
      // 40,00 zł for the product and 10,00 zł delivery, all given back.
      expect(entries[0]!.changes).toEqual([{ field: 'amount', old: null, new: 5_000 }]);
      expect(entries[0]!.note).toContain('Reklamacja uznana');

      const byStaff = await trail(
        `staff=${encodeURIComponent(refunder.user.email)}`,
        refunder.token,
      );
      expect(byStaff.every((entry) => entry.staffEmail === refunder.user.email)).toBe(true);
      const day = warsawCalendarDate(ctx().clock.now());
      expect(
        await trail(`entity=order&id=${order.id}&from=2000-01-01&to=2000-01-02`, refunder.token),
      ).toEqual([]);
      expect(
        await trail(`entity=order&id=${order.id}&from=${day}&to=${day}`, refunder.token),
      ).toHaveLength(2);
    });

    it('cannot be rewritten: UPDATE, DELETE and TRUNCATE are refused; a deleted account leaves its e-mail', async () => {
      const { app } = ctx();
      const editor = await createStaff(app, ['CREATE_DROP']);
      await postDrop(app, bearer(editor.token));
      const rows = () =>
        app.db
          .select({ staffId: auditEvents.staffId, staffEmail: auditEvents.staffEmail })
          .from(auditEvents)
          .where(eq(auditEvents.staffEmail, editor.user.email));
      const before = await rows();
      expect(before.length).toBeGreaterThan(0);
      const refused = [
        sql`UPDATE audit_events SET note = 'poprawione' WHERE staff_id = ${editor.user.id}`,
        sql`UPDATE audit_events SET staff_email = 'ktos@inny.test', staff_id = NULL WHERE staff_id = ${editor.user.id}`,
        sql`DELETE FROM audit_events WHERE staff_id = ${editor.user.id}`,
        sql`TRUNCATE audit_events`,
      ];
      for (const statement of refused) {
        await expect(app.db.execute(statement)).rejects.toMatchObject({
          cause: { message: expect.stringMatching(/audit_events is append-only/) },
        });
      }
      expect(await rows()).toEqual(before);

      // Deleting the account (its foreign key's ON DELETE SET NULL) keeps the entry and its e-mail.
      await app.db.delete(users).where(eq(users.id, editor.user.id));
      expect(await rows()).toEqual(
        before.map(() => ({ staffId: null, staffEmail: editor.user.email })),
      );
    });
  },
  MANY_UNPAID_ORDERS,
);
