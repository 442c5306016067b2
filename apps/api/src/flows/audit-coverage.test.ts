// The audit trail covers every staff action on money, stock and state (docs/audit.md): drops,
// coupons, receipts, return decisions, pictures, safety documents and manufacturers here;
// products, order statuses, refunds, parcels, staff, customers, KSeF resends and export
// downloads in their own tests.
import { expect, it } from 'vitest';
import {
  AUDIT_REFERENCE_FIELDS,
  auditFieldLabels,
  auditValueText,
  type AuditEntry,
} from '@shop/shared/audit';
import {
  CATEGORIES,
  CONDITIONS,
  DISCOUNT_TYPES,
  ORDER_STATUSES,
  PRICE_TYPES,
} from '@shop/shared/enums';
import { RETURN_STATUSES } from '@shop/shared/returns';
import { SCOPES } from '@shop/shared/scopes';
import { bearer, createStaff, type TestAccount } from '../test/accounts.ts';
import { describeEachDb } from '../test/harness.ts';
import {
  MANY_UNPAID_ORDERS,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
} from '../test/order-fixtures.ts';
import type { App } from '../app.ts';
import sharp from 'sharp';
import { multipart, pdfFile } from '../modules/images/testing.ts';
import {
  postDrop,
  postProduct,
  productBody,
  productVersion,
} from '../modules/drops/test-fixtures.ts';

/** KSeF submission states (migration 0031), as stored. */
const KSEF_STATES = ['QUEUED', 'SENDING', 'SENT', 'ACCEPTED', 'REFUSED', 'EXEMPT'];

const trailOf = async (app: App, who: TestAccount, entity: string, id: number | string) =>
  (
    await app.inject({
      url: `/api/admin/audit?entity=${entity}&id=${id}`,
      headers: bearer(who.token),
    })
  ).json<{ items: AuditEntry[] }>().items;

