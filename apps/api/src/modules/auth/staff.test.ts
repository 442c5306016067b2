import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/audit';
import { SCOPES, type StaffMember } from '@shop/shared/scopes';
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
    const owner = await createStaff(app, [], { owner: true });
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

  it('a welcome of its own: the link names who invited and until when, can be sent again, and stops once used', async () => {
    const { app } = ctx();
    const owner = await createStaff(app, [], { owner: true });
    const email = `witaj-${Date.now()}@sklep.test`;
    const invited = await call('POST', '/api/admin/staff', owner.token, {
      email,
      scopes: ['READ_ORDERS'],
    });
    const id = invited.json().id as number;
    const links = async () =>
      (
        await app.db
          .select()
          .from(outboxEmails)
          .where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'STAFF_INVITE')))
      ).map((mail) => mail.data);
    const read = (token: string) =>
      app.inject({ url: `/api/auth/invitation?token=${encodeURIComponent(token)}` });
    const [first] = await links();
    expect(first).toMatchObject({ invitedBy: owner.user.email });
    const welcome = await read(String(first!.resetToken));
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toEqual({
      email,
      invitedBy: owner.user.email,
      expiresAt: new Date(app.clock.now().getTime() + 72 * 3_600_000).toISOString(),
    });

    // Sent again: the first link stops working, the new one works.
    const again = await call('POST', `/api/admin/staff/${id}/invitation`, owner.token);
    expect(again.statusCode).toBe(200);
    const second = (await links()).find((data) => data.resetToken !== first!.resetToken)!;
    expect((await read(String(first!.resetToken))).statusCode).toBe(400);
    expect((await read(String(second.resetToken))).statusCode).toBe(200);
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { resetToken: second.resetToken, password: PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    expect((await login(email)).statusCode).toBe(200);
    // Used: it no longer reads, and the invitation is not needed any more.
    const used = await read(String(second.resetToken));
    expect([used.statusCode, used.json().message]).toEqual([
      400,
      'Link wygasł lub został już użyty',
    ]);
    const notNeeded = await call('POST', `/api/admin/staff/${id}/invitation`, owner.token);
    expect([notNeeded.statusCode, notNeeded.json().message]).toEqual([
      409,
      'Ta osoba ustawiła już hasło: zaproszenia nie trzeba wysyłać ponownie',
    ]);
    // A shopper's password-reset link is not an invitation.
    await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    const reset = (
      await app.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'PASSWORD_RESET')))
    )[0]!;
    expect((await read(String(reset.data.resetToken))).statusCode).toBe(400);
  });

  it('refuses in Polish: a taken address, no scope, a member switching off or changing themself, and non-managers', async () => {
    const { app } = ctx();
    const owner = await createStaff(app, ['MANAGE_STAFF']);
    const taken = await call('POST', '/api/admin/staff', owner.token, {
      email: owner.user.email,
      scopes: ['MANAGE_STAFF'],
    });
    expect(taken.statusCode).toBe(409);
    const none = await call('POST', '/api/admin/staff', owner.token, {
      email: 'a@sklep.test',
      scopes: [],
    });
    expect(none.json().message).toContain('co najmniej jedno uprawnienie');
    const self = await call('POST', `/api/admin/staff/${owner.user.id}/deactivate`, owner.token);
    expect(self.json().message).toBe('Nie możesz wyłączyć własnego konta');
    expect(self.statusCode).toBe(403);
    const demote = await call('PUT', `/api/admin/staff/${owner.user.id}`, owner.token, {
      scopes: ['READ_ORDERS'],
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toContain('Nie możesz zmieniać własnych uprawnień');
    const clerk = await createStaff(app, ['READ_ORDERS']);
    expect((await call('GET', '/api/admin/staff', clerk.token)).statusCode).toBe(403);
  });

  it('a clerk with MANAGE_STAFF alone grants nothing it lacks, cannot touch the owner, and the owner keeps the shop', async () => {
    const { app } = ctx();
    const owner = await createStaff(app, [], { owner: true });
    const clerk = await createStaff(app, ['MANAGE_STAFF']);
    const colleague = await createStaff(app, ['MANAGE_STAFF', 'READ_ORDERS']);
    const staff = () => call('GET', '/api/admin/staff', owner.token);

    // Itself: no scope added, none taken.
    const raise = await call('PUT', `/api/admin/staff/${clerk.user.id}`, clerk.token, {
      scopes: [...SCOPES],
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toContain('Nie możesz zmieniać własnych uprawnień');
    // Anyone else: not a scope it lacks, not even through an invitation.
    const grant = await call('PUT', `/api/admin/staff/${colleague.user.id}`, clerk.token, {
      scopes: ['MANAGE_STAFF', 'READ_ORDERS', 'READ_CUSTOMERS'],
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(
      'Możesz nadawać i odbierać tylko uprawnienia, które masz. Nie masz: „Klienci: wyszukiwanie, blokowanie, eksport danych osobowych”',
    );
    const take = await call('PUT', `/api/admin/staff/${colleague.user.id}`, clerk.token, {
      scopes: ['MANAGE_STAFF'],
    });
    expect(take.statusCode).toBe(403);
    const invite = await call('POST', '/api/admin/staff', clerk.token, {
      email: `wspolnik-${Date.now()}@sklep.test`,
      scopes: ['MANAGE_STAFF', 'READ_ORDERS'],
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toContain('Nie masz: „Zamówienia (podgląd)');
    const offColleague = await call(
      'POST',
      `/api/admin/staff/${colleague.user.id}/deactivate`,
      clerk.token,
    );
    expect(offColleague.statusCode).toBe(403);
    // The owner: neither cut down nor switched off.
    const cut = await call('PUT', `/api/admin/staff/${owner.user.id}`, clerk.token, {
      scopes: ['MANAGE_STAFF'],
    });
    expect(cut.statusCode).toBe(403);
    expect(cut.json().message).toContain('konto właściciela sklepu');
    const off = await call('POST', `/api/admin/staff/${owner.user.id}/deactivate`, clerk.token);
    expect(off.statusCode).toBe(403);
    // Not even by another member holding every scope.
    const manager = await createStaff(app, [...SCOPES]);
    expect(
      (await call('POST', `/api/admin/staff/${owner.user.id}/deactivate`, manager.token))
        .statusCode,
    ).toBe(403);

    // Nothing changed: the owner logs in with every scope and reads the orders.
    const list = (await staff()).json().items as StaffMember[];
    expect(list.find((member) => member.id === owner.user.id)).toMatchObject({
      owner: true,
      scopes: [...SCOPES],
      deactivatedAt: null,
    });
    expect(list.find((member) => member.id === clerk.user.id)?.scopes).toEqual(['MANAGE_STAFF']);
    expect(list.find((member) => member.id === colleague.user.id)?.scopes).toEqual([
      'MANAGE_STAFF',
      'READ_ORDERS',
    ]);
    const again = await login(owner.user.email, owner.password);
    expect(again.statusCode).toBe(200);
    const orders = await call('GET', '/api/admin/orders', again.json().token as string);
    expect(orders.statusCode).toBe(200);

    // Within its own scopes the clerk manages: it invites with MANAGE_STAFF.
    const fine = await call('POST', '/api/admin/staff', clerk.token, {
      email: `pomocnik-${Date.now()}@sklep.test`,
      scopes: ['MANAGE_STAFF'],
    });
    expect(fine.statusCode).toBe(201);
  });

  it('switches off only an account whose every scope the member holds', async () => {
    const { app } = ctx();
    const owner = await createStaff(app, [], { owner: true });
    const manager = await createStaff(app, ['MANAGE_STAFF', 'READ_ORDERS']);
    const clerk = await createStaff(app, ['READ_ORDERS']);
    // The owner takes READ_ORDERS from the manager, who logs in again with MANAGE_STAFF alone.
    const cut = await call('PUT', `/api/admin/staff/${manager.user.id}`, owner.token, {
      scopes: ['MANAGE_STAFF'],
    });
    expect(cut.statusCode).toBe(200);
    const token = (await login(manager.user.email, manager.password)).json().token as string;
    const off = await call('POST', `/api/admin/staff/${clerk.user.id}/deactivate`, token);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toContain('Nie masz: „Zamówienia (podgląd)');
  });
});
