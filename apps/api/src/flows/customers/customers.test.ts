import { expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/audit';
import type { Customer } from '@shop/shared/customers';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { makeProduct, makeShopper, placeOrder } from '../../test/order-fixtures.ts';

describeEachDb('customers', (ctx) => {
  it('finds a customer by e-mail or address name, shows their orders and consents, and a block ends their sessions at once', async () => {
    const { app } = ctx();
    const staff = await createStaff(app, ['READ_CUSTOMERS', 'READ_ORDERS']);
    const shopper = await makeShopper(app);
    const product = await makeProduct(app, { price: 2_500 });
    const order = await placeOrder(app, shopper, [{ productId: product, quantity: 1 }]);
    const get = (url: string, token = staff.token) => app.inject({ url, headers: bearer(token) });

    const byMail = await get(
      `/api/admin/customers?q=${encodeURIComponent(shopper.user.email.slice(0, 8))}`,
    );
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json().items).toContainEqual(
      expect.objectContaining({ id: shopper.user.id, names: ['Jan Kowalski'], blockedAt: null }),
    );
    const byName = await get('/api/admin/customers?q=kowalsk');
    expect(byName.json().items.map((row: { id: number }) => row.id)).toContain(shopper.user.id);
    // Staff accounts are not customers.
    const staffHit = await get(`/api/admin/customers?q=${encodeURIComponent(staff.user.email)}`);
    expect(staffHit.json().items).toEqual([]);

    const detail = await get(`/api/admin/customers/${shopper.user.id}`);
    const customer = detail.json<Customer>();
    expect(customer.orders.map((o) => o.id)).toEqual([order.id]);
    expect(customer.consents.newsletter.subscribed).toBe(false);

    expect((await get('/api/orders', shopper.token)).statusCode).toBe(200);
    const block = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${shopper.user.id}/block`,
      headers: bearer(staff.token),
      payload: { reason: 'Zamówienia skryptem na cudze dane' },
    });
    expect(block.statusCode).toBe(200);
    expect(block.json<Customer>().account).toMatchObject({
      blockReason: 'Zamówienia skryptem na cudze dane',
    });
    expect((await get('/api/orders', shopper.token)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.user.email, password: shopper.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('zablokowane');
    const twice = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${shopper.user.id}/block`,
      headers: bearer(staff.token),
      payload: { reason: 'jeszcze raz' },
    });
    expect(twice.statusCode).toBe(409);

    const trail = await get(`/api/admin/audit?entity=customer&id=${shopper.user.id}`);
    const [entry] = trail.json().items as AuditEntry[];
    expect(entry).toMatchObject({
      action: 'customer.block',
      staffEmail: staff.user.email,
      note: 'Zamówienia skryptem na cudze dane',
      changes: [{ field: 'blockedAt', old: null, new: expect.any(String) }],
    });

    const unblock = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${shopper.user.id}/unblock`,
      headers: bearer(staff.token),
      payload: { reason: 'Wyjaśnione telefonicznie' },
    });
    expect(unblock.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.user.email, password: shopper.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a short query, an unknown customer, a missing reason and staff without READ_CUSTOMERS', async () => {
    const { app } = ctx();
    const staff = await createStaff(app, ['READ_CUSTOMERS']);
    const short = await app.inject({
      url: '/api/admin/customers?q=ab',
      headers: bearer(staff.token),
    });
    expect(short.json().message).toContain('Wpisz co najmniej 3 znaki');
    const unknown = await app.inject({
      url: '/api/admin/customers/999999',
      headers: bearer(staff.token),
    });
    expect(unknown.statusCode).toBe(404);
    const noReason = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${staff.user.id}/block`,
      headers: bearer(staff.token),
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const clerk = await createStaff(app, ['READ_ORDERS']);
    const refused = await app.inject({
      url: '/api/admin/customers?q=abc',
      headers: bearer(clerk.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
