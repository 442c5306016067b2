import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';
import { authAs, postDrop, postProduct } from '../drops/test-fixtures.ts';
import { makeShopper, placeOrder } from '../../test/order-fixtures.ts';
import { attachProductImage } from './service.ts';

describeEachDb('products: delete', (ctx) => {
  const app = () => ctx().app;
  let staff: Record<string, string>;
  const get = (url: string) => app().inject({ method: 'GET', url });
  const del = (id: number | string, headers = staff) =>
    app().inject({ method: 'DELETE', url: `/api/products/${id}`, headers });

  beforeAll(async () => {
    ctx().clock.set(new Date());
    staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
  });

  const startedDrop = () =>
    postDrop(app(), staff, { dropTime: new Date(Date.now() - 3_600_000).toISOString() });

  it('needs CREATE_PRODUCT', async () => {
    const drop = await startedDrop();
    const product = await postProduct(app(), staff, drop.id);
    expect((await del(product, {})).statusCode).toBe(401);
    const res = await del(product, await authAs(app(), ['CREATE_DROP']));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Brak wymaganego uprawnienia: CREATE_PRODUCT');
    expect((await get(`/api/products/${product}`)).statusCode).toBe(200);
  });

  it('deletes a product no order holds, with its pictures; cached answers forget it', async () => {
    const drop = await startedDrop();
    const product = await postProduct(app(), staff, drop.id);
    await attachProductImage(app().db, product, 'https://cdn.example.test/p-1200.webp');
    // Kept answers before the delete: the product and its drop's list.
    expect((await get(`/api/products/${product}`)).json().images).toHaveLength(1);
    expect((await get(`/api/products/drop/${drop.id}`)).json().totalCount).toBe(1);

    const res = await del(product);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const gone = await get(`/api/products/${product}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Nie znaleziono produktu');
    expect((await get(`/api/products/drop/${drop.id}`)).json().totalCount).toBe(0);
    expect((await get(`/api/drops/${drop.id}`)).json().itemQuantity).toBe(0);
    expect((await del(product)).statusCode).toBe(404);
    // The drop is empty now, so it can go too.
    const dropGone = await app().inject({
      method: 'DELETE',
      url: `/api/drops/${drop.id}`,
      headers: staff,
    });
    expect(dropGone.statusCode).toBe(204);
  });

  describe('refusals', () => {
    it('keeps a product an order holds (409)', async () => {
      const drop = await startedDrop();
      const product = await postProduct(app(), staff, drop.id, {
        priceType: 'STATIC',
        price: 3_000,
        msrp: null,
        stock: 2,
      });
      const shopper = await makeShopper(app());
      await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
      const res = await del(product);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'ProductHasOrders',
        message: 'Nie można usunąć produktu, który ma zamówienia',
      });
      expect((await get(`/api/products/${product}`)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown product and 400 for a bad id', async () => {
      const missing = await del(999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Nie znaleziono produktu');
      expect((await del('abc')).statusCode).toBe(400);
    });
  });
});
