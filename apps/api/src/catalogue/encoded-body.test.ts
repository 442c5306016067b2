import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, type Encodable } from './encoded-body.ts';

const big = () => ({ body: JSON.stringify({ items: 'kolekcja '.repeat(300) }) });

describe('a kept answer compressed once', () => {
  it('answers the encoding the browser prefers, and reads back as the body', () => {
    const entry: Encodable = big();
    const br = encodedBody(entry, 'gzip, deflate, br')!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.payload).toString()).toBe(entry.body);
    const gzip = encodedBody(entry, 'gzip')!;
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.payload).toString()).toBe(entry.body);
  });

  it('keeps the bytes: the second browser gets the same buffer, not a new compression', () => {
    const entry: Encodable = big();
    const first = encodedBody(entry, 'br')!.payload;
    expect(encodedBody(entry, 'br')!.payload).toBe(first);
  });

  it('sends small answers and browsers without a known encoding the plain body', () => {
    expect(encodedBody({ body: '{"ok":true}' }, 'br')).toBeNull();
    expect(encodedBody(big(), undefined)).toBeNull();
    expect(encodedBody(big(), 'identity')).toBeNull();
    expect(encodedBody(big(), 'br;q=0, gzip;q=0')).toBeNull();
  });
});
