// Test helpers for anything that needs a logged-in shopper or staff member:
//   const { token, user } = await registerShopper(ctx().app);
//   const staff = await createStaff(ctx().app, ['CREATE_PRODUCT']);
//   await app.inject({ method: 'GET', url: '/api/...', headers: bearer(staff.token) });
// Each call makes a new account with a random e-mail, so tests never collide.
import { randomBytes } from 'node:crypto';
import type { AuthResponse, User } from '@shop/shared/accounts';
import type { Scope } from '@shop/shared/scopes';
import type { App } from '../app.ts';
import { ensureAccount } from '../modules/auth/service.ts';

export interface TestAccount {
  token: string;
  user: User;
  /** The plain password, e.g. to log in again or to change it. */
  password: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A password zxcvbn scores 4, unique per call. Letters only after the words: each digit or sign
 * (1, !, 4, $…) makes zxcvbn try the password's l33t spellings too, which took 30 times as long
 * per check (37 ms against 1.2 ms) and was an eighth of the API tests' CPU.
 */
export const strongPassword = () =>
  `Zielony-Rower-${Array.from(randomBytes(10), (byte) => LETTERS[byte % LETTERS.length]).join('')}`;

/** A random e-mail address under the reserved .test domain. */
export const randomEmail = (prefix = 'user') =>
  `${prefix}-${randomBytes(6).toString('hex')}@sklep.test`;

/** A random 9-digit phone number as typed in the form (the API stores +48 in front). */
export const randomPhone = () => String(500_000_000 + Math.floor(Math.random() * 99_999_999));

/** `{ authorization: 'Bearer <token>' }` for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a new shopper (no scopes) through POST /api/auth/register. */
export async function registerShopper(app: App): Promise<TestAccount> {
  const password = strongPassword();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: randomEmail('shopper'), phone: randomPhone(), password },
  });
  if (res.statusCode !== 201) throw new Error(`registerShopper: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { token: body.token, user: body.user, password };
}

/**
 * Creates a staff account with `scopes` (as the CLI does; `owner`: the shop's owner, every scope) and logs it in through
 * POST /api/auth/login, so the token carries exactly those scopes.
 */
export async function createStaff(
  app: App,
  scopes: readonly Scope[],
  { owner = false } = {},
): Promise<TestAccount> {
  const email = randomEmail(owner ? 'owner' : 'staff');
  const password = strongPassword();
  await ensureAccount(
    app.db,
    { email, password, scopes, owner },
    { now: app.clock.now(), source: 'test' },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`createStaff: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { token: body.token, user: body.user, password };
}
