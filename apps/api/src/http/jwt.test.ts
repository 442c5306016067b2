// Tokens: verified ones are remembered, but never beyond their expiry or for another secret.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-long-enough-1234';
const user = { id: 7, email: 'jan@example.com', scopes: [], sessionVersion: 3 };

describe('token service', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again', async () => {
    const tokens = createTokenService(SECRET, 3600);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
  });

  it('refuses a remembered token once it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(user, new Date());
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-23T12:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses tokens of another secret and altered ones', async () => {
    const tokens = createTokenService(SECRET, 3600);
    const other = await createTokenService(`${SECRET}-other`, 3600).sign(user);
    expect(await tokens.verify(other)).toBeNull();
    const token = await tokens.sign(user);
    await tokens.verify(token);
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
