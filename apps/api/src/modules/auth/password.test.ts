import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import {
  hashingCost,
  hashPassword,
  isStrongPassword,
  passwordScore,
  verifyPassword,
} from './password.ts';

describe('password strength (zxcvbn-ts, common + Polish dictionaries)', () => {
  it.each([
    ['password1', 'English common password'],
    ['haslo123', 'Polish word with digits'],
    ['kochamcie', 'Polish phrase from the dictionary'],
    ['Warszawa1', 'Polish city with a capital and a digit'],
    ['qwerty123', 'keyboard pattern'],
    ['12345678', 'sequence'],
  ])('refuses %j (%s)', (password) => {
    expect(passwordScore(password)).toBeLessThan(3);
    expect(isStrongPassword(password)).toBe(false);
  });

  it.each(['Zielony-Rower-Jedzie-77', 'ala ma kota i psa 2026', 'Outlet-Klient-2026!'])(
    'accepts %j',
    (password) => {
      expect(isStrongPassword(password)).toBe(true);
    },
  );

  it('counts personal data as guessable', () => {
    const password = 'marta.nowakowska1990';
    expect(isStrongPassword(password)).toBe(true);
    expect(
      isStrongPassword(password, ['marta.nowakowska1990@example.com', 'marta.nowakowska1990']),
    ).toBe(false);
  });
});

describe('password hashing', () => {
  it('uses argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Zielony-Rower-Jedzie-77');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Zielony-Rower-Jedzie-77')).toBe(true);
    expect(await verifyPassword(hash, 'zielony-rower-jedzie-77')).toBe(false);
  });

  it('treats a malformed hash as a mismatch, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('hashes at full strength outside tests and cheaply only under NODE_ENV=test', async () => {
    const full = await hash('Zielony-Rower-Jedzie-77', {
      algorithm: 2,
      ...hashingCost('production'),
    });
    expect(full).toContain('$m=19456,t=2,p=1$');
    expect(await verifyPassword(full, 'Zielony-Rower-Jedzie-77')).toBe(true);
    expect(hashingCost('development')).toEqual({});
    expect(await hashPassword('Zielony-Rower-Jedzie-77')).toContain('$m=1024,t=1,p=1$');
  });
});
