import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { SCOPES } from '@shop/shared/scopes';
import type { Config } from '../../config.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { describeEachDb } from '../../test/harness.ts';
import { randomEmail, strongPassword } from '../../test/accounts.ts';
import { DEMO_SHOPPER, DEMO_STAFF, ensureStartupAccounts } from './startup-accounts.ts';

describeEachDb('start-up accounts', (ctx) => {
  afterEach(() => vi.restoreAllMocks());

  const login = (email: string, password: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const scopesOf = async (email: string, password: string) => {
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    return (await ctx().app.tokens.verify(res.json().token))?.scopes;
  };
  const start = (config: Partial<Config>) =>
    ensureStartupAccounts({
      db: ctx().app.db,
      config: { ...ctx().config, ...config },
      now: ctx().app.clock.now(),
    });

  // Runs first: the database has no demo accounts yet.
  it('prints nothing and creates no demo accounts outside demo mode', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await start({ admin: undefined, seedDemo: false });
    expect(info).not.toHaveBeenCalled();
    expect((await login(DEMO_STAFF.email, DEMO_STAFF.password)).statusCode).toBe(401);
    expect((await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).statusCode).toBe(401);
  });

  it('ensures the ADMIN_EMAIL account with every scope, and follows a new ADMIN_PASSWORD', async () => {
    const email = randomEmail('admin');
    const first = strongPassword();
    await start({ admin: { email, password: first }, seedDemo: false });
    expect(await scopesOf(email, first)).toEqual([...SCOPES]);

    const second = strongPassword();
    await start({ admin: { email, password: second }, seedDemo: false });
    expect((await login(email, first)).statusCode).toBe(401);
    expect(await scopesOf(email, second)).toEqual([...SCOPES]);
  });

  it('switches on again, with every scope, an ADMIN_EMAIL owner that was switched off and cut down', async () => {
    const email = randomEmail('admin');
    const password = strongPassword();
    await start({ admin: { email, password }, seedDemo: false });
    // As an operator (or a bug) could leave it: switched off, one scope left.
    await ctx()
      .app.db.update(users)
      .set({ deactivatedAt: new Date(), scopes: ['CREATE_DROP'] })
      .where(eq(users.email, email));
    expect((await login(email, password)).statusCode).toBe(403);

    await start({ admin: { email, password }, seedDemo: false });
    expect(await scopesOf(email, password)).toEqual([...SCOPES]);
    const [row] = await ctx().app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ owner: true, deactivatedAt: null });
    const trail = await ctx()
      .app.db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, String(row!.id)), eq(auditEvents.action, 'staff.ensure')),
      );
    expect(trail.at(-1)).toMatchObject({ staffEmail: email, note: 'ADMIN_EMAIL przy starcie' });
    expect(trail.at(-1)!.changes).toContainEqual(
      expect.objectContaining({ field: 'deactivatedAt', new: null }),
    );
  });

  it('refuses to start with a weak ADMIN_PASSWORD or an invalid ADMIN_EMAIL', async () => {
    await expect(
      start({ admin: { email: randomEmail('admin'), password: 'haslo123' }, seedDemo: false }),
    ).rejects.toThrow(/ADMIN_PASSWORD is too weak/);
    await expect(
      start({ admin: { email: 'admin', password: strongPassword() }, seedDemo: false }),
    ).rejects.toThrow(/ADMIN_EMAIL is not a valid e-mail/);
  });

  it('creates the demo staff and shopper in demo mode and prints their logins', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await start({ admin: undefined, seedDemo: true });
    expect(await scopesOf(DEMO_STAFF.email, DEMO_STAFF.password)).toEqual([...SCOPES]);
    expect(await scopesOf(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).toEqual([]);
    const printed = info.mock.calls.flat().join('\n');
    for (const text of [
      DEMO_STAFF.email,
      DEMO_STAFF.password,
      DEMO_SHOPPER.email,
      DEMO_SHOPPER.password,
    ]) {
      expect(printed).toContain(text);
    }
    // A second start is harmless.
    await start({ admin: undefined, seedDemo: true });
    expect((await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).statusCode).toBe(200);
  });
});
