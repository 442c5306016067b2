// A product's safety document (decision 028): staff attach one PDF (checked to be a real one),
// the product page's read carries it, the file is served as a PDF, a new one replaces it, and
// removing it or the product deletes the file.
import { readdir } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import { DAY_MS } from '@shop/shared/price-schedule';
import { describeEachDb, type TestContext } from '../../test/harness.ts';
import { authAs, postDrop, productBody } from '../drops/test-fixtures.ts';
import { NOT_A_PDF } from '../images/documents.ts';
import { multipart, pdfFile } from '../images/testing.ts';

const MAX_BYTES = 200 * 1024;

describeEachDb(
  'products: the safety document (PDF)',
  (ctx) => {
    let staff: Record<string, string>;
    let shopper: Record<string, string>;
    let dropId: number;
    const app = () => ctx().app;
    const storedPdfs = async (c: TestContext) =>
      (await readdir(c.config.images.dir).catch(() => [])).filter((name) => name.endsWith('.pdf'));
    const attach = (id: number, body: ReturnType<typeof multipart>, auth = staff) =>
      app().inject({
        method: 'PUT',
        url: `/api/products/${id}/safety-document`,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
    const read = async (id: number) =>
      (await app().inject({ url: `/api/products/${id}` })).json<Product>().safety?.document;
    async function newProduct(): Promise<number> {
      const res = await app().inject({
        method: 'POST',
        url: '/api/products',
        headers: staff,
        payload: productBody(dropId),
      });
      expect(res.statusCode).toBe(201);
      return res.json().id;
    }

    beforeAll(async () => {
      const now = ctx().clock.now();
      staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT'], now);
      shopper = await authAs(app(), [], now);
      dropId = (
        await postDrop(app(), staff, { dropTime: new Date(now.getTime() - DAY_MS).toISOString() })
      ).id;
    });

    it('attaches a PDF: the product read links it and the file is served as a PDF', async () => {
      const id = await newProduct();
      expect(await read(id)).toBeNull();
      const pdf = await pdfFile(3);
      const res = await attach(
        id,
        multipart(pdf, 'C:\\Pobrane\\Instrukcja WH-1000XM4.pdf', 'application/pdf'),
      );
      expect(res.statusCode).toBe(200);
      const document = res.json();
      expect(document).toEqual({
        url: expect.stringMatching(new RegExp(`^/api/images/d${id}-[a-f0-9]{16}\\.pdf$`)),
        fileName: 'Instrukcja WH-1000XM4.pdf',
        sizeBytes: pdf.length,
      });
      await expect.poll(() => read(id)).toEqual(document);
      const file = await app().inject({ url: document.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    });

    it('a new PDF replaces the old one, whose file is deleted; the product version stays', async () => {
      const id = await newProduct();
      const version = (await app().inject({ url: `/api/products/${id}`, headers: staff })).json()
        .version;
      const first = (
        await attach(id, multipart(await pdfFile(1), 'a.pdf', 'application/pdf'))
      ).json();
      const second = (
        await attach(id, multipart(await pdfFile(2), 'b.pdf', 'application/pdf'))
      ).json();
      expect(second.url).not.toBe(first.url);
      expect((await app().inject({ url: first.url })).statusCode).toBe(404);
      await expect.poll(() => read(id)).toMatchObject({ fileName: 'b.pdf' });
      const after = (await app().inject({ url: `/api/products/${id}`, headers: staff })).json();
      expect(after.version).toBe(version);
    });

    it('refuses in Polish what is not a real PDF, a locked one, a file too big, and changes nothing', async () => {
      const id = await newProduct();
      const before = await storedPdfs(ctx());
      const renamed = await attach(
        id,
        multipart(Buffer.from('GIF89a...'), 'instrukcja.pdf', 'application/pdf'),
      );
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toBe(NOT_A_PDF);
      const whole = await pdfFile(2);
      const cut = await attach(
        id,
        multipart(whole.subarray(0, whole.length / 2), 'c.pdf', 'application/pdf'),
      );
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toBe(NOT_A_PDF);
      const locked = await attach(
        id,
        multipart(await pdfFile(1, { userPassword: 'tajne' }), 'l.pdf', 'application/pdf'),
      );
      expect(locked.statusCode).toBe(400);
      expect(locked.json().message).toBe(
        'Dokument PDF jest chroniony hasłem. Prześlij wersję bez hasła',
      );
      const big = await attach(id, multipart(await pdfFile(1200), 'duzy.pdf', 'application/pdf'));
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('Dokument jest za duży, maksymalny rozmiar to 0.2 MB');
      const empty = await app().inject({
        method: 'PUT',
        url: `/api/products/${id}/safety-document`,
        headers: staff,
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Wybierz dokument PDF do przesłania');
      expect(await read(id)).toBeNull();
      expect(await storedPdfs(ctx())).toEqual(before);
    });

    it('needs CREATE_PRODUCT and an existing product', async () => {
      const id = await newProduct();
      const pdf = multipart(await pdfFile(1), 'a.pdf', 'application/pdf');
      expect((await attach(id, pdf, shopper)).statusCode).toBe(403);
      const missing = await attach(2_000_000_000, pdf);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Nie znaleziono produktu');
    });

    it('removing the document, or the product, deletes its file', async () => {
      const id = await newProduct();
      const { url } = (
        await attach(id, multipart(await pdfFile(1), 'a.pdf', 'application/pdf'))
      ).json();
      const remove = () =>
        app().inject({
          method: 'DELETE',
          url: `/api/products/${id}/safety-document`,
          headers: staff,
        });
      expect((await remove()).statusCode).toBe(204);
      expect((await app().inject({ url })).statusCode).toBe(404);
      await expect.poll(() => read(id)).toBeNull();
      const again = await remove();
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Produkt nie ma dołączonego dokumentu');

      const other = await newProduct();
      const kept = (
        await attach(other, multipart(await pdfFile(1), 'b.pdf', 'application/pdf'))
      ).json();
      const deleted = await app().inject({
        method: 'DELETE',
        url: `/api/products/${other}`,
        headers: staff,
      });
      expect(deleted.statusCode).toBe(204);
      expect((await app().inject({ url: kept.url })).statusCode).toBe(404);
    });
  },
  { UPLOAD_MAX_BYTES: String(MAX_BYTES), PRODUCT_SAFETY_REQUIRED: 'false' },
);
