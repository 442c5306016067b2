// Sessions end when they should: a new password, a logout, new scopes or a deleted account make
// every earlier token answer 401, on every replica; the device that changed the password gets
// a new token. Starting the shop again with the same ADMIN_EMAIL settings ends nothing.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AuthResponse } from '@shop/shared/accounts';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/auth.ts';
import { describeEachDb } from '../../test/harness.ts';
import { bearer, createStaff, registerShopper, strongPassword } from '../../test/accounts.ts';
import { ensureAccount } from './service.ts';

describeEachDb('sessions', (ctx) => {
  const myAddresses = (token: string, app = ctx().app) =>
    app.inject({ method: 'GET', url: '/api/users/me/addresses', headers: bearer(token) });
  const login = async (email: string, password: string) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return res.json<AuthResponse>().token;
  };
  const expectEnded = async (token: string, app = ctx().app) => {
    const res = await myAddresses(token, app);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'SessionEndedException',
      message: 'Sesja wygasła, zaloguj się ponownie',
    });
  };

  it('a new password ends every earlier token; the answer carries a working new one', async () => {
    const shopper = await registerShopper(ctx().app);
    const otherDevice = await login(shopper.user.email, shopper.password);
    expect((await myAddresses(otherDevice)).statusCode).toBe(200);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/users/me/change-password',
      headers: bearer(shopper.token),
      payload: { currentPassword: shopper.password, newPassword: strongPassword() },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(shopper.token);
    await expectEnded(otherDevice);
    expect((await myAddresses(res.json<AuthResponse>().token)).statusCode).toBe(200);
  });

  it('logout ends the token on the server, and the other devices too', async () => {
    const shopper = await registerShopper(ctx().app);
    const otherDevice = await login(shopper.user.email, shopper.password);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(shopper.token),
    });
    expect(res.statusCode).toBe(204);
    await expectEnded(shopper.token);
    await expectEnded(otherDevice);
    // Logging in again starts a new session.
    expect((await myAddresses(await login(shopper.user.email, shopper.password))).statusCode).toBe(
      200,
    );
  });

  it('new scopes end the staff member’s tokens; the same settings again end nothing', async () => {
    const staff = await createStaff(ctx().app, ['CREATE_DROP', 'CREATE_PRODUCT']);
    const account = { email: staff.user.email, password: staff.password };
    await ensureAccount(
      ctx().app.db,
      { ...account, scopes: ['CREATE_PRODUCT', 'CREATE_DROP'] },
      { now: ctx().app.clock.now(), source: 'test' },
    );
    expect((await myAddresses(staff.token)).statusCode).toBe(200);
    // As `npm run cli -- create-staff` does, from another process.
    await ensureAccount(
      ctx().app.db,
      { ...account, scopes: ['CREATE_PRODUCT'] },
      { now: ctx().app.clock.now(), source: 'test' },
    );
    await expect.poll(async () => (await myAddresses(staff.token)).statusCode).toBe(401);
    const fresh = await login(staff.user.email, staff.password);
    const drop = await ctx().app.inject({
      method: 'POST',
      url: '/api/drops',
      headers: bearer(fresh),
      payload: {},
    });
    expect(drop.statusCode).toBe(403);
  });

  it('a deleted account’s tokens answer 401', async () => {
    const shopper = await registerShopper(ctx().app);
    expect((await myAddresses(shopper.token)).statusCode).toBe(200);
    await ctx().app.db.delete(users).where(eq(users.id, shopper.user.id));
    // Deleted outside the app: the replica hears of it from the database within moments.
    await expect.poll(async () => (await myAddresses(shopper.token)).statusCode).toBe(401);
    await expectEnded(shopper.token);
  });

  it('another replica refuses an ended token at once (the change is announced)', async () => {
    const { config, database } = ctx();
    const replica = await buildApp({ config, database });
    try {
      const shopper = await registerShopper(ctx().app);
      // The replica has read and kept the version.
      expect((await myAddresses(shopper.token, replica)).statusCode).toBe(200);
      const logout = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(shopper.token),
      });
      expect(logout.statusCode).toBe(204);
      await expect
        .poll(async () => (await myAddresses(shopper.token, replica)).statusCode)
        .toBe(401);
    } finally {
      await replica.close();
    }
  });
});
