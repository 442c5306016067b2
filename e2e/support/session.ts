// Accounts for browser tests: fresh shoppers registered through the API, and a quick way to
// start a page logged in (the UI login itself is covered by auth.spec.ts).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF } from './staff.ts';

/** Strong enough for the server's zxcvbn check (score >= 3). */
export const STRONG_PASSWORD = 'Zielony-Kajak-Pod-Mostem-71';

export interface Credentials {
  email: string;
  password: string;
}

/** A unique address, so parallel test files never share an account. */
export function uniqueEmail(prefix = 'klient'): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@sklep.test`;
}

/** A unique 9-digit phone number. */
export function uniquePhone(): string {
  return `5${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
}

export async function registerShopper(request: APIRequestContext): Promise<Credentials> {
  const credentials = { email: uniqueEmail(), password: STRONG_PASSWORD };
  const response = await request.post('/api/auth/register', {
    // As the registration form sends it: the terms accepted.
    data: { ...credentials, phone: uniquePhone(), acceptTerms: true },
  });
  if (response.status() !== 201) {
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  }
  return credentials;
}

/**
 * Logs in through the API and stores the session the way the web app does (localStorage key
 * "shop.auth" of apps/web/src/lib/auth-store.ts), then opens `path`. Returns the bearer token
 * for preparing data through the API.
 */
export async function openLoggedIn(
  page: Page,
  credentials: Credentials,
  path = '/',
): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  const auth = (await response.json()) as { token: string };
  await page.goto('/config.json'); // same origin, without starting the app
  await page.evaluate((value) => localStorage.setItem('shop.auth', JSON.stringify(value)), auth);
  await page.goto(path);
  return auth.token;
}

export const openAsStaff = (page: Page, path = '/') => openLoggedIn(page, STAFF, path);
