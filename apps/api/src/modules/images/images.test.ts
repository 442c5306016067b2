import { createDropInputSchema, createProductInputSchema } from '@shop/shared/catalogue';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '@shop/shared/images';
import { describeEachDb, type TestContext } from '../../test/harness.ts';
import { createDrop } from '../drops/service.ts';
import { authAs } from '../drops/test-fixtures.ts';
import { createProduct } from '../products/service.ts';
import { multipart } from './testing.ts';
import { NOT_AN_IMAGE, UNREADABLE_IMAGE } from './variants.ts';

/** Above Fastify's 1 MB JSON body limit, as real photos are. */
const MAX_BYTES = 3 * 1024 * 1024;

/** A photo-like JPEG taken "sideways": stored 400 x 200 with EXIF orientation 6 (turn 90°). */
const sidewaysJpeg = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 4, background: '#f59e0b' } })
    .png()
    .toBuffer();

/** Random pixels do not compress: a PNG above the test's size limit. */
const noisyPng = () =>
  sharp(randomBytes(1200 * 1000 * 3), { raw: { width: 1200, height: 1000, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** A detailed photo of about 2 MB: bigger than the JSON body limit, within the upload limit. */
const bigJpeg = () =>
  sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

describeEachDb(
  'product images',
  (ctx) => {
    let staff: { authorization: string };
    let shopper: { authorization: string };
    let productId: number;

    const upload = (id: number, body: ReturnType<typeof multipart>, auth = staff) =>
      ctx().app.inject({
        method: 'POST',
        url: `/api/products/${id}/images`,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
    const uploadsDir = (c: TestContext) => c.config.images.dir;
    const storedFiles = async (c: TestContext) => readdir(uploadsDir(c)).catch(() => []);

    beforeAll(async () => {
      const { app, clock } = ctx();
      staff = await authAs(app, ['CREATE_PRODUCT'], clock.now());
      shopper = await authAs(app, [], clock.now());
      const drop = await createDrop(
        app.db,
        createDropInputSchema.parse({
          name: `Zdjęcia ${randomBytes(3).toString('hex')}`,
          shortDescription: 'Test',
          description: 'Test zdjęć',
          categories: ['ELECTRONICS'],
          dropTime: new Date(clock.now().getTime() - 3_600_000).toISOString(),
        }),
        clock.now(),
      );
      const product = await createProduct(
        app.db,
        createProductInputSchema.parse({
          dropId: drop.id,
          name: 'Aparat',
          description: 'Aparat do testów zdjęć',
          msrp: 100_000,
          purchasePrice: 20_000,
          priceType: 'DYNAMIC_LEVELS',
          stock: 1,
          category: 'ELECTRONICS',
          condition: 'NEW',
        }),
        clock.now(),
        { safetyRequired: false },
      );
      productId = product.id;
    });

    it('turns a JPEG upright and stores WebP variants of every width', async () => {
      const res = await upload(
        productId,
        multipart(await sidewaysJpeg(), 'zdjecie.jpg', 'image/jpeg'),
      );
      expect(res.statusCode).toBe(200);
      const { images } = res.json<{ images: string[] }>();
      expect(images).toHaveLength(1);
      expect(images[0]).toMatch(new RegExp(`^/api/images/p${productId}-[a-f0-9]{16}-1200\\.webp$`));
      for (const width of IMAGE_WIDTHS) {
        const file = await ctx().app.inject({
          method: 'GET',
          url: imageVariantUrl(images[0]!, width),
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        // Upright: the sideways 400 x 200 photo is 1 : 2 portrait once turned.
        expect([meta.width, meta.height]).toEqual([width, width * 2]);
        expect(meta.exif).toBeUndefined();
      }
    });

    it('accepts a PNG and lists the images in upload order', async () => {
      const res = await upload(productId, multipart(await png(), 'foto.png', 'image/png'));
      expect(res.statusCode).toBe(200);
      const { images } = res.json<{ images: string[] }>();
      expect(images).toHaveLength(2);
      const product = await ctx().app.inject({ method: 'GET', url: `/api/products/${productId}` });
      expect(product.json().images).toEqual(images);
    });

    it('puts the pictures in the order staff choose, the first as the main one; a stale list is refused', async () => {
      const { app } = ctx();
      const list = await app.inject({ url: `/api/products/${productId}/images`, headers: staff });
      const items = list.json<{ items: { id: number; url: string }[] }>().items;
      expect(items.length).toBeGreaterThanOrEqual(2);
      const reversed = items.map((item) => item.id).reverse();
      const order = (imageIds: unknown, auth = staff) =>
        app.inject({
          method: 'PUT',
          url: `/api/products/${productId}/images/order`,
          headers: auth,
          payload: { imageIds },
        });
      const res = await order(reversed);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ images: string[] }>().images).toEqual(items.map((i) => i.url).reverse());
      const product = await app.inject({ url: `/api/products/${productId}` });
      expect(product.json().images[0]).toBe(items.at(-1)!.url);

      const stale = await order(reversed.slice(1));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain('odśwież stronę');
      expect((await order([reversed[0], reversed[0]])).statusCode).toBe(409);
      expect((await order('nie')).statusCode).toBe(400);
      expect((await order(reversed, shopper)).statusCode).toBe(403);
      // Back as uploaded, for the tests after this one.
      expect((await order(items.map((i) => i.id))).statusCode).toBe(200);
    });

    it('accepts a photo of a few megabytes', async () => {
      const photo = await bigJpeg();
      expect(photo.length).toBeGreaterThan(1024 * 1024);
      expect(photo.length).toBeLessThan(MAX_BYTES);
      const res = await upload(productId, multipart(photo, 'IMG_2024.JPG', 'image/jpeg'));
      expect(res.statusCode).toBe(200);
      expect(res.json().images).toHaveLength(3);
    });

    it('checks the content, not the name: a text file called .jpg is refused and nothing is stored', async () => {
      const before = await storedFiles(ctx());
      const fake = Buffer.from('To nie jest zdjęcie, tylko tekst.\n'.repeat(20));
      const res = await upload(productId, multipart(fake, 'wakacje.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'ValidationException',
        message: NOT_AN_IMAGE,
      });
      expect(await storedFiles(ctx())).toEqual(before);
    });

    it('refuses other real image formats (a GIF) and a broken JPEG', async () => {
      const gif = await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#000' },
      })
        .gif()
        .toBuffer();
      const gifRes = await upload(productId, multipart(gif, 'a.png', 'image/png'));
      expect(gifRes.statusCode).toBe(400);
      expect(gifRes.json().message).toBe(NOT_AN_IMAGE);
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
      const brokenRes = await upload(productId, multipart(broken, 'b.jpg', 'image/jpeg'));
      expect(brokenRes.statusCode).toBe(400);
      expect(brokenRes.json().message).toBe(UNREADABLE_IMAGE);
    });

    it('refuses a file above the size limit with 413 and a clear message', async () => {
      const big = await noisyPng();
      expect(big.length).toBeGreaterThan(MAX_BYTES);
      const before = await storedFiles(ctx());
      const res = await upload(productId, multipart(big, 'duze.png', 'image/png'));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        statusCode: 413,
        code: 'PayloadTooLargeException',
        message: 'Zdjęcie jest za duże, maksymalny rozmiar to 3 MB',
      });
      expect(await storedFiles(ctx())).toEqual(before);
    });

    it('needs a file in the "file" field of a multipart request', async () => {
      const wrongField = await upload(
        productId,
        multipart(await png(), 'a.png', 'image/png', 'photo'),
      );
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toMatch(/pole "file"/);
      const json = await ctx().app.inject({
        method: 'POST',
        url: `/api/products/${productId}/images`,
        payload: { file: 'x' },
        headers: staff,
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toMatch(/multipart\/form-data/);
      for (const [contentType, payload] of [
        ['multipart/form-data', 'no boundary'],
        ['multipart/form-data; boundary=abc', '--abc\r\nbroken'],
      ]) {
        const malformed = await ctx().app.inject({
          method: 'POST',
          url: `/api/products/${productId}/images`,
          payload,
          headers: { 'content-type': contentType, ...staff },
        });
        expect(malformed.statusCode, contentType).toBe(400);
      }
    });

    it('answers 401 without a token, 403 without CREATE_PRODUCT, 404 for an unknown product', async () => {
      const body = multipart(await png(), 'a.png', 'image/png');
      const anonymous = await ctx().app.inject({
        method: 'POST',
        url: `/api/products/${productId}/images`,
        payload: body.payload,
        headers: body.headers,
      });
      expect(anonymous.statusCode).toBe(401);
      const noScope = await upload(productId, body, shopper);
      expect(noScope.statusCode).toBe(403);
      expect(noScope.json().message).toBe('Brak wymaganego uprawnienia: CREATE_PRODUCT');
      const unknown = await upload(999_999, multipart(await png(), 'a.png', 'image/png'));
      expect(unknown.statusCode).toBe(404);
      const deleteAnonymous = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/1`,
      });
      expect(deleteAnonymous.statusCode).toBe(401);
    });

    it('serves only stored names: no path traversal, 404 for anything else', async () => {
      for (const url of [
        '/api/images/..%2F..%2Fpackage.json',
        '/api/images/..%2Fpglite',
        '/api/images/p1-0000000000000000-1200.webp',
        '/api/images/.hidden-1200.webp',
      ]) {
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('NotFoundException');
      }
    });

    it('lists image ids for staff and removes one image with its files', async () => {
      const list = await ctx().app.inject({
        method: 'GET',
        url: `/api/products/${productId}/images`,
        headers: staff,
      });
      expect(list.statusCode).toBe(200);
      const items = list.json<{ items: { id: number; url: string }[] }>().items;
      expect(items).toHaveLength(3);
      const [first, ...rest] = items as [
        { id: number; url: string },
        ...{ id: number; url: string }[],
      ];
      const filesBefore = await storedFiles(ctx());

      const res = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${first.id}`,
        headers: staff,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ images: rest.map((image) => image.url) });
      expect(await storedFiles(ctx())).toHaveLength(filesBefore.length - IMAGE_WIDTHS.length);
      for (const width of IMAGE_WIDTHS) {
        const gone = await ctx().app.inject({
          method: 'GET',
          url: imageVariantUrl(first.url, width),
        });
        expect(gone.statusCode).toBe(404);
      }
      const again = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${first.id}`,
        headers: staff,
      });
      expect(again.statusCode).toBe(404);
      const noScope = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${rest[0]!.id}`,
        headers: shopper,
      });
      expect(noScope.statusCode).toBe(403);
    });
  },
  { UPLOAD_MAX_BYTES: String(MAX_BYTES) },
);
