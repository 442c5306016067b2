// The catalogue change feed: database triggers (migration 0005) NOTIFY 'catalogue' on every
// committed change of a product, its pictures or a drop; each replica LISTENs and hands the
// changes to its read cache and live stock stream. See docs/catalogue-cache.md.
import { randomUUID } from 'node:crypto';
import type { Category } from '@shop/shared/enums';
import type { Database } from '../db/client.ts';
import { sql } from 'drizzle-orm';

export const CATALOGUE_CHANNEL = 'catalogue';

export type CatalogueChange =
  | {
      kind: 'product';
      productId: number;
      /** The product's drop, and its former drop when it moved. */
      dropIds: number[];
      categories: Category[];
      /** The product appeared, disappeared or moved: drops' item counts changed. */
      countChanged: boolean;
      /** Pieces free to buy once the change committed; null when not announced. */
      stock: number | null;
    }
  | { kind: 'drop'; dropId: number }
  /** Changes may have been missed (the feed's connection was lost): forget everything. */
  | { kind: 'gap' };

type Listener = (change: CatalogueChange) => void;

const present = <T>(values: (T | null)[]) => [...new Set(values.filter((v) => v !== null))] as T[];

/** A trigger's payload as a change; null for a sync marker or anything unknown. */
export function parseChange(payload: string): CatalogueChange | null {
  const data = JSON.parse(payload) as Record<string, unknown>;
  if (typeof data.product === 'number') {
    return {
      kind: 'product',
      productId: data.product,
      dropIds: present(data.drops as (number | null)[]),
      categories: present(data.categories as (Category | null)[]),
      countChanged: data.count === true,
      stock: typeof data.stock === 'number' ? data.stock : null,
    };
  }
  if (typeof data.drop === 'number') return { kind: 'drop', dropId: data.drop };
  return null;
}

export interface ChangeFeed {
  subscribe(listener: Listener): () => void;
  /**
   * Resolves once every change committed before the call has reached this replica's listeners.
   * A write answers only after it, so the writer's next read never meets what it replaced.
   */
  sync(): Promise<void>;
  /**
   * sync() for a write that sends the marker itself, inside its own transaction (one round
   * trip less): put `token` in the write, then await `seen()` after it committed, or call
   * `cancel()` when it failed.
   */
  marker(): SyncMarker;
  close(): Promise<void>;
}

export interface SyncMarker {
  token: string;
  seen(): Promise<void>;
  cancel(): void;
}

/** How long sync() waits for its own marker before giving up (the feed is then lagging). */
const SYNC_TIMEOUT_MS = 2000;

export async function openChangeFeed(
  database: Database,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const listeners = new Set<Listener>();
  const waiting = new Map<string, () => void>();
  const emit = (change: CatalogueChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        onError(error);
      }
    }
  };
  const stop = await database.listen(CATALOGUE_CHANNEL, {
    onPayload(payload) {
      try {
        const data = JSON.parse(payload) as { sync?: string };
        if (data.sync) {
          waiting.get(data.sync)?.();
          return;
        }
        const change = parseChange(payload);
        if (change) emit(change);
      } catch (error) {
        onError(error);
        emit({ kind: 'gap' });
      }
    },
    onGap: () => emit({ kind: 'gap' }),
  });
  function marker(): SyncMarker {
    const token = randomUUID();
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const cancel = () => waiting.delete(token);
    waiting.set(token, () => {
      cancel();
      arrive();
    });
    return {
      token,
      cancel,
      // Notifications arrive in commit order: our own marker comes after every earlier change.
      seen() {
        const timer = setTimeout(() => {
          // The feed lags: what this replica holds may be stale, so it is all forgotten.
          cancel();
          emit({ kind: 'gap' });
          arrive();
        }, SYNC_TIMEOUT_MS);
        return arrived.finally(() => clearTimeout(timer));
      },
    };
  }
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    marker,
    async sync() {
      const mark = marker();
      try {
        await database.db.execute(
          sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${JSON.stringify({ sync: mark.token })})`,
        );
      } catch (error) {
        mark.cancel();
        throw error;
      }
      await mark.seen();
    },
    close: stop,
  };
}
