// A product recall (Regulation (EU) 2023/988, GPSR, art. 35-36; decision 039): staff mark a
// dangerous product recalled with its notice; in one transaction it leaves sale for good
// (modules/products) and every buyer of a paid order gets the PRODUCT_RECALLED e-mail with the
// notice and the remedies (art. 37: repair, replacement or refund), so none is missed or sent
// twice. Orders placed but not paid keep their way: withdrawn pieces cannot be bought anew.
import type { ProductRecall, RecallRequest } from '@shop/shared/recalls';
import type { Db } from '../../db/client.ts';
import type { AuditActor } from '../../modules/audit/index.ts';
import { queueOrderEmails } from '../../modules/mail/index.ts';
import * as orders from '../../modules/orders/index.ts';
import { recallProduct } from '../../modules/products/index.ts';

export async function recall(
  db: Db,
  productId: number,
  request: RecallRequest,
  now: Date,
  actor?: AuditActor,
): Promise<ProductRecall> {
  return db.transaction(async (tx) => {
    const { recalledAt } = await recallProduct(tx, productId, request.notice, now, actor);
    const buyers = await orders.paidOrdersWithProduct(tx, productId);
    await queueOrderEmails(
      tx,
      buyers.map((order) => ({
        kind: 'PRODUCT_RECALLED',
        orderId: order.id,
        to: order.customerEmail,
        now,
        data: { productId },
      })),
    );
    return { id: productId, recalledAt, notified: buyers.length };
  });
}
