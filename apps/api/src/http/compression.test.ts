// What a phone on mobile data downloads: the web app's files precompressed by the build (served
// as they are, hashed ones cached for a year, HTML revalidated), API answers above 1 KB
// compressed on the fly, small ones left alone.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDrop } from '../modules/cart/test-products.ts';
import { createTestContext } from '../test/harness.ts';

const dist = path.join(process.cwd(), '.tmp', `web-dist-${process.pid}`);
const script = `export const words = ${JSON.stringify('kolekcja '.repeat(400))};\n`;
const html = `<!doctype html><html lang="pl"><head><title>Sklep</title></head><body>${'<p>treść</p>'.repeat(200)}</body></html>`;

/** Writes a file with the .br and .gz siblings the web build writes. */
async function withCompressed(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

describe('compression and caching', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  const get = (url: string, encoding?: string) =>
    context.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  beforeAll(async () => {
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await withCompressed(path.join(dist, 'index.html'), html);
    await withCompressed(path.join(dist, 'assets', 'index-3f9a1c.js'), script);
    context = await createTestContext('pglite', { WEB_DIST_DIR: dist });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves a hashed script as brotli when asked, cached for a year', async () => {
    const res = await get('/assets/index-3f9a1c.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await get('/assets/index-3f9a1c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates the HTML on every visit, for a client-side route too', async () => {
    for (const url of ['/', '/cart']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it('sends a kept catalogue answer compressed, the same JSON as the plain one', async () => {
    for (let i = 0; i < 6; i += 1) await makeDrop(context.app);
    const plain = await get('/api/drops?count=100');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/drops?count=100', 'gzip, deflate, br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses API answers above 1 KB and leaves small ones alone', async () => {
    const big = await get('/api/openapi.json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const small = await get('/api/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
