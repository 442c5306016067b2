// On PostgreSQL with real connections: a batch of orders and a cart line added at the same
// moment to one of the batch's products do not deadlock (docs/checkout.md, "Batches"). The
// batch holds the product's row and waits to delete a cart line that the add holds; the add
// then needs the product's foreign-key lock, which the batch's FOR NO KEY UPDATE does not block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { untilPlaceOrdersWaits } from '../../test/lock-waits.ts';
import {
  makeProduct,
  makeShopper,
  orderBody,
  postOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';

const addToCart = (user: Shopper, productId: number) =>
  sql`SELECT added FROM add_to_carts(${JSON.stringify([
    { user_id: user.user.id, product_id: productId, quantity: 1, max_quantity: 99 },
  ])}::jsonb)`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('checkout beside cart adds [postgres]', () => {
  let ctx: TestContext & { close(): Promise<void> };
  const app = () => ctx.app;

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
  }, 60_000);
  afterAll(() => ctx?.close());

  it('an order and a cart add on the same product both go through', async () => {
    const product = await makeProduct(app(), { stock: 5 });
    const [buyer, other] = [await makeShopper(app()), await makeShopper(app())];
    await app().db.execute(addToCart(buyer, product));

    let order: ReturnType<typeof postOrder> | undefined;
    const added = await app().db.transaction(async (tx) => {
      // The buyer's cart line is held by this transaction (a cart add in flight)...
      await tx.execute(addToCart(buyer, product));
      order = postOrder(app(), buyer, orderBody(buyer, [{ productId: product, quantity: 1 }]));
      // ...until the buyer's batch holds the product and waits for that line.
      await untilPlaceOrdersWaits(app().db);
      // Another shopper's line for the same product needs its foreign-key lock.
      const { rows } = (await tx.execute(addToCart(other, product))) as unknown as {
        rows: { added: boolean }[];
      };
      return rows[0]!.added;
    });

    expect(added).toBe(true);
    expect((await order!).statusCode).toBe(201);
  }, 30_000);
});