describeEachDb(
  'audit trail coverage',
  (ctx) => {
    it('drops: created, changed (old and new values) and deleted, each with who', async () => {
      const { app } = ctx();
      const staff = await createStaff(app, ['CREATE_DROP', 'READ_ORDERS']);
      const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        app.inject({ method, url, headers: bearer(staff.token), ...(payload ? { payload } : {}) });
      const body = {
        name: 'Zwroty z listopada',
        shortDescription: 'Krótko',
        description: 'Opis kolekcji',
        categories: ['ELECTRONICS'],
        dropTime: '2030-01-10T09:00:00.000Z',
      };
      const created = await send('POST', '/api/drops', body);
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      expect(
        (await send('PUT', `/api/drops/${id}`, { ...body, name: 'Zwroty z grudnia' })).statusCode,
      ).toBe(200);
      expect((await send('DELETE', `/api/drops/${id}`)).statusCode).toBe(204);

      const trail = await trailOf(app, staff, 'drop', id);
      expect(trail.map((entry) => entry.action)).toEqual([
        'drop.delete',
        'drop.update',
        'drop.create',
      ]);
      expect(trail.every((entry) => entry.staffEmail === staff.user.email)).toBe(true);
      expect(trail[1]!.changes).toEqual([
        { field: 'name', old: 'Zwroty z listopada', new: 'Zwroty z grudnia' },
      ]);
      expect(trail[2]!.changes).toContainEqual({
        field: 'dropTime',
        old: null,
        new: '2030-01-10T09:00:00.000Z',
      });
    });

    it('coupons: created with their terms, and switched off', async () => {
      const { app } = ctx();
      const staff = await createStaff(app, ['MANAGE_COUPONS', 'READ_ORDERS']);
      const created = await app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: bearer(staff.token),
        payload: {
          code: 'AUDYT-10',
          discountType: 'PERCENTAGE_OFF_ORDER',
          discountValue: 10,
          usageLimit: 5,
        },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      const off = await app.inject({
        method: 'POST',
        url: `/api/coupons/${id}/deactivate`,
        headers: bearer(staff.token),
      });
      expect(off.statusCode).toBe(200);
      const trail = await trailOf(app, staff, 'coupon', id);
      expect(trail.map((entry) => entry.action)).toEqual(['coupon.deactivate', 'coupon.create']);
      expect(trail[1]!.changes).toEqual(
        expect.arrayContaining([
          { field: 'code', old: null, new: 'AUDYT-10' },
          { field: 'discountValue', old: null, new: 10 },
          { field: 'usageLimit', old: null, new: 5 },
        ]),
      );
    });

    it('a receipt, and the steps of a complaint: received, then rejected with the reason', async () => {
      const { app } = ctx();
      const staff = await createStaff(app, [
        'READ_ORDERS',
        'UPDATE_ORDERS',
        'CREATE_RECEIPT',
        'MANAGE_RETURNS',
      ]);
      const shopper = await makeShopper(app);
      const order = await placeOrder(app, shopper, [
        { productId: await makeProduct(app), quantity: 1 },
      ]);
      expect((await payInSimulator(app, order.paymentUrl)).statusCode).toBe(303);
      const post = (url: string, payload?: object, who: TestAccount = staff) =>
        app.inject({
          method: 'POST',
          url,
          headers: bearer(who.token),
          ...(payload ? { payload } : {}),
        });
      expect(
        (await post('/api/admin/receipts', { orderId: order.id, receiptId: 'PAR-0001' }))
          .statusCode,
      ).toBe(200);
      for (const status of ['SHIPPED', 'DELIVERED']) {
        expect((await post(`/api/admin/orders/${order.id}/status`, { status })).statusCode).toBe(
          200,
        );
      }
      const line = (
        await app.inject({ url: `/api/orders/${order.id}`, headers: bearer(shopper.token) })
      ).json<{ items: { id: number }[] }>().items[0]!;
      const requested = await post(
        `/api/orders/${order.id}/returns`,
        {
          type: 'COMPLAINT',
          items: [{ orderItemId: line.id, quantity: 1 }],
          description: 'Pęknięta obudowa po rozpakowaniu',
        },
        shopper,
      );
      expect(requested.statusCode).toBe(201);
      const returnId = requested.json<{ id: number }>().id;
      expect((await post(`/api/admin/returns/${returnId}/received`)).statusCode).toBe(200);
      const reason = 'Odesłano inny egzemplarz niż kupiony';
      expect((await post(`/api/admin/returns/${returnId}/reject`, { reason })).statusCode).toBe(
        200,
      );

      const orderTrail = await trailOf(app, staff, 'order', order.id);
      expect(orderTrail.find((entry) => entry.action === 'order.receipt')!.changes).toEqual([
        { field: 'receiptId', old: null, new: 'PAR-0001' },
      ]);
      const returnTrail = await trailOf(app, staff, 'return', returnId);
      expect(
        returnTrail.map((entry) => [entry.action, entry.changes[0]!.old, entry.changes[0]!.new]),
      ).toEqual([
        ['return.reject', 'RECEIVED', 'REJECTED'],
        ['return.received', 'REQUESTED', 'RECEIVED'],
      ]);
      expect(returnTrail[0]!.note).toBe(reason);
    });

    it('pictures, the safety PDF and manufacturers: each change with who and what', async () => {
      const { app } = ctx();
      const staff = await createStaff(app, ['CREATE_DROP', 'CREATE_PRODUCT', 'READ_ORDERS']);
      const headers = bearer(staff.token);
      const drop = await postDrop(app, headers);
      const id = await postProduct(app, headers, drop.id);
      const picture = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#2563eb' },
      })
        .png()
        .toBuffer();
      const upload = async (url: string, body: ReturnType<typeof multipart>, method = 'POST') => {
        const res = await app.inject({
          method: method as 'POST' | 'PUT',
          url,
          payload: body.payload,
          headers: { ...body.headers, ...headers },
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      for (const name of ['przod.png', 'tyl.png']) {
        await upload(`/api/products/${id}/images`, multipart(picture, name, 'image/png'));
      }
      const listed = await app.inject({ url: `/api/products/${id}/images`, headers });
      const [first, second] = listed.json<{ items: { id: number; url: string }[] }>().items;
      const order = await app.inject({
        method: 'PUT',
        url: `/api/products/${id}/images/order`,
        headers,
        payload: { imageIds: [second!.id, first!.id] },
      });
      expect(order.statusCode).toBe(200);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/products/${id}/images/${first!.id}`,
        headers,
      });
      expect(removed.statusCode).toBe(200);
      await upload(
        `/api/products/${id}/safety-document`,
        multipart(await pdfFile(1), 'instrukcja.pdf', 'application/pdf'),
        'PUT',
      );
      const noDocument = await app.inject({
        method: 'DELETE',
        url: `/api/products/${id}/safety-document`,
        headers,
      });
      expect(noDocument.statusCode).toBe(204);

      const trail = await trailOf(app, staff, 'product', id);
      expect(trail.map((entry) => entry.action).slice(0, 6)).toEqual([
        'product.document.remove',
        'product.document.attach',
        'product.picture.remove',
        'product.picture.order',
        'product.picture.add',
        'product.picture.add',
      ]);
      expect(trail.every((entry) => entry.staffEmail === staff.user.email)).toBe(true);
      expect(trail[1]!.changes).toEqual([{ field: 'document', old: null, new: 'instrukcja.pdf' }]);
      expect(trail[2]!.changes).toEqual([{ field: 'picture', old: first!.url, new: null }]);
      expect(trail[3]!.changes).toEqual([
        {
          field: 'pictures',
          old: `${first!.url}, ${second!.url}`,
          new: `${second!.url}, ${first!.url}`,
        },
      ]);

      const body = {
        name: `Fabryka ${id}`,
        postalAddress: 'ul. Fabryczna 1, 00-001 Warszawa',
        email: 'kontakt@fabryka.test',
      };
      const made = await app.inject({
        method: 'POST',
        url: '/api/manufacturers',
        headers,
        payload: body,
      });
      expect(made.statusCode).toBe(201);
      const manufacturer = made.json<{ id: number }>().id;
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/manufacturers/${manufacturer}`,
        headers,
        payload: { ...body, email: 'bok@fabryka.test' },
      });
      expect(edited.statusCode).toBe(200);
      const registry = await trailOf(app, staff, 'manufacturer', manufacturer);
      expect(registry.map((entry) => entry.action)).toEqual([
        'manufacturer.update',
        'manufacturer.create',
      ]);
      expect(registry[0]!.changes).toEqual([
        { field: 'email', old: 'kontakt@fabryka.test', new: 'bok@fabryka.test' },
      ]);
      expect(registry[1]!.changes).toContainEqual({ field: 'name', old: null, new: body.name });
    });

    it('every audited field reads in Polish: a label for each field, no code, no bare id', async () => {
      const { app } = ctx();
      const staff = await createStaff(app, [
        'CREATE_DROP',
        'CREATE_PRODUCT',
        'READ_ORDERS',
        'UPDATE_ORDERS',
        'MANAGE_STAFF',
        'MANAGE_COUPONS',
      ]);
      const headers = bearer(staff.token);
      // Coded and referring values of every kind: categories, the lobby, a product's category,
      // condition, price type, drop and manufacturer (then moved to another drop and maker),
      // a staff member's scopes, a coupon's type, an order's status.
      const first = await postDrop(app, headers, {
        categories: ['ELECTRONICS', 'HOME_AND_GARDEN'],
        lobby: true,
      });
      const second = await postDrop(app, headers, { name: 'Kolekcja druga' });
      const maker = async (name: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/manufacturers',
            headers,
            payload: { name, postalAddress: 'ul. Fabryczna 1, 00-001 Warszawa', email: 'a@b.test' },
          })
        ).json<{ id: number }>().id;
      const [makerA, makerB] = [await maker('Fabryka Alfa'), await maker('Fabryka Beta')];
      const product = await postProduct(app, headers, first.id, {
        manufacturerId: makerA,
        condition: 'USED',
      });
      const moved = await app.inject({
        method: 'PUT',
        url: `/api/products/${product}`,
        headers,
        payload: {
          ...productBody(second.id, { manufacturerId: makerB, condition: 'DEFECTIVE' }),
          version: await productVersion(app, product),
        },
      });
      expect(moved.statusCode).toBe(200);
      const invited = await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers,
        payload: {
          email: `zaproszony-${product}@sklep.test`,
          scopes: ['CREATE_PRODUCT', 'READ_ORDERS'],
        },
      });
      expect(invited.statusCode).toBeLessThan(300);

      const trail: AuditEntry[] = [];
      for (let before: number | null | undefined; before !== null;) {
        const page = await app.inject({
          url: `/api/admin/audit?count=200${before ? `&before=${before}` : ''}`,
          headers,
        });
        const body = page.json<{ items: AuditEntry[]; before: number | null }>();
        trail.push(...body.items);
        before = body.before;
      }
      const codes = [
        ...CATEGORIES,
        ...CONDITIONS,
        ...PRICE_TYPES,
        ...ORDER_STATUSES,
        ...DISCOUNT_TYPES,
        ...SCOPES,
        ...RETURN_STATUSES,
        ...KSEF_STATES,
      ];
      const codeWord = new RegExp(`\\b(${codes.join('|')})\\b`);
      const fields = new Set(trail.flatMap((entry) => entry.changes.map((c) => c.field)));
      // What this file's tests did reaches every kind of field above.
      for (const field of [
        'categories',
        'lobby',
        'category',
        'condition',
        'priceType',
        'dropId',
        'manufacturerId',
        'scopes',
        'discountType',
        'status',
      ]) {
        expect(fields).toContain(field);
      }
      for (const entry of trail) {
        for (const change of entry.changes) {
          expect(auditFieldLabels[change.field], change.field).toBeDefined();
          for (const value of [change.old, change.new]) {
            const shown = auditValueText(change.field, value);
            expect(shown, `${change.field}: ${shown}`).not.toMatch(codeWord);
            if ((AUDIT_REFERENCE_FIELDS as readonly string[]).includes(change.field)) {
              expect(String(value), change.field).not.toMatch(/^\d+$/);
            }
          }
        }
        if (['product', 'drop', 'manufacturer', 'staff'].includes(entry.entity)) {
          expect(entry.entityName, `${entry.entity} ${entry.entityId}`).toBeTruthy();
        }
      }
      const move = trail.find((e) => e.entity === 'product' && e.action === 'product.update')!;
      expect(move.entityName).toBeTruthy();
      expect(move.changes).toEqual(
        expect.arrayContaining([
          { field: 'dropId', old: first.name, new: 'Kolekcja druga' },
          { field: 'manufacturerId', old: 'Fabryka Alfa', new: 'Fabryka Beta' },
        ]),
      );
    });
  },
  MANY_UNPAID_ORDERS,
);
