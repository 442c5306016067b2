// POST /api/auth/password-check: the strength a form shows while the password is typed is the
// verdict registration then applies, with zxcvbn's Polish feedback; bounded input and rate.
import { expect, it } from 'vitest';
import { passwordCheckResponseSchema } from '@shop/shared/accounts';
import { describeEachDb } from '../../test/harness.ts';
import { randomEmail, randomPhone } from '../../test/accounts.ts';

describeEachDb('auth: a password checked while typed', (ctx) => {
  const check = (payload: object) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/password-check', payload });
  const register = (email: string, password: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, phone: randomPhone(), password },
    });

  it('says in Polish why a common password is weak, and registration refuses it', async () => {
    const res = await check({ password: 'qwerty123' });
    expect(res.statusCode).toBe(200);
    const verdict = passwordCheckResponseSchema.parse(res.json());
    expect(verdict).toMatchObject({ strong: false });
    expect(verdict.warning).toBe('To jest często używane hasło.');
    expect(verdict.suggestions).toContain('Dodaj więcej słów, które są mniej popularne.');
    expect((await register(randomEmail(), 'qwerty123')).json()).toMatchObject({
      code: 'PasswordTooWeakException',
    });
  });

  it('counts the e-mail typed beside it, as registration does', async () => {
    const email = randomEmail('marta.nowakowska1990');
    const password = email.split('@')[0]!;
    expect((await check({ password })).json()).toMatchObject({ strong: true });
    const withEmail = (await check({ password, email })).json();
    expect(withEmail).toMatchObject({ strong: false });
    expect((await register(email, password)).statusCode).toBe(400);
  });

  it('calls a passphrase strong, and registration takes it', async () => {
    const verdict = (await check({ password: 'Zielony-Rower-Jedzie-77' })).json();
    expect(verdict).toMatchObject({ strong: true, warning: null });
    expect(verdict.score).toBeGreaterThanOrEqual(3);
    expect((await register(randomEmail(), 'Zielony-Rower-Jedzie-77')).statusCode).toBe(201);
  });

  it('answers 429 in Polish past PASSWORD_CHECKS_PER_MINUTE checks from one address', async () => {
    const from = (n: number) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/password-check',
        payload: { password: `haslo-${n}` },
        remoteAddress: '203.0.113.77',
      });
    for (let n = 0; n < 60; n += 1) expect((await from(n)).statusCode).toBe(200);
    const refused = await from(60);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Zbyt wiele sprawdzeń hasła, spróbuj ponownie za minutę',
    ]);
  });

  it('refuses more than 128 characters before checking them', async () => {
    const res = await check({ password: 'a'.repeat(129) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Nieprawidłowe dane (pole password): Hasło może mieć najwyżej 128 znaków',
    );
  });
});
