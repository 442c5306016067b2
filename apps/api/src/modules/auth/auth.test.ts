import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@shop/shared/accounts';
import { describeEachDb } from '../../test/harness.ts';
import {
  bearer,
  createStaff,
  randomEmail,
  randomPhone,
  registerShopper,
  strongPassword,
} from '../../test/accounts.ts';
import { requireScope } from '../../http/auth-guard.ts';
import { registerErrorHandler } from '../../http/errors.ts';
import { createTokenService } from '../../http/jwt.ts';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from './login-throttle.ts';

describeEachDb('auth', (ctx) => {
  const register = (payload: unknown, remoteAddress?: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload as object,
      remoteAddress,
    });
  const login = (payload: unknown, remoteAddress?: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress,
    });
  const myAddresses = (headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url: '/api/users/me/addresses', headers });

  describe('POST /api/auth/register', () => {
    it('creates the account, normalises e-mail and phone, and logs the shopper in', async () => {
      const email = randomEmail();
      const res = await register({
        email: `  ${email.toUpperCase()} `,
        phone: '600700800',
        password: strongPassword(),
      });
      expect(res.statusCode).toBe(201);
      const body = authResponseSchema.parse(res.json());
      expect(body).toMatchObject({ type: 'Bearer', user: { email, phone: '+48600700800' } });
      const claims = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString());
      expect(claims).toMatchObject({ sub: String(body.user.id), email, scopes: [] });
      expect(claims.exp).toBeGreaterThan(claims.iat);
      expect((await myAddresses(bearer(body.token))).statusCode).toBe(200);
    });

    it('answers 409 AuthUserAlreadyExistsException for a taken e-mail, in any case', async () => {
      const { user } = await registerShopper(ctx().app);
      const res = await register({
        email: user.email.toUpperCase(),
        phone: randomPhone(),
        password: strongPassword(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'AuthUserAlreadyExistsException',
        message: 'Użytkownik o podanym adresie email już istnieje, zaloguj się',
      });
    });

    it.each(['haslo123', 'kochamcie1', 'qwertyuiop'])(
      'answers 400 PasswordTooWeakException for %j and creates nothing',
      async (password) => {
        const email = randomEmail();
        const res = await register({ email, phone: randomPhone(), password });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'PasswordTooWeakException',
          message: 'Hasło jest zbyt słabe, spróbuj ponownie',
        });
        expect((await login({ email, password })).statusCode).toBe(401);
      },
    );

    it('counts the e-mail itself as a guessable password', async () => {
      const email = `${'zaskakujacy.wielbiciel.rowerow'}@example.com`;
      const res = await register({ email, phone: randomPhone(), password: email });
      expect(res.json()).toMatchObject({ code: 'PasswordTooWeakException' });
    });

    it.each([
      ['missing e-mail', { phone: '600700800', password: 'Zielony-Rower-77!' }, 'email'],
      ['missing phone', { email: 'a@b.pl', password: 'Zielony-Rower-77!' }, 'phone'],
      ['missing password', { email: 'a@b.pl', phone: '600700800' }, 'password'],
      ['bad e-mail', { email: 'a@', phone: '600700800', password: 'Zielony-Rower-77!' }, 'email'],
      [
        '8-digit phone',
        { email: 'a@b.pl', phone: '60070080', password: 'Zielony-Rower-77!' },
        'phone',
      ],
      [
        'phone with letters',
        { email: 'a@b.pl', phone: '60070080x', password: 'Zielony-Rower-77!' },
        'phone',
      ],
      [
        'phone as a number',
        { email: 'a@b.pl', phone: 600700800, password: 'Zielony-Rower-77!' },
        'phone',
      ],
    ])('answers 400 ValidationException for %s', async (_why, payload, field) => {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'ValidationException' });
      expect(res.json().message).toContain(field);
    });

    it('answers 400 for malformed JSON and for no body', async () => {
      const malformed = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.pl",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ statusCode: 400 });
      const empty = await ctx().app.inject({ method: 'POST', url: '/api/auth/register' });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers 200 with a token for the right password, e-mail in any case', async () => {
      const shopper = await registerShopper(ctx().app);
      const res = await login({
        email: ` ${shopper.user.email.toUpperCase()}`,
        password: shopper.password,
      });
      expect(res.statusCode).toBe(200);
      expect(authResponseSchema.parse(res.json()).user).toEqual(shopper.user);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const shopper = await registerShopper(ctx().app);
      const wrongPassword = await login(
        { email: shopper.user.email, password: 'Zielony-Rower-zle-haslo' },
        '10.1.0.1',
      );
      const unknownEmail = await login(
        { email: randomEmail(), password: shopper.password },
        '10.1.0.1',
      );
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.json()).toMatchObject({ message: 'Zły email lub hasło' });
    });

    it('answers 400 when e-mail or password is missing', async () => {
      expect((await login({ email: 'a@b.pl' })).statusCode).toBe(400);
      expect((await login({ password: 'x' })).statusCode).toBe(400);
      expect((await login({ email: 'a@b.pl', password: '' })).statusCode).toBe(400);
    });

    it('logs staff in with their scopes in the token', async () => {
      const staff = await createStaff(ctx().app, ['CREATE_PRODUCT', 'READ_ORDERS']);
      const claims = await ctx().app.tokens.verify(staff.token);
      expect(claims).toEqual({
        id: staff.user.id,
        email: staff.user.email,
        scopes: ['CREATE_PRODUCT', 'READ_ORDERS'],
        sessionVersion: 0,
      });
      expect(staff.user.phone).toBeNull();
    });
  });

  describe('failed-login limits', () => {
    it(`refuses the address after ${MAX_FAILURES_PER_EMAIL} failures, even with the right password, until the window passes`, async () => {
      const shopper = await registerShopper(ctx().app);
      const wrong = { email: shopper.user.email, password: 'Zielony-Rower-zle-haslo' };
      // Failures from different IPs still count for the address.
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
        expect((await login(wrong, `10.2.0.${i + 1}`)).statusCode).toBe(401);
      }
      const right = { email: shopper.user.email, password: shopper.password };
      const refused = await login(right, '10.2.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        statusCode: 429,
        code: 'TooManyLoginAttemptsException',
      });
      // Another address from the same IP is not affected.
      const other = await registerShopper(ctx().app);
      expect(
        (await login({ email: other.user.email, password: other.password }, '10.2.0.1')).statusCode,
      ).toBe(200);

      ctx().clock.advance(LOGIN_WINDOW_MS + 1000);
      expect((await login(right, '10.2.1.1')).statusCode).toBe(200);
    });

    it('clears the address failures after a successful login', async () => {
      const shopper = await registerShopper(ctx().app);
      const wrong = { email: shopper.user.email, password: 'Zielony-Rower-zle-haslo' };
      const right = { email: shopper.user.email, password: shopper.password };
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) await login(wrong, '10.3.0.1');
      expect((await login(right, '10.3.0.1')).statusCode).toBe(200);
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) {
        expect((await login(wrong, '10.3.0.1')).statusCode).toBe(401);
      }
      expect((await login(right, '10.3.0.1')).statusCode).toBe(200);
    });

    it(`refuses an IP after ${MAX_FAILURES_PER_IP} failures across addresses`, async () => {
      const ip = '10.4.0.1';
      for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
        expect(
          (await login({ email: randomEmail(), password: 'Zgadywane-Haslo-1' }, ip)).statusCode,
        ).toBe(401);
      }
      const shopper = await registerShopper(ctx().app);
      const right = { email: shopper.user.email, password: shopper.password };
      expect((await login(right, ip)).statusCode).toBe(429);
      expect((await login(right, '10.4.0.2')).statusCode).toBe(200);
      // The window slides: once the failures are older than it, the IP may try again.
      ctx().clock.advance(LOGIN_WINDOW_MS + 1000);
      expect((await login(right, ip)).statusCode).toBe(200);
    });

    it('counts the real client, whatever X-Forwarded-For it sends', async () => {
      const ip = '10.5.0.1';
      for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email: randomEmail(), password: 'Zgadywane-Haslo-1' },
        });
        expect(res.statusCode).toBe(401);
      }
      const shopper = await registerShopper(ctx().app);
      expect(
        (await login({ email: shopper.user.email, password: shopper.password }, ip)).statusCode,
      ).toBe(429);
    });

    it('never lets parallel guesses past the limit', async () => {
      const shopper = await registerShopper(ctx().app);
      const wrong = { email: shopper.user.email, password: 'Zielony-Rower-zle-haslo' };
      const answers = await Promise.all(
        Array.from({ length: MAX_FAILURES_PER_EMAIL + 5 }, (_, i) =>
          login(wrong, `10.5.0.${i + 1}`),
        ),
      );
      const checked = answers.filter((res) => res.statusCode === 401).length;
      expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL);
      expect(answers.every((res) => [401, 429].includes(res.statusCode))).toBe(true);
      ctx().clock.advance(LOGIN_WINDOW_MS + 1000);
    });
  });

  describe('bearer tokens', () => {
    it.each([
      ['no header', {}],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
      ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ])('answers 401 for %s', async (_why, headers) => {
      const res = await myAddresses(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UnauthorizedException' });
    });

    it('answers 401 for a token signed with another secret', async () => {
      const forged = await createTokenService('another-secret-another-secret-123', 3600).sign({
        id: 1,
        email: 'x@example.com',
        scopes: ['CREATE_DROP'],
        sessionVersion: 0,
      });
      expect((await myAddresses(bearer(forged))).statusCode).toBe(401);
    });

    it('answers 401 for a token whose claims were edited', async () => {
      const { token } = await registerShopper(ctx().app);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const edited = Buffer.from(JSON.stringify({ ...claims, scopes: ['CREATE_DROP'] })).toString(
        'base64url',
      );
      expect((await myAddresses(bearer(`${header}.${edited}.${signature}`))).statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      // Tokens are checked against the real time, so the token is issued one TTL in the past.
      const now = ctx().clock.now();
      ctx().clock.set(new Date(Date.now() - ctx().config.jwt.ttlSeconds * 1000 - 60_000));
      const { token } = await registerShopper(ctx().app);
      ctx().clock.set(now);
      expect((await myAddresses(bearer(token))).statusCode).toBe(401);
    });

    it('answers 401 for a valid token of an account that no longer exists', async () => {
      const ghost = await ctx().app.tokens.sign({
        id: 999_999,
        email: 'ghost@example.com',
        scopes: [],
        sessionVersion: 0,
      });
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/users/me/addresses',
        headers: bearer(ghost),
        payload: { name: 'A', street: 'B', city: 'C', postalCode: '00-001', country: 'Polska' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('requireScope', () => {
    // No route of this module needs a scope, so a tiny app with the real guard and the real
    // token service checks it with tokens issued by the shop's login.
    const guarded = async () => {
      const app = Fastify();
      app.decorate('tokens', ctx().app.tokens);
      app.decorate('sessions', ctx().app.sessions);
      app.decorateRequest('user', null);
      registerErrorHandler(app);
      app.get('/drops', { preHandler: requireScope('CREATE_DROP') }, async () => ({ ok: true }));
      await app.ready();
      return app;
    };

    it('answers 401 without a token, 403 without the scope, 200 with it', async () => {
      const app = await guarded();
      const shopper = await registerShopper(ctx().app);
      const productStaff = await createStaff(ctx().app, ['CREATE_PRODUCT']);
      const dropStaff = await createStaff(ctx().app, ['CREATE_DROP']);
      expect((await app.inject({ url: '/drops' })).statusCode).toBe(401);
      const forbidden = await app.inject({ url: '/drops', headers: bearer(shopper.token) });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'ForbiddenException' });
      expect(
        (await app.inject({ url: '/drops', headers: bearer(productStaff.token) })).statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ url: '/drops', headers: bearer(dropStaff.token) })).statusCode,
      ).toBe(200);
      await app.close();
    });
  });
});
