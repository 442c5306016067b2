// HS256 tokens made with node:crypto (hs256.ts) checked against jose, the well-kept JWT library
// they replace on the hot path: each side takes the other's tokens; a changed payload, another
// key, another algorithm or header, a signature spelled otherwise, and an expired token are refused.
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { expect, it } from 'vitest';
import { hs256 } from './hs256.ts';

const key = new TextEncoder().encode('a-secret-of-the-shop-for-tests-0123456789');
const now = new Date('2026-12-05T18:00:00Z');
const exp = Math.floor(now.getTime() / 1000) + 60;
const claims = { sub: '42', drop: 7, aud: 'lobby-live', exp };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

it('makes tokens jose takes, and takes jose’s', async () => {
  const ours = hs256(key).sign(claims);
  const { payload, protectedHeader } = await jwtVerify(ours, key, {
    algorithms: ['HS256'],
    currentDate: now,
  });
  expect(payload).toEqual(claims);
  expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
  const theirs = await new SignJWT({ drop: 7 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience('lobby-live')
    .setSubject('42')
    .setExpirationTime(exp)
    .sign(key);
  expect(hs256(key).verify(theirs, now)).toEqual(claims);
  // Byte for byte: the same claims in the same order give jose's very token.
  expect(hs256(key).sign({ drop: 7, aud: 'lobby-live', sub: '42', exp })).toBe(theirs);
});

it('refuses a changed payload, another key, another header or algorithm, and "none"', () => {
  const token = hs256(key).sign(claims);
  const [header, , signature] = token.split('.');
  expect(hs256(key).verify(`${header}.${b64({ ...claims, sub: '1' })}.${signature}`, now)).toBe(
    null,
  );
  expect(hs256(new TextEncoder().encode('another-key')).verify(token, now)).toBe(null);
  const signedAs = (head: object) => {
    const body = `${b64(head)}.${b64(claims)}`;
    return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
  };
  expect(hs256(key).verify(signedAs({ alg: 'HS512', typ: 'JWT' }), now)).toBe(null);
  expect(hs256(key).verify(signedAs({ typ: 'JWT', alg: 'HS256', kid: 'x' }), now)).toBe(null);
  expect(hs256(key).verify(`${b64({ alg: 'none' })}.${b64(claims)}.`, now)).toBe(null);
  expect(hs256(key).verify(`${token}.`, now)).toBe(null);
  expect(hs256(key).verify('not a token', now)).toBe(null);
});

it('refuses a signature spelled otherwise and a payload that is not an object', () => {
  const token = hs256(key).sign(claims);
  // base64url decoding skips characters outside its alphabet: the same bytes, another spelling.
  expect(hs256(key).verify(`${token}*`, now)).toBe(null);
  const body = `${token.split('.')[0]}.${Buffer.from('[1,2]').toString('base64url')}`;
  const signed = `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
  expect(hs256(key).verify(signed, now)).toBe(null);
});

it('counts a token expired from the second of its exp on, as jose does', async () => {
  const token = hs256(key).sign(claims);
  const at = (seconds: number) => new Date(exp * 1000 + seconds);
  expect(hs256(key).verify(token, at(-1))).toEqual(claims);
  expect(hs256(key).verify(token, at(0))).toBe(null);
  await expect(jwtVerify(token, key, { currentDate: at(0) })).rejects.toThrow();
  expect(hs256(key).verify(hs256(key).sign({ ...claims, exp: '9999999999' }), now)).toBe(null);
});
