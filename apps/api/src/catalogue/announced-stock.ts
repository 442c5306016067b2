// The free stock of each product as its last change announced it on the change feed (migration
// 0007): the freshest this replica can know without asking the database. Checkout uses it to
// refuse, from memory, an order whose pieces went to someone else while it waited for its batch
// (docs/checkout.md).
import type { ChangeFeed } from './changes.ts';

export class AnnouncedStock {
  private readonly stock = new Map<number, number>();

  constructor(feed: ChangeFeed) {
    feed.subscribe((change) => {
      // Announcements may have been missed: nothing known is sure any more.
      if (change.kind === 'gap') this.stock.clear();
      else if (change.kind === 'product' && change.stock !== null) {
        this.stock.set(change.productId, change.stock);
      }
    });
  }

  /** Pieces of the product free to buy as last announced; undefined when none was heard. */
  of(productId: number): number | undefined {
    return this.stock.get(productId);
  }
}
