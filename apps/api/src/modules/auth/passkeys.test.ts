// Passkeys through the API with a software authenticator (test/passkey-authenticator.ts):
// adding, signing in, naming and removing; single-use challenges and forged answers; a staff
// account that must sign in with one (docs/passkeys.md).
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { bearer, createStaff, registerShopper } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { TestAuthenticator } from '../../test/passkey-authenticator.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describeEachDb('passkeys', (ctx) => {
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const authenticator = () => new TestAuthenticator(ctx().app.config.passkeys.origins[0]!);

  /** Adds a passkey of `device` to the account of `token`: the answer of POST /users/me/passkeys. */
  async function addPasskey(token: string, device: TestAuthenticator, name?: string) {
    const options = await call('POST', '/api/users/me/passkeys/options', token);
    expect(options.statusCode).toBe(200);
    return call('POST', '/api/users/me/passkeys', token, {
      response: device.create(options.json()),
      ...(name ? { name } : {}),
    });
  }

  async function signInOptions() {
    const options = await call('POST', '/api/auth/passkey/options');
    expect(options.statusCode).toBe(200);
    return options.json() as { challenge: string; rpId: string; allowCredentials?: unknown[] };
  }

  const signIn = async (device: TestAuthenticator) =>
    call('POST', '/api/auth/passkey', undefined, {
      response: device.get(await signInOptions()),
    });

  it('adds a passkey, signs in with it and ends no other session; names and removes it', async () => {
    const shopper = await registerShopper(ctx().app);
    const phone = authenticator();
    expect((await call('GET', '/api/users/me/passkeys', shopper.token)).json()).toEqual({
      items: [],
      required: false,
      canManage: true,
    });

    const options = await call('POST', '/api/users/me/passkeys/options', shopper.token);
    const creation = options.json();
    expect(creation).toMatchObject({
      rp: { id: ctx().app.config.passkeys.rpId, name: 'Outlet Drop' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // The handle the authenticator keeps is 32 random bytes, not the e-mail.
    expect(Buffer.from(creation.user.id, 'base64url')).toHaveLength(32);
    expect(Buffer.from(creation.user.id, 'base64url').toString('latin1')).not.toContain(
      shopper.user.email,
    );
    expect(creation.user.name).toBe(shopper.user.email); // shown by the device's prompt only
    const added = await call('POST', '/api/users/me/passkeys', shopper.token, {
      response: phone.create(creation),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Klucz dostępu 1',
      backedUp: true,
      lastUsedAt: null,
    });
    // The account is told by e-mail, so a passkey someone else added is seen.
    const [told] = await ctx()
      .app.db.select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.recipient, shopper.user.email), eq(outboxEmails.kind, 'PASSKEY_ADDED')),
      );
    expect(told?.data).toMatchObject({ name: 'Klucz dostępu 1' });
    // The session that added it goes on.
    expect((await call('GET', '/api/users/me/passkeys', shopper.token)).json().items).toHaveLength(
      1,
    );

    const options2 = await signInOptions();
    expect(options2.allowCredentials ?? []).toEqual([]);
    const answer = phone.get(options2);
    const signedIn = await call('POST', '/api/auth/passkey', undefined, { response: answer });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual(shopper.user);
    expect(signedIn.json().passkeyRequired).toBeUndefined();
    // Both sessions count: signing in with a passkey ends no other.
    for (const token of [shopper.token, signedIn.json().token as string]) {
      expect((await call('GET', '/api/users/me/passkeys', token)).statusCode).toBe(200);
    }
    // The same answer again: its challenge was used up.
    const replay = await call('POST', '/api/auth/passkey', undefined, { response: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(
      'Potwierdzenie kluczem dostępu trwało zbyt długo albo zostało już użyte. Spróbuj ponownie.',
    );

    const [key] = (await call('GET', '/api/users/me/passkeys', shopper.token)).json().items;
    expect(key.lastUsedAt).not.toBeNull();
    const renamed = await call('PATCH', `/api/users/me/passkeys/${key.id}`, shopper.token, {
      name: '  Telefon Ani  ',
    });
    expect(renamed.json().name).toBe('Telefon Ani');
    const tooLong = await call('PATCH', `/api/users/me/passkeys/${key.id}`, shopper.token, {
      name: 'x'.repeat(61),
    });
    expect(tooLong.statusCode).toBe(400);

    // Another account cannot touch it.
    const other = await registerShopper(ctx().app);
    expect((await call('DELETE', `/api/users/me/passkeys/${key.id}`, other.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `/api/users/me/passkeys/${key.id}`, other.token, { name: 'Moje' }))
        .statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `/api/users/me/passkeys/${key.id}`, shopper.token)).statusCode,
    ).toBe(204);
    // Told by e-mail as well, so a removal someone else made is seen.
    const [toldOfRemoval] = await ctx()
      .app.db.select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.recipient, shopper.user.email),
          eq(outboxEmails.kind, 'PASSKEY_REMOVED'),
        ),
      );
    expect(toldOfRemoval?.data).toMatchObject({ name: 'Telefon Ani' });
    const removed = await signIn(phone);
    expect(removed.statusCode).toBe(401);
    expect(removed.json().message).toBe(
      'Nie znamy tego klucza dostępu: mógł zostać usunięty z konta. Zaloguj się hasłem.',
    );
  });

  it('refuses forged answers: another origin, another key, another account, a wrong ceremony', async () => {
    const shopper = await registerShopper(ctx().app);
    const phone = authenticator();
    expect((await addPasskey(shopper.token, phone)).statusCode).toBe(201);
    const refusal = 'Klucz dostępu nie został potwierdzony. Spróbuj ponownie.';

    // A phishing page's origin.
    const phishing = new TestAuthenticator('https://outlet-drop.example');
    phishing.credentials.push(phone.credentials[0]!);
    const fromPhishing = await call('POST', '/api/auth/passkey', undefined, {
      response: phishing.get(await signInOptions()),
    });
    expect(fromPhishing.statusCode).toBe(400);
    expect(fromPhishing.json().message).toBe(refusal);

    // The passkey's id signed with another key.
    const thief = authenticator();
    thief.create({ challenge: 'x', rp: { id: ctx().app.config.passkeys.rpId }, user: { id: 'x' } });
    const stolen = thief.get(await signInOptions());
    stolen.id = stolen.rawId = phone.get({ challenge: 'x' }).id;
    stolen.response.userHandle = phone.credentials[0]!.userHandle;
    const forged = await call('POST', '/api/auth/passkey', undefined, { response: stolen });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(refusal);

    // The right key, but claiming another account's handle.
    const other = await registerShopper(ctx().app);
    const otherPhone = authenticator();
    await addPasskey(other.token, otherPhone);
    const mixed = phone.get(await signInOptions());
    mixed.response.userHandle = otherPhone.credentials[0]!.userHandle;
    expect(
      (await call('POST', '/api/auth/passkey', undefined, { response: mixed })).statusCode,
    ).toBe(401);

    // A registration challenge does not sign in; a sign-in one does not register.
    const registration = await call('POST', '/api/users/me/passkeys/options', shopper.token);
    const crossed = await call('POST', '/api/auth/passkey', undefined, {
      response: phone.get(registration.json()),
    });
    expect(crossed.statusCode).toBe(400);
    const signInChallenge = await signInOptions();
    const crossedBack = await call('POST', '/api/users/me/passkeys', shopper.token, {
      response: authenticator().create({
        challenge: signInChallenge.challenge,
        rp: { id: ctx().app.config.passkeys.rpId },
        user: { id: 'eA' },
      }),
    });
    expect(crossedBack.statusCode).toBe(400);

    // Another account's registration challenge.
    const othersOptions = await call('POST', '/api/users/me/passkeys/options', other.token);
    const hijacked = await call('POST', '/api/users/me/passkeys', shopper.token, {
      response: authenticator().create(othersOptions.json()),
    });
    expect(hijacked.statusCode).toBe(400);

    // Unreadable client data, an oversized answer: 400 in Polish, nothing kept.
    const garbage = phone.get(await signInOptions());
    garbage.response.clientDataJSON = 'bm90LWpzb24';
    const unreadable = await call('POST', '/api/auth/passkey', undefined, { response: garbage });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(refusal);
    const huge = phone.get(await signInOptions());
    huge.response.authenticatorData = 'A'.repeat(20_000);
    expect(
      (await call('POST', '/api/auth/passkey', undefined, { response: huge })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/users/me/passkeys', shopper.token)).json().items).toHaveLength(
      1,
    );
  });

  it('one answer sent twice at once signs in once', async () => {
    const shopper = await registerShopper(ctx().app);
    const phone = authenticator();
    await addPasskey(shopper.token, phone);
    const answer = phone.get(await signInOptions());
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/api/auth/passkey', undefined, { response: answer })),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('a blocked account does not sign in with a passkey; a guest cannot add one', async () => {
    const shopper = await registerShopper(ctx().app);
    const phone = authenticator();
    await addPasskey(shopper.token, phone);
    await ctx()
      .app.db.update(users)
      .set({ blockedAt: new Date(), blockReason: 'test' })
      .where(eq(users.id, shopper.user.id));
    const blocked = await signIn(phone);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toContain('zablokowane');
    expect((await call('POST', '/api/users/me/passkeys/options')).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me/passkeys')).statusCode).toBe(401);
  });

  it('a counting authenticator whose counter goes back is refused', async () => {
    const shopper = await registerShopper(ctx().app);
    const key = new TestAuthenticator(ctx().app.config.passkeys.origins[0]!, true);
    await addPasskey(shopper.token, key);
    expect((await signIn(key)).statusCode).toBe(200);
    expect((await signIn(key)).statusCode).toBe(200);
    key.credentials[0]!.counter = 0; // a clone made before those two sign-ins
    expect((await signIn(key)).statusCode).toBe(400);
  });

  it('a staff account that must use a passkey gets no staff scope from its password', async () => {
    const { app } = ctx();
    const owner = await createStaff(app, [], { owner: true });
    const member = await createStaff(app, ['READ_ORDERS']);
    const login = () =>
      call('POST', '/api/auth/login', undefined, {
        email: member.user.email,
        password: member.password,
      });

    // Oneself, without a passkey yet: refused, or the panel would be out of reach.
    const self = await call('PUT', `/api/admin/staff/${owner.user.id}/passkey`, owner.token, {
      passkeyRequired: true,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toContain('Najpierw dodaj klucz dostępu');

    const required = await call('PUT', `/api/admin/staff/${member.user.id}/passkey`, owner.token, {
      passkeyRequired: true,
    });
    expect(required.statusCode).toBe(200);
    expect(required.json()).toMatchObject({ passkeyRequired: true, passkeys: 0 });
    // Its sessions ended at once.
    expect((await call('GET', '/api/admin/orders', member.token)).statusCode).toBe(401);

    const byPassword = await login();
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().passkeyRequired).toBe(true);
    const passwordToken = byPassword.json().token as string;
    expect((await call('GET', '/api/admin/orders', passwordToken)).statusCode).toBe(403);
    // The first passkey may come from the password's session...
    const laptop = authenticator();
    expect((await addPasskey(passwordToken, laptop, 'Laptop w biurze')).statusCode).toBe(201);
    // ...later ones only from a passkey's, so a stolen password cannot bring its own.
    expect((await call('GET', '/api/users/me/passkeys', passwordToken)).json()).toMatchObject({
      required: true,
      canManage: false,
    });
    const second = await call('POST', '/api/users/me/passkeys/options', passwordToken);
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toContain('zaloguj się jednym z już dodanych');

    const byPasskey = await signIn(laptop);
    expect(byPasskey.statusCode).toBe(200);
    expect(byPasskey.json().passkeyRequired).toBeUndefined();
    const passkeyToken = byPasskey.json().token as string;
    expect((await call('GET', '/api/admin/orders', passkeyToken)).statusCode).toBe(200);
    // A password change in that session keeps it begun with a passkey.
    const changed = await call('POST', '/api/users/me/change-password', passkeyToken, {
      currentPassword: member.password,
      newPassword: 'Niebieski-Tramwaj-Na-Rondzie-48',
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json().token as string;
    expect((await call('GET', '/api/admin/orders', renewed)).statusCode).toBe(200);

    const phone = authenticator();
    expect((await addPasskey(renewed, phone, 'Telefon')).statusCode).toBe(201);
    const list = (await call('GET', '/api/users/me/passkeys', renewed)).json();
    expect(list.items.map((key: { name: string }) => key.name)).toEqual([
      'Laptop w biurze',
      'Telefon',
    ]);
    expect(
      (await call('DELETE', `/api/users/me/passkeys/${list.items[1].id}`, renewed)).statusCode,
    ).toBe(204);
    const last = await call('DELETE', `/api/users/me/passkeys/${list.items[0].id}`, renewed);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('nie możesz usunąć ostatniego klucza');

    // A member without every scope of the account cannot change how it signs in; nobody but the
    // owner changes the owner's.
    const manager = await createStaff(app, ['MANAGE_STAFF']);
    const lacking = await call('PUT', `/api/admin/staff/${member.user.id}/passkey`, manager.token, {
      passkeyRequired: false,
    });
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().message).toContain('Zamówienia (podgląd)');
    expect(
      (
        await call('PUT', `/api/admin/staff/${owner.user.id}/passkey`, manager.token, {
          passkeyRequired: true,
        })
      ).statusCode,
    ).toBe(403);

    const staff = (await call('GET', '/api/admin/staff', owner.token)).json().items;
    expect(staff).toContainEqual(
      expect.objectContaining({ id: member.user.id, passkeyRequired: true, passkeys: 1 }),
    );
    const off = await call('PUT', `/api/admin/staff/${member.user.id}/passkey`, owner.token, {
      passkeyRequired: false,
    });
    expect(off.json().passkeyRequired).toBe(false);
    // Turning it off ends no session; the password signs in with the scopes again.
    expect((await call('GET', '/api/admin/orders', renewed)).statusCode).toBe(200);
    const again = await call('POST', '/api/auth/login', undefined, {
      email: member.user.email,
      password: 'Niebieski-Tramwaj-Na-Rondzie-48',
    });
    expect((await call('GET', '/api/admin/orders', again.json().token)).statusCode).toBe(200);

    const trail = await call(
      'GET',
      `/api/admin/audit?entity=staff&id=${member.user.id}`,
      owner.token,
    );
    expect(trail.json().items.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['staff.passkey-required']),
    );
  });
});
