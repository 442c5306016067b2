import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/audit';
import { outboxEmails } from '../../db/schema/mail.ts';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';

const PASSWORD = 'Zielony-Kajak-Pod-Mostem-71';

describeEachDb('staff management', (ctx) => {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const login = (email: string, password = PASSWORD) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('an invitation sets a password through the e-mailed link; new scopes and switching off end the sessions at once', async () => {
    const { app } = ctx();
    const owner = await createStaff(app, ['MANAGE_STAFF', 'READ_ORDERS']);
    const email = `nowy-${Date.now()}@sklep.test`;
    const invited = await call('POST', '/api/admin/staff', owner.token, {
      email: email.toUpperCase(),
      scopes: ['READ_ORDERS', 'READ_ORDERS'],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, scopes: ['READ_ORDERS'], invited: true });
    const id = invited.json().id as number;
    // No password yet: nothing logs in.
    expect((await login(email, '')).statusCode).toBe(400);

    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'STAFF_INVITE')));
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { resetToken: mail!.data.resetToken, password: PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    const first = await login(email);
    expect(first.statusCode).toBe(200);
    const token = first.json().token as string;
    expect((await call('GET', '/api/admin/orders', token)).statusCode).toBe(200);

    const list = await call('GET', '/api/admin/staff', owner.token);
    expect(list.json().items).toContainEqual(expect.objectContaining({ id, invited: false }));

    const changed = await call('PUT', `/api/admin/staff/${id}`, owner.token, {
      scopes: ['MANAGE_RETURNS'],
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/orders', token)).statusCode).toBe(401);

    const again = (await login(email)).json().token as string;
    const off = await call('POST', `/api/admin/staff/${id}/deactivate`, owner.token);
    expect(off.statusCode).toBe(200);
    expect(off.json().deactivatedAt).not.toBeNull();
    expect((await call('GET', '/api/admin/returns', again)).statusCode).toBe(401);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('zostało wyłączone');

    const trail = await call(
      'GET',
      `/api/admin/audit?staff=${encodeURIComponent(owner.user.email)}`,
      owner.token,
    );
    const actions = (trail.json().items as AuditEntry[])
      .filter((entry) => entry.entityId === String(id))
      .map((entry) => entry.action);
    expect(actions).toEqual(['staff.deactivate', 'staff.scopes', 'staff.invite']);
  });

  it('refuses in Polish: a taken address, no scope, the owner switching off or demoting themself, and non-managers', async () => {
    const { app } = ctx();
    const owner = await createStaff(app, ['MANAGE_STAFF']);
    const taken = await call('POST', '/api/admin/staff', owner.token, {
      email: owner.user.email,
      scopes: ['READ_ORDERS'],
    });
    expect(taken.statusCode).toBe(409);
    const none = await call('POST', '/api/admin/staff', owner.token, {
      email: 'a@sklep.test',
      scopes: [],
    });
    expect(none.json().message).toContain('co najmniej jedno uprawnienie');
    const self = await call('POST', `/api/admin/staff/${owner.user.id}/deactivate`, owner.token);
    expect(self.json().message).toBe('Nie możesz wyłączyć własnego konta');
    const demote = await call('PUT', `/api/admin/staff/${owner.user.id}`, owner.token, {
      scopes: ['READ_ORDERS'],
    });
    expect(demote.statusCode).toBe(409);
    const clerk = await createStaff(app, ['READ_ORDERS']);
    expect((await call('GET', '/api/admin/staff', clerk.token)).statusCode).toBe(403);
  });
});
