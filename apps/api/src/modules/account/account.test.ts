import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses } from '../../db/schema/account.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { describeEachDb } from '../../test/harness.ts';
import { bearer, registerShopper, strongPassword, type TestAccount } from '../../test/accounts.ts';
import { MAX_OWNED_ROWS } from './service.ts';

const address = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jan Kowalski',
  street: 'Marszałkowska 1/2',
  city: 'Warszawa',
  postalCode: '00-001',
  country: 'Polska',
  ...overrides,
});

const invoice = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kowalski sp. z o.o.',
  street: 'Prosta 2',
  postalCode: '30-001',
  city: 'Kraków',
  country: 'Polska',
  taxId: '5260250995',
  ...overrides,
});

describeEachDb('account', (ctx) => {
  const call = (
    account: TestAccount | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: account ? bearer(account.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  // The same rules hold for both kinds of owned rows.
  describe.each([
    { path: '/api/users/me/addresses', valid: address, changed: { city: 'Gdańsk' } },
    { path: '/api/users/me/invoice-details', valid: invoice, changed: { name: 'Nowa Firma S.A.' } },
  ])('$path', ({ path, valid, changed }) => {
    const list = async (account: TestAccount) => {
      const res = await call(account, 'GET', path);
      expect(res.statusCode).toBe(200);
      return res.json() as { items: { id: number; isDefault: boolean }[]; totalCount: number };
    };
    const create = async (account: TestAccount, body: object = valid()) => {
      const res = await call(account, 'POST', path, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; isDefault: boolean };
    };
    const defaults = async (account: TestAccount) =>
      (await list(account)).items.filter((row) => row.isDefault).map((row) => row.id);

    it('starts empty, then lists what was added', async () => {
      const shopper = await registerShopper(ctx().app);
      expect(await list(shopper)).toEqual({ items: [], totalCount: 0 });
      const first = await create(shopper);
      expect(first).toMatchObject({ ...valid(), id: expect.any(Number), isDefault: true });
      const second = await create(shopper);
      expect(second.isDefault).toBe(false);
      const listed = await list(shopper);
      expect(listed.totalCount).toBe(2);
      expect(listed.items.map((row) => row.id)).toEqual([first.id, second.id]);
    });

    it('pages the list', async () => {
      const shopper = await registerShopper(ctx().app);
      for (let i = 0; i < 3; i++) await create(shopper);
      const page = await call(shopper, 'GET', `${path}?page=1&count=2`);
      expect(page.json()).toMatchObject({ totalCount: 3 });
      expect(page.json().items).toHaveLength(1);
      expect((await call(shopper, 'GET', `${path}?count=0`)).statusCode).toBe(400);
    });

    it('keeps exactly one default: set moves it, delete promotes the oldest other', async () => {
      const shopper = await registerShopper(ctx().app);
      const a = await create(shopper);
      const b = await create(shopper);
      const c = await create(shopper, { ...valid(), isDefault: true });
      expect(c.isDefault).toBe(true);
      expect(await defaults(shopper)).toEqual([c.id]);

      const moved = await call(shopper, 'PUT', `${path}/${b.id}`, { ...valid(), isDefault: true });
      expect(moved.json()).toMatchObject({ id: b.id, isDefault: true });
      expect(await defaults(shopper)).toEqual([b.id]);

      // Unticking the default cannot leave the user without one.
      const kept = await call(shopper, 'PUT', `${path}/${b.id}`, { ...valid(), isDefault: false });
      expect(kept.json()).toMatchObject({ isDefault: true });

      expect((await call(shopper, 'DELETE', `${path}/${b.id}`)).statusCode).toBe(204);
      expect(await defaults(shopper)).toEqual([a.id]);
      expect((await call(shopper, 'DELETE', `${path}/${c.id}`)).statusCode).toBe(204);
      expect(await defaults(shopper)).toEqual([a.id]);
      expect((await call(shopper, 'DELETE', `${path}/${a.id}`)).statusCode).toBe(204);
      expect(await list(shopper)).toEqual({ items: [], totalCount: 0 });
      expect((await create(shopper)).isDefault).toBe(true);
    });

    it('updates a row with PUT', async () => {
      const shopper = await registerShopper(ctx().app);
      const row = await create(shopper);
      const res = await call(shopper, 'PUT', `${path}/${row.id}`, { ...valid(), ...changed });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ...changed, id: row.id, isDefault: true });
      expect((await list(shopper)).items[0]).toMatchObject(changed);
    });

    it("treats another user's row as absent (404) and leaves it alone", async () => {
      const owner = await registerShopper(ctx().app);
      const other = await registerShopper(ctx().app);
      const row = await create(owner);
      expect(await list(other)).toEqual({ items: [], totalCount: 0 });
      const put = await call(other, 'PUT', `${path}/${row.id}`, {
        ...valid(),
        ...changed,
        isDefault: true,
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ code: 'NotFoundException' });
      expect((await call(other, 'DELETE', `${path}/${row.id}`)).statusCode).toBe(404);
      expect((await list(owner)).items).toEqual([
        expect.objectContaining({ ...valid(), id: row.id, isDefault: true }),
      ]);
    });

    it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
      const shopper = await registerShopper(ctx().app);
      expect((await call(shopper, 'PUT', `${path}/999999`, valid())).statusCode).toBe(404);
      expect((await call(shopper, 'DELETE', `${path}/999999`)).statusCode).toBe(404);
      expect((await call(shopper, 'DELETE', `${path}/abc`)).statusCode).toBe(400);
      expect((await call(shopper, 'DELETE', `${path}/0`)).statusCode).toBe(400);
    });

    it('answers 401 to guests on every route, before looking at the body', async () => {
      expect((await call(null, 'GET', path)).statusCode).toBe(401);
      expect((await call(null, 'POST', path, {})).statusCode).toBe(401);
      expect((await call(null, 'PUT', `${path}/1`, valid())).statusCode).toBe(401);
      expect((await call(null, 'DELETE', `${path}/1`)).statusCode).toBe(401);
    });

    it.each([
      ['missing name', { name: undefined }, 'name'],
      ['blank street', { street: '   ' }, 'street'],
      ['missing city', { city: undefined }, 'city'],
      ['bad postal code', { postalCode: '0001' }, 'Kod pocztowy musi mieć format 00-000'],
      ['missing country', { country: undefined }, 'country'],
      ['non-boolean isDefault', { isDefault: 'yes' }, 'isDefault'],
    ])('answers 400 for %s and stores nothing', async (_why, overrides, expected) => {
      const shopper = await registerShopper(ctx().app);
      const res = await call(shopper, 'POST', path, valid(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationException' });
      expect(res.json().message).toContain(expected);
      expect((await list(shopper)).totalCount).toBe(0);
    });

    it('answers 400 for malformed JSON', async () => {
      const shopper = await registerShopper(ctx().app);
      const res = await ctx().app.inject({
        method: 'POST',
        url: path,
        headers: { ...bearer(shopper.token), 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  it(`refuses a ${MAX_OWNED_ROWS + 1}st row (409), so one page always holds them all`, async () => {
    const shopper = await registerShopper(ctx().app);
    const rows = Array.from({ length: MAX_OWNED_ROWS - 1 }, () => ({
      ...address(),
      userId: shopper.user.id,
    }));
    await ctx().app.db.insert(addresses).values(rows);
    const path = '/api/users/me/addresses';
    expect((await call(shopper, 'POST', path, address())).statusCode).toBe(201);
    const refused = await call(shopper, 'POST', path, address());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LimitExceededException' });
    const page = await call(shopper, 'GET', `${path}?count=100`);
    expect(page.json().items).toHaveLength(MAX_OWNED_ROWS);
  });

  describe('invoice details NIP', () => {
    it('stores the NIP as 10 digits', async () => {
      const shopper = await registerShopper(ctx().app);
      const res = await call(
        shopper,
        'POST',
        '/api/users/me/invoice-details',
        invoice({ taxId: 'PL 526 025 09 95' }),
      );
      expect(res.json()).toMatchObject({ taxId: '5260250995' });
    });

    it.each(['5260250994', '123456789', '52602509951', 'ABCDEFGHIJ', ''])(
      'answers 400 for NIP %j',
      async (taxId) => {
        const shopper = await registerShopper(ctx().app);
        const res = await call(
          shopper,
          'POST',
          '/api/users/me/invoice-details',
          invoice({ taxId }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/NIP/);
      },
    );
  });

  describe('POST /api/users/me/change-password', () => {
    const change = (account: TestAccount | null, payload: unknown) =>
      call(account, 'POST', '/api/users/me/change-password', payload);
    const login = (email: string, password: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    /** The PASSWORD_CHANGED e-mails queued for the address. */
    const toldOfChange = (email: string) =>
      ctx()
        .app.db.select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'PASSWORD_CHANGED')));

    it('changes the password: the new one logs in, the old one does not', async () => {
      const shopper = await registerShopper(ctx().app);
      const newPassword = strongPassword();
      const res = await change(shopper, { currentPassword: shopper.password, newPassword });
      expect(res.statusCode).toBe(200);
      expect((await login(shopper.user.email, newPassword)).statusCode).toBe(200);
      expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(401);
      // The account is told by e-mail, so a change someone else made is noticed.
      const told = await toldOfChange(shopper.user.email);
      expect(told).toHaveLength(1);
      expect(Date.parse(String(told[0]!.data?.changedAt))).toBeGreaterThan(Date.now() - 60_000);
    });

    it('answers 403 for a wrong current password and keeps the old one', async () => {
      const shopper = await registerShopper(ctx().app);
      const res = await change(shopper, {
        currentPassword: 'Zle-Haslo-Obecne-1',
        newPassword: strongPassword(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'InvalidPasswordException' });
      expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(200);
      expect(await toldOfChange(shopper.user.email)).toEqual([]);
    });

    it('answers 400 PasswordTooWeakException for a weak new password', async () => {
      const shopper = await registerShopper(ctx().app);
      const res = await change(shopper, {
        currentPassword: shopper.password,
        newPassword: 'haslo123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PasswordTooWeakException' });
      expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(200);
    });

    it('answers 400 for missing fields and 401 for guests', async () => {
      const shopper = await registerShopper(ctx().app);
      expect((await change(shopper, { currentPassword: shopper.password })).statusCode).toBe(400);
      expect((await change(shopper, { newPassword: strongPassword() })).statusCode).toBe(400);
      expect((await change(null, { currentPassword: 'a', newPassword: 'b' })).statusCode).toBe(401);
    });

    it('limits repeated wrong current passwords like failed logins (429)', async () => {
      const shopper = await registerShopper(ctx().app);
      const wrong = { currentPassword: 'Zle-Haslo-Obecne-1', newPassword: strongPassword() };
      for (let i = 0; i < 5; i++) expect((await change(shopper, wrong)).statusCode).toBe(403);
      const right = { currentPassword: shopper.password, newPassword: strongPassword() };
      expect((await change(shopper, right)).statusCode).toBe(429);
    });
  });
});
