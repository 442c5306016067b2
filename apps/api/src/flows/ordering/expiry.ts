// Cancels PENDING orders whose reservation ended, giving back their stock and coupon uses, and
// queues each shopper's "expired" e-mail. Safe with many replicas running it at once (see
// lockExpiredOrders).
import { inBatches } from '../../db/batched.ts';
import type { Db } from '../../db/client.ts';
import { queueOrderEmails } from '../../modules/mail/index.ts';
import { releaseOrders } from './reservations.ts';
import * as orders from '../../modules/orders/index.ts';

const BATCH = 50;

/** Cancels every expired order (in batches, one transaction each); answers how many. */
export async function expireOrders(db: Db, now: Date): Promise<number> {
  return inBatches(BATCH, () =>
    db.transaction(async (tx) => {
      const expired = await orders.lockExpiredOrders(tx, now, BATCH);
      if (expired.length === 0) return 0;
      for (const order of expired) {
        await orders.orderCancelled(tx, order, {
          reason: 'EXPIRED',
          note: 'Rezerwacja wygasła bez płatności',
          now,
        });
      }
      await releaseOrders(tx, expired, false);
      await queueOrderEmails(
        tx,
        expired.map((order) => ({
          kind: 'EXPIRED' as const,
          orderId: order.id,
          to: order.customerEmail,
          now,
        })),
      );
      return expired.length;
    }),
  );
}
