// The S3 storage against a tiny local S3 stand-in (path-style PutObject, DeleteObject and
// GetObject, no signature check): the real AWS SDK client talks HTTP to it, and the test checks
// what arrived. Also runs the upload and delete routes with S3 configured.
import { createDropInputSchema, createProductInputSchema } from '@shop/shared/catalogue';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shop/shared/images';
import { describeEachDb } from '../../test/harness.ts';
import { createDrop } from '../drops/service.ts';
import { authAs } from '../drops/test-fixtures.ts';
import { createProduct } from '../products/service.ts';
import { createS3Storage } from './s3-storage.ts';
import { multipart } from './testing.ts';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Objects by path ("/bucket/key") and every request, in order. */
const objects = new Map<string, { body: Buffer; type: string }>();
const received: Received[] = [];

const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
  const body = Buffer.concat(chunks);
  received.push({ method: request.method ?? '', path, headers: request.headers, body });
  if (request.method === 'PUT') {
    objects.set(path, { body, type: String(request.headers['content-type']) });
    response.writeHead(200, { etag: '"0"' }).end();
  } else if (request.method === 'DELETE') {
    objects.delete(path);
    response.writeHead(204).end();
  } else {
    const object = objects.get(path);
    if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error/>');
    else response.writeHead(200, { 'content-type': object.type }).end(object.body);
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' };

describe('S3 image storage', () => {
  const storage = createS3Storage({
    bucket: 'sklep',
    endpoint,
    region: 'eu-central-1',
    credentials,
    publicUrl: 'https://cdn.sklep.test',
    forcePathStyle: true,
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('puts an object path-style, signed, with its type and the immutable cache policy', async () => {
    const body = Buffer.from('webp bytes');
    await storage.put('p1-0123456789abcdef-640.webp', body, 'image/webp');
    expect(received).toHaveLength(1);
    const [put] = received as [Received];
    expect(put.method).toBe('PUT');
    expect(put.path).toBe('/sklep/products/p1-0123456789abcdef-640.webp');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect(put.body.equals(body)).toBe(true);
  });

  it('deletes an object and refuses names that are not image file names', async () => {
    await storage.remove('p1-0123456789abcdef-640.webp');
    expect(received.map((r) => [r.method, r.path])).toEqual([
      ['DELETE', '/sklep/products/p1-0123456789abcdef-640.webp'],
    ]);
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid stored file name/,
    );
    expect(received).toHaveLength(1);
  });

  it('maps names to public URLs and back, ignoring foreign URLs', () => {
    const url = storage.url('p2-00000000000000aa-1200.webp');
    expect(url).toBe('https://cdn.sklep.test/products/p2-00000000000000aa-1200.webp');
    expect(storage.nameOf(url)).toBe('p2-00000000000000aa-1200.webp');
    expect(storage.nameOf('https://elsewhere.test/products/p2-00000000000000aa-1200.webp')).toBe(
      null,
    );
    expect(storage.nameOf('https://cdn.sklep.test/products/../x-1200.webp')).toBe(null);
  });

  it("keeps a return's private photo apart from the public pictures and reads it back", async () => {
    const name = `rp-${'ab'.repeat(16)}-1600.webp`;
    await storage.put(name, Buffer.from('private webp'), 'image/webp');
    expect(received.map((r) => [r.method, r.path])).toEqual([['PUT', `/sklep/private/${name}`]]);
    expect((await storage.read(name))?.toString()).toBe('private webp');
    expect(await storage.read(`rp-${'cd'.repeat(16)}-1600.webp`)).toBeNull();
    expect(storage.nameOf(`https://cdn.sklep.test/products/${name}`)).toBeNull();
    await storage.remove(name);
    expect(await storage.read(name)).toBeNull();
  });
});

describeEachDb(
  'product images on S3',
  (ctx) => {
    let staff: { authorization: string };
    let productId: number;

    beforeAll(async () => {
      const { app, clock } = ctx();
      staff = await authAs(app, ['CREATE_PRODUCT'], clock.now());
      const drop = await createDrop(
        app.db,
        createDropInputSchema.parse({
          name: 'Kolekcja S3',
          shortDescription: 'Test',
          description: 'Test',
          categories: ['TOYS'],
          dropTime: clock.now().toISOString(),
        }),
        clock.now(),
      );
      const product = await createProduct(
        app.db,
        createProductInputSchema.parse({
          dropId: drop.id,
          name: 'Miś',
          description: 'Pluszowy miś',
          priceType: 'STATIC',
          price: 4900,
          purchasePrice: 1000,
          stock: 2,
          category: 'TOYS',
          condition: 'NEW',
        }),
        clock.now(),
        { safetyRequired: false },
      );
      productId = product.id;
    });

    it('uploads every variant to the bucket, answers public URLs, and deletes them all', async () => {
      received.length = 0;
      const jpeg = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#884422' },
      })
        .jpeg()
        .toBuffer();
      const body = multipart(jpeg, 'mis.jpg', 'image/jpeg');
      const res = await ctx().app.inject({
        method: 'POST',
        url: `/api/products/${productId}/images`,
        payload: body.payload,
        headers: { ...body.headers, ...staff },
      });
      expect(res.statusCode).toBe(200);
      const [url] = res.json<{ images: string[] }>().images;
      expect(url).toMatch(/^https:\/\/cdn\.sklep\.test\/products\/p\d+-[a-f0-9]{16}-1200\.webp$/);

      const puts = received.filter((r) => r.method === 'PUT');
      expect(puts.map((p) => p.path).sort()).toEqual(
        IMAGE_WIDTHS.map(
          (w) => `/sklep/products/${url!.split('/').pop()!.replace('-1200', `-${w}`)}`,
        ).sort(),
      );
      for (const put of puts) {
        const width = Number(/-(\d+)\.webp$/.exec(put.path)![1]);
        expect((await sharp(put.body).metadata()).width).toBe(width);
      }
      // The disk route is not there: the browser loads images from the bucket's public URL.
      const local = await ctx().app.inject({
        method: 'GET',
        url: `/api/images/${url!.split('/').pop()}`,
      });
      expect(local.statusCode).toBe(404);

      const list = await ctx().app.inject({
        method: 'GET',
        url: `/api/products/${productId}/images`,
        headers: staff,
      });
      const [image] = list.json<{ items: { id: number }[] }>().items;
      received.length = 0;
      const removed = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${image!.id}`,
        headers: staff,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ images: [] });
      expect(received.map((r) => r.method)).toEqual(IMAGE_WIDTHS.map(() => 'DELETE'));
      expect(objects.size).toBe(0);
    });
  },
  {
    S3_BUCKET: 'sklep',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_PUBLIC_URL: 'https://cdn.sklep.test/',
  },
);
